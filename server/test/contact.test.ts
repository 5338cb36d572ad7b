import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../src/contact/mailer';
import { createTestApp, type TestApp } from './helpers/test-app';

const inquiry = {
  name: 'Dana',
  email: 'dana@example.com',
  inquiryType: 'bug',
  message: 'The map does not load.',
};

describe('POST /email', () => {
  const sent: Mail[] = [];
  let t: TestApp;
  beforeAll(async () => {
    // The mailer is the SMTP edge: a recording stand-in instead of a mail server.
    t = await createTestApp({
      mailer: { send: async (mail) => void sent.push(mail) },
      rateLimits: { contact: 3 },
    });
  });
  afterAll(async () => t?.close());

  it('stores the inquiry, answers 202 and mails it', async () => {
    const res = await t.request({ method: 'POST', url: '/api/email', payload: inquiry });
    expect(res.statusCode).toBe(202);
    const stored = await t.app.ctx.db.kysely.selectFrom('contact_inquiries').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: 'Dana',
      email: 'dana@example.com',
      inquiry_type: 'bug',
      message: 'The map does not load.',
    });
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toMatchObject({
      replyTo: 'dana@example.com',
      subject: '[Contact] Bug Report from Dana',
    });
  });

  it.each([
    ['no name', { ...inquiry, name: '' }, 'Please fill out all fields!'],
    ['blank message', { ...inquiry, message: '   ' }, 'Please fill out all fields!'],
    ['missing email', { ...inquiry, email: undefined }, 'Please fill out all fields!'],
    [
      'a bad inquiryType',
      { ...inquiry, inquiryType: 'complaint' },
      'Please choose a valid reason for contact',
    ],
  ])('refuses %s with 400', async (_name, body, message) => {
    const res = await t.request({ method: 'POST', url: '/api/email', payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: message });
  });

  it('answers 429 with Retry-After when one client sends too many', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i++) {
      last = await t.request({ method: 'POST', url: '/api/email', payload: inquiry });
      statuses.push(last.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    expect(last?.json()).toMatchObject({ error: 'Too many requests, please try again later' });
  });
});
