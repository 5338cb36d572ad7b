import { createServer } from 'node:net';

/**
 * A minimal SMTP server (no TLS, no auth): what nodemailer's SMTP transport really says on the
 * wire, so an upgrade that changes the sending is seen in tests and not first in production.
 */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent (headers, blank line, body), lines ending in \r\n. */
  data: string;
  /** When its DATA ended (Date.now()): the moment the sender handed it over. */
  at: number;
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  /** Refuse the next `n` messages at DATA's end (554), as a failing relay would. */
  failNext(n: number): void;
  /**
   * Answer `RCPT TO` for this address with `reply` (e.g. '550 5.1.1 no such user', '450 try
   * later') until told again; null accepts it again.
   */
  refuseRecipient(address: string, reply: string | null): void;
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let failures = 0;
  const refused = new Map<string, string>();
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: ReceivedMail = { from: '', to: [], data: '', at: 0 };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          current.at = Date.now();
          buffer = buffer.slice(end + 5);
          inData = false;
          if (failures > 0) {
            failures--;
            reply('554 refused');
          } else {
            received.push(current);
            reply('250 queued');
          }
          current = { from: '', to: [], data: '', at: 0 };
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 test');
        else if (verb === 'MAIL') current.from = line.slice(10);
        else if (verb === 'RCPT') {
          const to = line.slice(8);
          const refusal = refused.get(to.replace(/^<|>$/g, '').toLowerCase());
          if (refusal) {
            reply(refusal);
            continue;
          }
          current.to.push(to);
        } else if (verb === 'DATA') {
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
  return {
    port: (server.address() as { port: number }).port,
    received,
    failNext: (n) => {
      failures = n;
    },
    refuseRecipient: (address, reply) => {
      if (reply === null) refused.delete(address.toLowerCase());
      else refused.set(address.toLowerCase(), reply);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A received message's body with quoted-printable soft breaks and escapes undone. */
export function mailBody(data: string): string {
  const body = data.slice(data.indexOf('\r\n\r\n') + 4);
  return body
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\r\n/g, '\n');
}

/** A header of a received message (unfolded), or undefined. */
export function mailHeader(data: string, name: string): string | undefined {
  const head = data.slice(0, data.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const line = head.split('\r\n').find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}
