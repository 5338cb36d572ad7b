import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../client';
import { contactInbox } from '../mocks/handlers/contact';
import { signInTestUser } from '../mocks/session';
import { setupMockApi } from '../mocks/node';
import { sendContactInquiry } from './contact.mutations';

const mock = setupMockApi();
beforeEach(() => {
  contactInbox(mock.db).length = 0;
});

const inquiry = {
  name: ' Jane Doe ',
  email: 'jane@wisc.edu',
  inquiryType: 'feature' as const,
  message: 'Please add a bus-stop layer to the map.',
};

describe('sendContactInquiry', () => {
  it('posts the trimmed inquiry to POST /email, without a token even when signed in', async () => {
    signInTestUser();
    let authorization: string | null = 'unset';
    mock.server.events.on('request:start', ({ request }) => {
      authorization = request.headers.get('Authorization');
    });
    await sendContactInquiry(inquiry);
    mock.server.events.removeAllListeners();
    expect(contactInbox(mock.db)).toEqual([{ ...inquiry, name: 'Jane Doe' }]);
    expect(authorization).toBeNull();
  });

  it("refuses a missing field with 'Please fill out all fields!' before any request", async () => {
    await expect(sendContactInquiry({ ...inquiry, message: '   ' })).rejects.toEqual(
      new ApiError('Please fill out all fields!', 400),
    );
    expect(contactInbox(mock.db)).toEqual([]);
  });

  it("passes on the server's refusal", async () => {
    mock.server.use(
      http.post('*/api/email', () =>
        HttpResponse.json({ error: 'Too many messages' }, { status: 429 }),
      ),
    );
    await expect(sendContactInquiry(inquiry)).rejects.toMatchObject({
      message: 'Too many messages',
      status: 429,
    });
  });
});
