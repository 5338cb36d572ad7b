import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { contactInbox, createTestQueryClient, queryWrapper } from 'shared-api/mocks';
import { setupMockApi } from 'shared-api/mocks/node';
import { beforeEach, describe, expect, it } from 'vitest';
import ContactPage from './contact-page';

const mock = setupMockApi();
beforeEach(() => {
  contactInbox(mock.db).length = 0;
});

function renderPage() {
  render(<ContactPage />, { wrapper: queryWrapper(createTestQueryClient()) });
  return userEvent.setup();
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, email = 'jane@wisc.edu') {
  await user.type(screen.getByLabelText('Full Name'), 'Jane Doe');
  await user.type(screen.getByLabelText('Email Address'), email);
  await user.selectOptions(screen.getByLabelText('Reason for Contact'), 'Bug Report');
  await user.type(screen.getByLabelText('Message'), 'The map does not load on my phone.');
}

describe('ContactPage', () => {
  it('asks for a name, an email address, a reason and a message', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    const reason = screen.getByLabelText('Reason for Contact');
    expect(
      within(reason)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['General Help', 'Bug Report', 'User Report', 'Feature Request', 'Other']);
    expect(screen.getByLabelText('Message')).toHaveAttribute('rows', '6');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it("says 'Please fill out all fields!' and sends nothing when a field is empty", async () => {
    const user = renderPage();
    await user.type(screen.getByLabelText('Full Name'), 'Jane Doe');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill out all fields!');
    expect(contactInbox(mock.db)).toEqual([]);
  });

  it('refuses a malformed email address', async () => {
    const user = renderPage();
    await fillIn(user, 'jane-at-wisc');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(contactInbox(mock.db)).toEqual([]);
  });

  it("sends the inquiry, shows 'Sending...', then the 'Message Sent!' panel", async () => {
    mock.server.use(
      http.post('*/api/email', async () => {
        await delay(50);
        return undefined; // fall through to the default handler
      }),
    );
    const user = renderPage();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('button', { name: /sending\.\.\./i })).toBeDisabled();

    expect(await screen.findByRole('heading', { name: 'Message Sent!' })).toHaveFocus();
    expect(
      screen.getByText("Thank you for reaching out. We'll get back to you as soon as possible."),
    ).toBeInTheDocument();
    expect(contactInbox(mock.db)).toEqual([
      {
        name: 'Jane Doe',
        email: 'jane@wisc.edu',
        inquiryType: 'bug',
        message: 'The map does not load on my phone.',
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
  });

  it('shows an error and keeps what was typed when sending fails', async () => {
    mock.server.use(
      http.post('*/api/email', () => HttpResponse.json({ error: 'Internal' }, { status: 500 })),
    );
    const user = renderPage();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, your message could not be sent. Please try again in a moment.',
    );
    expect(screen.getByLabelText('Message')).toHaveValue('The map does not load on my phone.');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});
