import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupMockApi } from 'shared-api/mocks/node';
import { toast } from 'shared-ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell } from 'remote-harness/testing';
import { LINK_COPIED, SHARE_FAILED } from '../features/listing-detail/components/share-listing';
import ListingDetailPage from './listing-detail-page';

// 'Share' on a listing's page. navigator.share and navigator.clipboard are the browser's (the
// platform edge): each test gives the page the browser it stands for.
setupMockApi();

const TITLE = 'Langdon St studio by the lake';
/** Listing 1 of the mock seed: $1,150, Fall, one bedroom. */
const SUMMARY = '$1,150/month · Fall · 1 bedroom';
const url = () => `${window.location.origin}/listings/1`;

afterEach(() => {
  // jsdom has no share sheet; the clipboard is user-event's stand-in, reset by it.
  Reflect.deleteProperty(navigator, 'share');
  vi.restoreAllMocks();
  // Toasts live in a module store that outlives each test's render.
  toast.dismiss();
});

/** The page as a browser with `share` (or none) and this clipboard writer shows it. */
async function open({
  share,
  writeText,
}: {
  share?: (data: ShareData) => Promise<void>;
  writeText: (text: string) => Promise<void>;
}) {
  const user = userEvent.setup();
  renderWithShell([{ path: '/listings/:id', element: <ListingDetailPage /> }], '/listings/1');
  await screen.findByRole('heading', { level: 1, name: TITLE });
  const shareMock = share ? vi.fn(share) : undefined;
  if (shareMock) {
    Object.defineProperty(navigator, 'share', { value: shareMock, configurable: true });
  }
  // user-event installs its own clipboard (as a browser has one): this one writes through ours.
  const writeMock = vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(writeText);
  const button = screen.getByRole('button', { name: 'Share' });
  return { user, button, share: shareMock, writeText: writeMock };
}

describe('Share on a listing page', () => {
  it('copies the link where there is no share sheet, and says so', async () => {
    const page = await open({ writeText: async () => {} });
    await page.user.click(page.button);
    expect(page.writeText).toHaveBeenCalledWith(url());
    expect(await screen.findByText(LINK_COPIED)).toBeVisible();
  });

  it("opens the phone's share sheet with the title, the summary and the link", async () => {
    const page = await open({ share: async () => {}, writeText: async () => {} });
    await page.user.click(page.button);
    expect(page.share).toHaveBeenCalledWith({ title: TITLE, text: SUMMARY, url: url() });
    expect(page.writeText).not.toHaveBeenCalled();
    expect(screen.queryByText(LINK_COPIED)).not.toBeInTheDocument();
  });

  it('does nothing more when the person closes the share sheet', async () => {
    const page = await open({
      share: () => Promise.reject(new DOMException('Share canceled', 'AbortError')),
      writeText: async () => {},
    });
    await page.user.click(page.button);
    expect(page.share).toHaveBeenCalledTimes(1);
    expect(page.writeText).not.toHaveBeenCalled();
    expect(screen.queryByText(LINK_COPIED)).not.toBeInTheDocument();
    expect(screen.queryByText(SHARE_FAILED)).not.toBeInTheDocument();
  });

  it('copies the link when the share sheet fails for another reason', async () => {
    const page = await open({
      share: () => Promise.reject(new DOMException('No permission', 'NotAllowedError')),
      writeText: async () => {},
    });
    await page.user.click(page.button);
    expect(page.writeText).toHaveBeenCalledWith(url());
    expect(await screen.findByText(LINK_COPIED)).toBeVisible();
  });

  it('shows the link, selected, to copy by hand when neither works', async () => {
    const page = await open({
      share: () => Promise.reject(new DOMException('No permission', 'NotAllowedError')),
      writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')),
    });
    await page.user.click(page.button);
    const field = await screen.findByRole('textbox', { name: SHARE_FAILED });
    expect(field).toHaveValue(url());
    expect(field).toHaveAttribute('readonly');
    const input = field as HTMLInputElement;
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, url().length]);
    expect(screen.queryByText(LINK_COPIED)).not.toBeInTheDocument();
    // A later success takes the message away.
    page.writeText.mockImplementation(async () => {});
    Reflect.deleteProperty(navigator, 'share');
    await page.user.click(page.button);
    expect(await screen.findByText(LINK_COPIED)).toBeVisible();
    expect(screen.queryByRole('textbox', { name: SHARE_FAILED })).not.toBeInTheDocument();
  });
});
