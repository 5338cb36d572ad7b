import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { REPORT_MESSAGES, useSession } from 'shared-api';
import { signInTestUser } from 'shared-api/mocks';
import { setupMockApi } from 'shared-api/mocks/node';
import { describe, expect, it } from 'vitest';
import { renderWithShell } from 'remote-harness/testing';
import { VERIFIED_STUDENT_MEANS } from '../features/listing-detail/components/lister-card';
import {
  REPORTED_NOTE,
  REPORT_SENT,
  REPORT_SIGN_IN_TITLE,
} from '../features/trust/components/report-listing';
import {
  UNDER_REVIEW_OWNER,
  UNDER_REVIEW_VISITOR,
} from '../features/trust/components/under-review-notice';
import ListingDetailPage from './listing-detail-page';

/** Trust on the listing page: the 'Verified student' badge, reports, 'under review'. */
const mock = setupMockApi();

function show(id: number) {
  const user = userEvent.setup();
  renderWithShell([{ path: '/listings/:id', element: <ListingDetailPage /> }], `/listings/${id}`);
  return user;
}
const lister = () => screen.findByRole('region', { name: 'About the Lister' });
const reportButton = () => screen.findByRole('button', { name: 'Report this listing' });

describe('Verified student', () => {
  it('shows the badge for a verified student lister and explains what it means', async () => {
    show(1); // seeded by bucky@wisc.edu, verified
    const card = await lister();
    const badge = within(card).getByText('Verified student');
    expect(badge).toHaveAccessibleDescription(VERIFIED_STUDENT_MEANS);
    expect(card).toHaveTextContent(VERIFIED_STUDENT_MEANS);
  });

  it('shows neither badge nor explanation otherwise', async () => {
    const listing = mock.db.findListing(1)!;
    Object.assign(listing, { verifiedStudent: false });
    show(1);
    const card = await lister();
    expect(within(card).getByText('Verified e-mail')).toBeInTheDocument();
    expect(within(card).queryByText('Verified student')).not.toBeInTheDocument();
    expect(card).not.toHaveTextContent(VERIFIED_STUDENT_MEANS);
  });
});

describe('Report this listing', () => {
  it('asks a signed-out visitor to sign in, then opens the report dialog', async () => {
    const user = show(1);
    await user.click(await reportButton());
    expect(useSession.getState().signIn).toEqual({ open: true, title: REPORT_SIGN_IN_TITLE });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => signInTestUser());
    expect(await screen.findByRole('dialog', { name: 'Report this listing' })).toBeInTheDocument();
  });

  it('checks the reason and the details, then sends the report and confirms it', async () => {
    signInTestUser();
    const user = show(1);
    await user.click(await reportButton());
    const dialog = await screen.findByRole('dialog', { name: 'Report this listing' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText(REPORT_MESSAGES.reason)).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Scam or fraud' })).toHaveFocus();

    await user.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    expect(within(dialog).queryByText(REPORT_MESSAGES.reason)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const details = within(dialog).getByRole('textbox', { name: 'Details' });
    expect(details).toHaveAccessibleDescription(
      expect.stringContaining(REPORT_MESSAGES.textRequired),
    );
    expect(details).toHaveFocus();
    expect(mock.db.reports).toHaveLength(0);

    await user.type(details, 'The same photos are on another listing in Chicago.');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(REPORT_SENT)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mock.db.reports).toMatchObject([
      {
        listingID: 1,
        reporterUid: 'test-user',
        reason: 'other',
        text: 'The same photos are on another listing in Chicago.',
      },
    ]);
    // Once reported, the page says so instead of offering it again.
    expect(await screen.findByText(REPORTED_NOTE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report this listing' })).not.toBeInTheDocument();
  });

  it('shows the pending state, and a failure in a toast with the dialog still open', async () => {
    signInTestUser();
    let release: () => void = () => {};
    mock.server.use(
      http.post('*/api/listings/:id/reports', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ error: 'Internal server error' }, { status: 500 });
      }),
    );
    const user = show(1);
    await user.click(await reportButton());
    const dialog = await screen.findByRole('dialog', { name: 'Report this listing' });
    await user.click(within(dialog).getByRole('radio', { name: 'Scam or fraud' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('button', { name: 'Sending...' })).toBeDisabled();
    act(() => release());
    expect(
      await screen.findByText('Something went wrong on the server. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Report this listing' })).toBeInTheDocument();
  });

  it('says so when the listing was already reported by this person', async () => {
    signInTestUser();
    mock.db.reports.push({
      reportID: 1,
      listingID: 1,
      reporterUid: 'test-user',
      reason: 'scam',
      text: '',
      createdAt: new Date().toISOString(),
      reviewed: false,
    });
    show(1);
    expect(await screen.findByText(REPORTED_NOTE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report this listing' })).not.toBeInTheDocument();
  });

  it('is not offered to the owner', async () => {
    signInTestUser();
    show(4); // the test user's listing
    await screen.findByRole('link', { name: 'Edit listing' });
    expect(screen.queryByRole('button', { name: 'Report this listing' })).not.toBeInTheDocument();
  });
});

describe('Under review', () => {
  const hide = (id: number) => {
    for (const uid of ['r1', 'r2', 'r3']) {
      mock.db.reports.push({
        reportID: mock.db.reports.length + 1,
        listingID: id,
        reporterUid: uid,
        reason: 'scam',
        text: '',
        createdAt: new Date().toISOString(),
        reviewed: false,
      });
    }
  };

  it('tells a visitor with a direct link why it is not in the list', async () => {
    hide(1);
    show(1);
    expect(await screen.findByRole('note')).toHaveTextContent(UNDER_REVIEW_VISITOR);
  });

  it('tells the owner their listing is hidden', async () => {
    hide(4);
    signInTestUser();
    show(4);
    expect(await screen.findByText(UNDER_REVIEW_OWNER)).toBeInTheDocument();
  });
});
