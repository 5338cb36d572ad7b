import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryShell } from 'remote-harness/stories';
import {
  dark,
  desktop,
  failing,
  makeListingDto,
  never,
  otherUser,
  phone,
  storyApi,
} from 'shared-api/mocks';
import { expect, waitFor, within } from 'storybook/test';
import ListingDetailPage from './listing-detail-page';

/** /listings/:id over the mock API: listing 1 of the seed is the lake studio with three photos. */
const detailOf = (id: number) => () => (
  <StoryShell
    routes={[{ path: '/listings/:id', element: <ListingDetailPage /> }]}
    entry={`/listings/${id}`}
  />
);

const meta = {
  title: 'Listings/Pages/Listing detail',
  component: ListingDetailPage,
  parameters: { layout: 'fullscreen' },
  render: detailOf(1),
  beforeEach: storyApi(),
} satisfies Meta<typeof ListingDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Langdon St studio by the lake';

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'About the Lister' })).toBeVisible();
  },
};
export const FilledDark = dark(Filled);
export const FilledPhone = phone(Filled);
export const FilledDarkDesktop = dark(desktop(Filled));

/** Tapping the photo opens the full-screen gallery on that photo; arrows move, Escape closes. */
export const OpenPhoto: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const photos = await canvas.findByRole('region', { name: `Photos of ${TITLE}` });
    await userEvent.click(within(photos).getByRole('button', { name: 'Next photo' }));
    await userEvent.click(within(photos).getByRole('button', { name: 'View photos full screen' }));
    const page = within(canvasElement.ownerDocument.body);
    const gallery = await page.findByRole('dialog', { name: `Photos of ${TITLE}` });
    await expect(within(gallery).getByRole('img')).toHaveAccessibleName(/\(2 of 3\)/);
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(gallery).getByRole('img')).toHaveAccessibleName(/\(3 of 3\)/);
    await userEvent.keyboard('{Escape}');
    await expect(page.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(photos).toHaveTextContent('3 / 3');
    // Until the dialog has gone, the page is aria-hidden and axe (run after play) would skip it.
    await waitFor(() =>
      expect(canvasElement.ownerDocument.querySelector('[data-aria-hidden]')).toBeNull(),
    );
  },
};

/** The least a listing can say: no photos, description, amenities or size. */
export const Empty: Story = {
  render: detailOf(77),
  beforeEach: storyApi((db) => {
    db.listings.push(
      makeListingDto({
        listingID: 77,
        firebaseUid: otherUser.uid,
        name: otherUser.displayName,
        title: 'Room on Mifflin St',
        preSignedGetUrls: [],
        photos: [],
        description: '',
        amenities: [],
        squareFeet: 0,
      }),
    );
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No images available')).toBeVisible();
    await expect(canvas.getByText('No description provided.')).toBeVisible();
    await expect(canvas.getByText('No amenities listed.')).toBeVisible();
  },
};
export const EmptyDarkPhone = dark(phone(Empty));

export const Loading: Story = {
  beforeEach: storyApi(undefined, { handlers: () => [never('get', '/listings/:id/details')] }),
};
export const LoadingDarkPhone = dark(phone(Loading));

export const Error: Story = {
  beforeEach: storyApi(undefined, { handlers: () => [failing('get', '/listings/:id/details')] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Something went wrong on the server. Please try again.',
    );
  },
};
export const ErrorDarkPhone = dark(phone(Error));

export const NotFound: Story = {
  render: detailOf(999),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Listing not found' })).toBeVisible();
  },
};
export const NotFoundDarkPhone = dark(phone(NotFound));

/** Signed out: the page works, Contact Lister asks to sign in. */
export const SignedOut: Story = {
  beforeEach: storyApi(undefined, { signedIn: false }),
  play: Filled.play,
};

/**
 * The browser's share sheet and clipboard for a story (the platform edge), put back afterwards:
 * `share` absent as on most desktops, and a clipboard that takes the link or refuses it.
 */
const browserSharing = (clipboard: 'works' | 'refuses') => () => {
  const had = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  const hadShare = Object.getOwnPropertyDescriptor(navigator, 'share');
  Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: () =>
        clipboard === 'works'
          ? Promise.resolve()
          : Promise.reject(new DOMException('Denied', 'NotAllowedError')),
    },
  });
  return () => {
    for (const [name, descriptor] of [
      ['clipboard', had],
      ['share', hadShare],
    ] as const) {
      if (descriptor) Object.defineProperty(navigator, name, descriptor);
      else Reflect.deleteProperty(navigator, name);
    }
  };
};

/** 'Share' without a share sheet (most desktops): the link is copied and a toast says so. */
export const ShareCopiesLink: Story = {
  beforeEach: browserSharing('works'),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Share' }));
    const page = within(canvasElement.ownerDocument.body);
    const toast = await page.findByText('Link copied');
    // The toast fades in (its first frame is transparent).
    await waitFor(() => expect(toast).toBeVisible());
  },
};
export const ShareCopiesLinkDarkPhone = dark(phone(ShareCopiesLink));

/** Neither a share sheet nor the clipboard: the link, selected, to copy by hand. */
export const ShareShowsLink: Story = {
  beforeEach: browserSharing('refuses'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Share' }));
    const field = await canvas.findByRole('textbox', { name: /Could not share or copy the link/ });
    await expect(field).toHaveValue(`${window.location.origin}/listings/1`);
  },
};
export const ShareShowsLinkDarkPhone = dark(phone(ShareShowsLink));
