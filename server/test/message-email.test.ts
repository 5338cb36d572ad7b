import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { smtpMailer } from '../src/contact/mailer';
import { runMessageEmail } from '../src/message-email/message-email-job';
import { MESSAGE_UNSUBSCRIBE_TEXT } from '../src/message-email/message-email.routes';
import { unsubscribeTokens } from '../src/mail/unsubscribe-token';
import { readOrCreateSecret } from '../src/storage/signed-links';
import { mailBody, mailHeader, startSmtpServer, type TestSmtpServer } from './helpers/smtp-server';
import { createTestApp, type TestApp } from './helpers/test-app';
import { testVerifier, type TestUser } from './helpers/test-verifier';

// E-mail about unread messages, through nodemailer to an in-process SMTP server; the job is driven
// directly (`runMessageEmail(deps, now)`), no timers. On SQLite and, under test:postgres, PostgreSQL.
const SITE = 'https://subleases.example';
const MINUTE = 60_000;
let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      SMTP_FROM: 'messages@subleases.example',
      SMTP_TO: 'team@subleases.example',
      SITE_URL: SITE,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

/** A run as if `minutes` had passed since now (the default delay is 10 minutes). */
const runAfter = (minutes: number, app: FastifyInstance = t.app) =>
  runMessageEmail(app.ctx.messageEmail, new Date(Date.now() + minutes * MINUTE));

let n = 0;
/** A signed-in user with a verified address (GET /user copies `email_verified` from the token). */
async function user(opts: Partial<TestUser> = {}): Promise<TestUser> {
  n++;
  const u: TestUser = {
    uid: `mail-${n}`,
    email: `person${n}@wisc.edu`,
    name: `Person ${n}`,
    emailVerified: true,
    ...opts,
  };
  expect((await t.request({ method: 'GET', url: '/api/user', as: u })).statusCode).toBe(200);
  return u;
}

