import { withThemeByDataAttribute } from '@storybook/addon-themes';
import type { Preview } from '@storybook/react-vite';
import '../src/tokens/tokens.css';

const preview: Preview = {
  decorators: [
    // The toolbar's theme switch sets data-theme on <html>, exactly as the app's useTheme does.
    withThemeByDataAttribute({
      themes: { light: 'light', dark: 'dark' },
      defaultTheme: 'light',
      attributeName: 'data-theme',
      parentSelector: 'html',
    }),
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: { name: 'Phone (375)', styles: { width: '375px', height: '740px' } },
        tablet: { name: 'Tablet (768)', styles: { width: '768px', height: '1024px' } },
      },
    },
  },
};

export default preview;
