import { withThemeByDataAttribute } from '@storybook/addon-themes';
import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { loadModalPanels } from '../src/dialog/lazy-modal';
import { toast } from '../src/toast';
import { startMsw } from './msw';
import '../src/tokens/tokens.css';

// `findBy…` waits up to 5 s (testing-library's default is 1 s): the story tests run in CI next to
// other work on two cores, and a mock answer or a lazy chunk can take longer than a second there.
configure({ asyncUtilTimeout: 5000 });

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
  // msw's beforeEach puts the worker on the context first; stories' own beforeEach then set handlers.
  // Every story starts without toasts: the toast store outlives a render (a story remounted, the
  // next story of a file in `pnpm test:storybook`), and a toast left by another play is not its own.
  beforeEach: [startMsw, () => toast.dismiss()],
  // The modals' code (loaded on first open in the app) is here before a story renders: a story
  // whose dialog or sheet is open shows it in its first paint, not some frames after its play
  // ended. A dialog that appeared late was pictured from a different paint history (its text and
  // shadow edges a few pixels different), or not at all (the sheet's trigger alone). The download
  // on first open is the app's, which the e2e journeys go through.
  loaders: [() => loadModalPanels()],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is also a test (pnpm test:storybook): an axe violation fails it.
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: { name: 'Phone (375)', styles: { width: '375px', height: '740px' } },
        tablet: { name: 'Tablet (768)', styles: { width: '768px', height: '1024px' } },
        desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
};

export default preview;
