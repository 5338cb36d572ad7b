import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { dark, desktop, phone, storyApi } from 'shared-api/mocks';
import { expect } from 'storybook/test';
import { ShellStory } from '../testing/shell-story';
import { IncompatibleRemoteError } from './compatibility';
import { RemotePage, type PageLoader } from './remote-page';

const loaded: PageLoader = async () => ({ default: () => <h1>Listings</h1> });
const unreachable: PageLoader = () => Promise.reject(new Error('Loading chunk mf_listings failed'));

/**
 * A route whose remote is loaded by `load` (a stand-in for the federation runtime). The id is new
 * per render: RemotePage remembers a page that loaded, and each render must start from nothing.
 */
let renders = 0;
function Route({ load }: { load: PageLoader }) {
  const [id] = useState(() => `story/${++renders}`);
  return <ShellStory path="/listings" element={<RemotePage id={id} load={load} />} />;
}

/** The shell's in-page failure when a remote cannot be loaded; the frame keeps working. */
const meta = {
  title: 'Shell/Pages/Remote failure',
  component: RemotePage,
  parameters: { layout: 'fullscreen' },
  args: { id: 'story', load: unreachable },
  render: ({ load }) => <Route load={load} />,
  beforeEach: storyApi(),
} satisfies Meta<typeof RemotePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Failure: Story = {
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This page could not be loaded');
    await expect(alert).toHaveTextContent('Check your connection, then try again.');
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
  },
};
export const FailureDark = dark(desktop(Failure));
export const FailurePhone = phone(Failure);
export const FailureDarkPhone = dark(phone(Failure));

/** 'Try again' downloads the page afresh: here the second attempt works. */
export const TryAgain: Story = {
  args: {
    load: (() => {
      let attempts = 0;
      return () => (attempts++ % 2 === 0 ? unreachable() : loaded());
    })(),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Listings' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A remote built for another React: the page says why instead of "check your connection". */
export const Incompatible: Story = {
  args: {
    load: () =>
      Promise.reject(
        new IncompatibleRemoteError('mf_listings', [
          'It was built for React 18.3.1; this site runs React 19.2.0.',
        ]),
      ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('built for React 18.3.1');
  },
};
export const IncompatibleDarkPhone = dark(phone(Incompatible));

/** While the remote downloads. */
export const Loading: Story = {
  args: { load: () => new Promise(() => {}) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
  },
};
export const LoadingDarkPhone = dark(phone(Loading));
