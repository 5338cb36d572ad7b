import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { smtpMailer } from './mailer';

/**
 * A minimal SMTP server (no TLS, no auth): what nodemailer's SMTP transport really says on the
 * wire, so an upgrade that changes the sending is seen here and not first in production.
 */
interface Received {
  from: string;
  to: string[];
  data: string;
}
let server: Server;
let port: number;
const received: Received[] = [];

beforeAll(async () => {
  server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: Received = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          reply('250 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 test');
        else if (verb === 'MAIL') current.from = line.slice(10);
        else if (verb === 'RCPT') current.to.push(line.slice(8));
        else if (verb === 'DATA') {
          inData = true;
          reply('354 go on');
          continue;
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
          return;
        }
        if (verb === 'MAIL' || verb === 'RCPT' || verb === 'RSET' || verb === 'NOOP')
          reply('250 ok');
        else if (verb !== 'EHLO' && verb !== 'HELO') reply('502 not here');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('sends the contact mail over SMTP: envelope, reply-to, subject and text', async () => {
  const mailer = smtpMailer({
    host: '127.0.0.1',
    port,
    secure: false,
    from: 'site@subleases.example',
    to: 'team@subleases.example',
  });
  await mailer.send({
    subject: 'Contact: a question about a listing',
    text: 'Is the room on Mills St still free in June?',
    replyTo: 'bucky@wisc.edu',
  });
  expect(received).toHaveLength(1);
  const [mail] = received;
  expect(mail?.from).toBe('<site@subleases.example>');
  expect(mail?.to).toEqual(['<team@subleases.example>']);
  expect(mail?.data).toMatch(/^Reply-To: bucky@wisc\.edu\r$/m);
  expect(mail?.data).toMatch(/^Subject: Contact: a question about a listing\r$/m);
  expect(mail?.data).toContain('Is the room on Mills St still free in June?');
});
