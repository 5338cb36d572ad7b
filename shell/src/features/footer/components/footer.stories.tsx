import { MemoryRouter } from 'react-router';
import { Footer } from './footer';

function Harness({ path }: { path: string }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <Footer />
    </MemoryRouter>
  );
}

const meta = {
  title: 'Shell/Footer',
  component: Harness,
  parameters: { layout: 'fullscreen' },
  args: { path: '/' },
};
export default meta;

export const Wide = {};
/** At 768 px or less, on the home page: the 'i' button opening 'Legal & Info'. */
export const PhoneHome = { globals: { viewport: { value: 'phone' } } };
export const Dark = { globals: { theme: 'dark' } };
