import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../../test/helpers/smtp-server';
import { smtpMailer } from './mailer';

let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

it('sends the contact mail over SMTP: envelope, reply-to, subject and text', async () => {
  const mailer = smtpMailer({
    host: '127.0.0.1',
    port: smtp.port,
    secure: false,
    from: 'site@subleases.example',
    to: 'team@subleases.example',
  });
  await mailer.send({
    subject: 'Contact: a question about a listing',
    text: 'Is the room on Mills St still free in June?',
    replyTo: 'bucky@wisc.edu',
  });
  expect(smtp.received).toHaveLength(1);
  const [mail] = smtp.received;
  expect(mail?.from).toBe('<site@subleases.example>');
  expect(mail?.to).toEqual(['<team@subleases.example>']);
  expect(mail?.data).toMatch(/^Reply-To: bucky@wisc\.edu\r$/m);
  expect(mail?.data).toMatch(/^Subject: Contact: a question about a listing\r$/m);
  expect(mail?.data).toContain('Is the room on Mills St still free in June?');
});
