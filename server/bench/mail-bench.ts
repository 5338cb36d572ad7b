// E-mail about unread messages, benchmark (not a test): `pnpm --filter server bench:mail`, and
// `pnpm bench --only mail`. The API in this process (SQLite, no seed) with the real job running
// on its timer (`startMessageEmailJob`), sending through nodemailer to an SMTP server on loopback
// (test/helpers/smtp-server.ts, which stamps when each message's DATA ends). MAIL_MESSAGES (20)
// people each get one message, sent at random moments (so the scan's phase is uniform); for each,
// the lag = handed to SMTP − (message stored + the unread delay). Reference in the same run: a bare
// nodemailer send to the same server (call → handed over). Results also go to
// bench-results/mail-bench.json.
import nodemailer from 'nodemailer';
import { scanIntervalMs, startMessageEmailJob } from '../src/message-email/message-email-job';
import { validListing } from '../test/helpers/fixtures';
import { listingForm, multipart } from '../test/helpers/multipart';
import { startSmtpServer } from '../test/helpers/smtp-server';
import { tokenFor, type TestUser } from '../test/helpers/test-verifier';
import { benchApp, writeResults } from './bench-kit';

const MESSAGES = Number(process.env.MAIL_MESSAGES ?? 20);
const DELAY_MS = Number(process.env.MAIL_DELAY_MS ?? 2000);
const LIMIT_MS = 3 * 60_000;

const giveUp = setTimeout(() => {
  console.error(`mail bench: still running after ${LIMIT_MS / 1000} s, giving up`);
  process.exit(1);
}, LIMIT_MS);
giveUp.unref();

const smtp = await startSmtpServer();
const { app, cleanup } = await benchApp('mail-bench-', {
  SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  SMTP_TO: 'team@bench.example',
  SITE_URL: 'http://localhost:3000',
  MESSAGE_EMAIL_DELAY_MINUTES: String(DELAY_MS / 60_000),
  LOG_LEVEL: 'error',
});
const person = (role: string, i: number): TestUser => ({
  uid: `${role}-${i}`,
  email: `${role}-${i}@bench.example`,
  name: `${role} ${i}`,
  emailVerified: true,
});
const as = (u: TestUser) => ({ authorization: `Bearer ${tokenFor(u)}` });

// Set-up: per pair a verified lister with a listing and a conversation started by the writer.
const pairs: { lister: TestUser; writer: TestUser; conversation: number }[] = [];
for (let i = 0; i < MESSAGES; i++) {
  const lister = person('lister', i);
  const writer = person('writer', i);
  for (const u of [lister, writer]) await app.inject({ url: '/api/user', headers: as(u) });
  const form = multipart(listingForm(validListing(), ['front.jpg']));
  const created = await app.inject({
    method: 'POST',
    url: '/api/listing',
    headers: { ...form.headers, ...as(lister) },
    payload: form.payload,
  });
  const listingId = Number(
    /listings\/(\d+)\//.exec(decodeURIComponent(created.json<string[]>()[0] ?? ''))?.[1],
  );
  const started = await app.inject({
    method: 'POST',
    url: `/api/listings/${listingId}/conversation`,
    headers: as(writer),
  });
  pairs.push({
    lister,
    writer,
    conversation: started.json<{ conversationID: number }>().conversationID,
  });
}

const stopJob = startMessageEmailJob(app.ctx.messageEmail);
const stored = new Map<string, number>();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
for (const { lister, writer, conversation } of pairs) {
  // A random moment within a scan interval: the lag is measured over the scan's whole phase.
  await sleep(Math.random() * scanIntervalMs(DELAY_MS));
  const res = await app.inject({
    method: 'POST',
    url: `/api/conversations/${conversation}/reply`,
    headers: as(writer),
    payload: { content: 'Is it still available?' },
  });
  if (res.statusCode !== 201) throw new Error(`reply: ${res.statusCode} ${res.body}`);
  stored.set(lister.email ?? '', Date.now());
}
const deadline = Date.now() + 60_000;
while (smtp.received.length < MESSAGES && Date.now() < deadline) await sleep(20);
stopJob();
const lags = pairs.map(({ lister }) => {
  const mail = smtp.received.find((m) => m.to.includes(`<${lister.email}>`));
  if (!mail) throw new Error(`no e-mail for ${lister.email}`);
  return mail.at - (stored.get(lister.email ?? '') ?? 0) - DELAY_MS;
});
const duplicates = smtp.received.length - MESSAGES;

// The reference: nodemailer alone, to the same server.
const transport = nodemailer.createTransport({ host: '127.0.0.1', port: smtp.port });
const bare: number[] = [];
for (let i = 0; i < MESSAGES; i++) {
  const before = smtp.received.length;
  const t0 = Date.now();
  await transport.sendMail({
    from: 'bench@bench.example',
    to: `bare-${i}@bench.example`,
    subject: 'Reference',
    text: 'A bare send.\n',
  });
  bare.push((smtp.received[before]?.at ?? Date.now()) - t0);
}
transport.close();
await app.close();
await smtp.close();
cleanup();

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? 0;
};
const row = (name: string, xs: number[]) =>
  `| ${name.padEnd(52)} | ${String(quantile(xs, 0.5)).padStart(6)} | ${String(quantile(xs, 0.95)).padStart(6)} | ${String(Math.max(...xs)).padStart(6)} |`;
const interval = scanIntervalMs(DELAY_MS);
console.log(
  [
    'Message e-mail benchmark',
    '',
    `${MESSAGES} messages, unread delay ${DELAY_MS} ms, scan every ${interval} ms (a quarter of the delay, 1–60 s).`,
    '',
    `| ${'ms'.padEnd(52)} | median |    p95 |    max |`,
    `| ${'-'.repeat(52)} | -----: | -----: | -----: |`,
    row('message → e-mail handed to SMTP, beyond the delay', lags),
    row('reference: bare nodemailer send → handed to SMTP', bare),
    '',
    `E-mails: ${MESSAGES + duplicates} to ${MESSAGES} recipients (${duplicates === 0 ? 'none twice' : `${duplicates} extra`}).`,
  ].join('\n'),
);
writeResults('mail-bench.json', {
  messages: MESSAGES,
  delayMs: DELAY_MS,
  scanIntervalMs: interval,
  lagMs: { median: quantile(lags, 0.5), p95: quantile(lags, 0.95), max: Math.max(...lags) },
  referenceMs: { median: quantile(bare, 0.5), p95: quantile(bare, 0.95), max: Math.max(...bare) },
  duplicates,
});
process.exit(0);