/** `writer` asks about a new listing of `lister`'s: the conversation's id. */
async function conversation(lister: TestUser, writer: TestUser, title = 'Room on Mills Street') {
  const listing = await t.createListing(lister, { title });
  const res = await t.request({
    method: 'POST',
    url: `/api/listings/${listing.id}/conversation`,
    as: writer,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ conversationID: number }>().conversationID;
}
async function send(as: TestUser, id: number, content: string) {
  const res = await t.request({
    method: 'POST',
    url: `/api/conversations/${id}/reply`,
    as,
    payload: { content },
  });
  expect(res.statusCode).toBe(201);
}
async function read(as: TestUser, id: number) {
  const res = await t.request({ method: 'POST', url: `/api/conversations/${id}/read`, as });
  expect(res.statusCode).toBe(204);
}
const mailsTo = (u: TestUser) => smtp.received.filter((m) => m.to.includes(`<${u.email}>`));
const alerts = async (u: TestUser) =>
  (await t.request({ method: 'GET', url: '/api/user/message-alerts', as: u })).json<{
    email: boolean;
  }>();
const unsubscribeUrl = (data: string) =>
  /To stop e-mails about new messages: (\S+)/.exec(mailBody(data))?.[1] ?? '';

describe('e-mail about unread messages', () => {
  it('mails the recipient once the delay has passed, not before: who, which listing, the messages, the link', async () => {
    const lister = await user();
    const writer = await user({ name: 'Diego Ramirez' });
    const id = await conversation(lister, writer, 'Sunny studio on Langdon');
    await send(
      writer,
      id,
      'Hi! Is the studio still available in August?\nI could visit on Friday.',
    );
    await send(writer, id, 'Also: are pets allowed?');

    expect(await runAfter(5)).toBe(0);
    expect(mailsTo(lister)).toHaveLength(0);

    expect(await runAfter(11)).toBe(1);
    const [mail] = mailsTo(lister);
    expect(mailsTo(writer)).toHaveLength(0); // their own messages are not news to them
    const data = mail?.data ?? '';
    expect(mail?.from).toBe('<messages@subleases.example>');
    expect(mailHeader(data, 'Subject')).toBe(
      'New message from Diego Ramirez about Sunny studio on Langdon',
    );
    expect(mailHeader(data, 'Content-Type')).toMatch(/^text\/plain/);
    const body = mailBody(data);
    expect(body).toContain('Diego Ramirez wrote to you about "Sunny studio on Langdon":');
    // Each message on one quoted line: a line break in a message starts no line of ours.
    expect(body).toContain(
      '  > Hi! Is the studio still available in August? I could visit on Friday.\n  > Also: are pets allowed?',
    );
    expect(body).toContain(`Read and reply: ${SITE}/messages/${id}\n`);
    const link = unsubscribeUrl(data);
    expect(link).toMatch(new RegExp(`^${SITE}/api/messages/unsubscribe\\?token=`));
    expect(mailHeader(data, 'List-Unsubscribe')).toBe(`<${link}>`);
    expect(mailHeader(data, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('quotes a few messages, each cut short, and counts the rest', async () => {
    const lister = await user();
    const writer = await user();
    const id = await conversation(lister, writer);
    await send(writer, id, `A long one: ${'blah '.repeat(100)}`);
    for (const word of ['two', 'three', 'four', 'five']) await send(writer, id, word);
    await runAfter(11);
    // mailBody undoes quoted-printable byte by byte: read the bytes back as UTF-8.
    const body = Buffer.from(mailBody(mailsTo(lister)[0]?.data ?? ''), 'latin1').toString('utf8');
    const quoted = body.split('\n').filter((l) => l.startsWith('  > '));
    expect(quoted).toHaveLength(3);
    expect([...(quoted[0] ?? '')].length).toBeLessThanOrEqual(4 + 200);
    expect(quoted[0]).toMatch(/^ {2}> A long one: blah blah .*…$/);
    expect(quoted.slice(1)).toEqual(['  > two', '  > three']);
    expect(body).toContain('  … and 2 more messages');
  });

  it('sends one e-mail per conversation until it is read; after reading, a new message is mailed again', async () => {
    const lister = await user();
    const writer = await user();
    const id = await conversation(lister, writer);
    await send(writer, id, 'First question');
    await runAfter(11);
    await send(writer, id, 'Second question, still unread');
    await runAfter(30);
    await runAfter(60);
    expect(mailsTo(lister)).toHaveLength(1);

    await read(lister, id);
    await runAfter(60);
    expect(mailsTo(lister)).toHaveLength(1); // nothing unread: nothing to say

    await send(writer, id, 'Third question after you read');
    expect(await runAfter(5)).toBe(0);
    expect(await runAfter(11)).toBe(1);
    const second = mailsTo(lister)[1]?.data ?? '';
    expect(mailBody(second)).toContain('  > Third question after you read');
    expect(mailBody(second)).not.toContain('First question');
  });

  it('mails both sides of a conversation, each about the other’s messages', async () => {
    const lister = await user();
    const writer = await user({ name: 'Writer W' });
    const id = await conversation(lister, writer);
    await send(writer, id, 'Question');
    await read(lister, id);
    await send(lister, id, 'Answer');
    await runAfter(11);
    expect(mailsTo(lister)).toHaveLength(0);
    expect(mailBody(mailsTo(writer)[0]?.data ?? '')).toContain('  > Answer');
  });

  it('never mails an unverified address', async () => {
    const lister = await user({ emailVerified: false });
    const writer = await user();
    const id = await conversation(lister, writer);
    await send(writer, id, 'Hello?');
    await runAfter(11);
    expect(mailsTo(lister)).toHaveLength(0);
  });

  it('mails nobody who turned the setting off', async () => {
    const lister = await user();
    const writer = await user();
    const put = await t.request({
      method: 'PUT',
      url: '/api/user/message-alerts',
      as: lister,
      payload: { email: false },
    });
    expect(put.statusCode).toBe(200);
    const id = await conversation(lister, writer);
    await send(writer, id, 'Hello?');
    await runAfter(11);
    expect(mailsTo(lister)).toHaveLength(0);
  });

  it('marks an address the server refuses for good (5xx) and never mails it again, until it changes', async () => {
    const lister = await user();
    const writer = await user();
    smtp.refuseRecipient(lister.email ?? '', '550 5.1.1 no such mailbox');
    const id = await conversation(lister, writer);
    await send(writer, id, 'Hello?');
    expect(await runAfter(11)).toBe(0);
    smtp.refuseRecipient(lister.email ?? '', null);
    await read(lister, id);
    await send(writer, id, 'Hello again?');
    expect(await runAfter(30)).toBe(0);
    expect(mailsTo(lister)).toHaveLength(0);

    // A new address (signed in with it: GET /user copies it) is tried again.
    const moved = { ...lister, email: `moved-${lister.email}` };
    expect((await t.request({ method: 'GET', url: '/api/user', as: moved })).statusCode).toBe(200);
    expect(await runAfter(30)).toBe(1);
    expect(mailsTo(moved)).toHaveLength(1);
  });

  it('retries a temporary failure (4xx, refused connection) on the next run and sends it once', async () => {
    const lister = await user();
    const writer = await user();
    const id = await conversation(lister, writer);
    await send(writer, id, 'Hello?');
    smtp.refuseRecipient(lister.email ?? '', '450 4.2.1 mailbox busy, try later');
    expect(await runAfter(11)).toBe(0);
    smtp.refuseRecipient(lister.email ?? '', null);
    smtp.failNext(1); // the relay refuses the message itself (554 at DATA): ours, not the address's
    expect(await runAfter(12)).toBe(0);
    expect(await runAfter(13)).toBe(1);
    expect(await runAfter(14)).toBe(0);
    expect(mailsTo(lister)).toHaveLength(1);
  });

  it('sends once however many runs overlap', async () => {
    const pairs = await Promise.all([1, 2, 3].map(async () => [await user(), await user()]));
    for (const [lister, writer] of pairs) {
      if (!lister || !writer) continue;
      await send(writer, await conversation(lister, writer), 'Hello?');
    }
    await Promise.all([runAfter(11), runAfter(11), runAfter(11)]);
    for (const [lister] of pairs) if (lister) expect(mailsTo(lister)).toHaveLength(1);
  });
});

describe('a mail server that is down', () => {
  it('delays the e-mail, never loses it', async () => {
    // The app's own job with its mailer aimed where nothing listens: connection refused.
    const down = {
      ...t.app.ctx.messageEmail,
      mailer: smtpMailer({
        host: '127.0.0.1',
        port: 1,
        secure: false,
        from: 'messages@subleases.example',
        to: 'team@subleases.example',
      }),
    };
    const lister = await user();
    const writer = await user();
    const id = await conversation(lister, writer);
    await send(writer, id, 'Hello?');
    const at = new Date(Date.now() + 11 * MINUTE);
    expect(await runMessageEmail(down, at)).toBe(0);
    // Given back (the next run tries again), and the address is not marked as bouncing.
    const kysely = t.app.ctx.db.kysely;
    const claim = await kysely
      .selectFrom('message_emails')
      .select('mailed_message_id')
      .where('conversation_id', '=', id)
      .executeTakeFirst();
    expect(claim?.mailed_message_id ?? 0).toBe(0);
    const row = await kysely
      .selectFrom('users')
      .select('email_bounced_at')
      .where('id', '=', await idOf(lister))
      .executeTakeFirstOrThrow();
    expect(row.email_bounced_at).toBeNull();
    // The server is back: sent, once.
    await runMessageEmail(t.app.ctx.messageEmail, at);
    await runMessageEmail(t.app.ctx.messageEmail, at);
    expect(mailsTo(lister)).toHaveLength(1);
  });
});

// Several instances on one database exist only with PostgreSQL (one process owns a SQLite file).
describe.runIf(process.env.DATABASE_URL)('two instances on one PostgreSQL', () => {
  let other: FastifyInstance;
  beforeAll(async () => {
    other = await buildApp({ config: t.config, verifier: testVerifier(), pgSchema: t.pgSchema });
  });
  afterAll(async () => other?.close());

  it('send each e-mail once, however their runs interleave', async () => {
    const listers: TestUser[] = [];
    for (let i = 0; i < 4; i++) {
      const lister = await user();
      const writer = await user();
      await send(writer, await conversation(lister, writer), `Hello ${i}`);
      listers.push(lister);
    }
    await Promise.all([runAfter(11), runAfter(11, other), runAfter(11), runAfter(11, other)]);
    for (const lister of listers) expect(mailsTo(lister)).toHaveLength(1);
  });
});

describe('the setting', () => {
  it('is on when never set, and a PUT turns it off and on', async () => {
    const u = await user();
    expect(await alerts(u)).toEqual({ email: true });
    const res = await t.request({
      method: 'PUT',
      url: '/api/user/message-alerts',
      as: u,
      payload: { email: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: false });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(await alerts(u)).toEqual({ email: false });
  });

  it('refuses a bad body with a clear 400, and answers 401 signed out', async () => {
    const u = await user();
    for (const payload of [{}, { email: 'yes' }, { email: null }]) {
      const res = await t.request({
        method: 'PUT',
        url: '/api/user/message-alerts',
        as: u,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'Please choose whether to get e-mails' });
    }
    expect((await t.request({ method: 'GET', url: '/api/user/message-alerts' })).statusCode).toBe(
      401,
    );
    const put = await t.request({
      method: 'PUT',
      url: '/api/user/message-alerts',
      payload: { email: false },
    });
    expect(put.statusCode).toBe(401);
  });
});

describe('unsubscribe link', () => {
  async function mailedLink(lister: TestUser) {
    const writer = await user();
    await send(writer, await conversation(lister, writer), 'Hello?');
    await runAfter(11);
    return unsubscribeUrl(mailsTo(lister)[0]?.data ?? '');
  }

  it('GET from the mail turns the e-mails off and says so', async () => {
    const u = await user();
    const link = await mailedLink(u);
    const res = await t.request({ method: 'GET', url: link.replace(SITE, '') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain(MESSAGE_UNSUBSCRIBE_TEXT.done);
    expect(MESSAGE_UNSUBSCRIBE_TEXT.done).toBe(
      'You will no longer get e-mails about new messages.',
    );
    expect(await alerts(u)).toEqual({ email: false });
  });

  it('one-click POST (RFC 8058) does the same', async () => {
    const u = await user();
    const link = await mailedLink(u);
    const res = await t.request({
      method: 'POST',
      url: link.replace(SITE, ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(MESSAGE_UNSUBSCRIBE_TEXT.done);
    expect(await alerts(u)).toEqual({ email: false });
  });

  it('refuses forged tokens and the other kind of e-mail’s token (neither works for the other)', async () => {
    const victim = await user();
    const id = await idOf(victim);
    const secret = t.config.storage.secret ?? readOrCreateSecret(t.dataDir);
    const savedSearchToken = unsubscribeTokens(secret, 'saved-search-unsubscribe/v1').sign(id);
    const messageToken = unsubscribeTokens(secret, 'message-email-unsubscribe/v1').sign(id);
    const forged = unsubscribeTokens(
      'not-the-server-secret-not-the-server-secret',
      'message-email-unsubscribe/v1',
    ).sign(id);
    for (const token of [savedSearchToken, forged, String(id), `${messageToken}x`, '']) {
      const res = await t.request({
        method: 'GET',
        url: `/api/messages/unsubscribe?token=${encodeURIComponent(token)}`,
      });
      expect(res.statusCode, token).toBe(400);
      expect(res.body).toContain(MESSAGE_UNSUBSCRIBE_TEXT.bad);
    }
    // …and a message token does not touch the saved-search digest.
    const cross = await t.request({
      method: 'GET',
      url: `/api/saved-searches/unsubscribe?token=${encodeURIComponent(messageToken)}`,
    });
    expect(cross.statusCode).toBe(400);
    expect(await alerts(victim)).toEqual({ email: true });
  });
});

async function idOf(u: TestUser): Promise<number> {
  const row = await t.app.ctx.db.kysely
    .selectFrom('users')
    .select('id')
    .where('firebase_uid', '=', u.uid)
    .executeTakeFirstOrThrow();
  return row.id;
}
