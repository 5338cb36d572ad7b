import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMessageEmail } from '../src/message-email/message-email-job';
import { freePort } from './helpers/push-proxy';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtp-server';
import { createTestApp, type TestApp } from './helpers/test-app';
import type { TestUser } from './helpers/test-verifier';

// A blocked person's messages notify nobody: no e-mail about unread messages (even ones sent just
// before the block), and pushes still waiting in the outbox are dropped with the block.
const MINUTE = 60_000;
let smtp: TestSmtpServer;
let t: TestApp;
let pushOrigin: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  // A push service nobody listens on: every push stays in the outbox, retried later.
  pushOrigin = `http://127.0.0.1:${await freePort()}`;
  t = await createTestApp({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      SMTP_FROM: 'messages@subleases.example',
      SMTP_TO: 'team@subleases.example',
      SITE_URL: 'https://subleases.example',
      PUSH_TEST_ORIGINS: pushOrigin,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

let n = 0;
async function person(): Promise<TestUser> {
  n++;
  const u = { uid: `bn-${n}`, email: `bn${n}@wisc.edu`, name: `Person ${n}`, emailVerified: true };
  expect((await t.request({ method: 'GET', url: '/api/user', as: u })).statusCode).toBe(200);
  return u;
}
async function chat(lister: TestUser, writer: TestUser, content: string) {
  const { id: listing } = await t.createListing(lister);
  const started = await t.request({
    method: 'POST',
    url: `/api/listings/${listing}/conversation`,
    as: writer,
  });
  const id = started.json<{ conversationID: number }>().conversationID;
  const sent = await t.request({
    method: 'POST',
    url: `/api/conversations/${id}/reply`,
    as: writer,
    payload: { content },
  });
  expect(sent.statusCode).toBe(201);
  return id;
}
const block = (as: TestUser, uid: string) =>
  t.request({ method: 'POST', url: '/api/user/blocks', as, payload: { firebaseUid: uid } });
const mailsTo = (u: TestUser) => smtp.received.filter((m) => m.to.includes(`<${u.email}>`));
const runAfter = (minutes: number) =>
  runMessageEmail(t.app.ctx.messageEmail, new Date(Date.now() + minutes * MINUTE));

describe('notifications and blocks', () => {
  it('e-mails nobody about unread messages from someone they blocked', async () => {
    const [blocker, blockedOne, other] = [await person(), await person(), await person()];
    await chat(blocker, blockedOne, 'Wire me the deposit today');
    await chat(blocker, other, 'Is the room still free?');
    expect((await block(blocker, blockedOne.uid)).statusCode).toBe(201);
    await runAfter(11);
    const mails = mailsTo(blocker);
    // The other conversation is still mailed: the job runs, it only skips the blocked sender.
    expect(mails).toHaveLength(1);
    expect(mails[0]?.data).toContain('Is the room still free?');
    expect(mails[0]?.data).not.toContain('Wire me the deposit');
  });

  it("drops the blocker's queued pushes about that person's conversations", async () => {
    const [blocker, blockedOne] = [await person(), await person()];
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const subscribed = await t.request({
      method: 'POST',
      url: '/api/user/push-subscriptions',
      as: blocker,
      payload: {
        endpoint: `${pushOrigin}/send/${randomBytes(8).toString('hex')}`,
        expirationTime: null,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
      },
    });
    expect(subscribed.statusCode).toBe(201);
    const id = await chat(blocker, blockedOne, 'Pay by gift card please');
    const queued = () =>
      t.app.ctx.db.kysely
        .selectFrom('push_outbox')
        .select('id')
        .where('topic', '=', `conversation-${id}`)
        .execute();
    expect(await queued()).toHaveLength(1);
    expect((await block(blocker, blockedOne.uid)).statusCode).toBe(201);
    expect(await queued()).toHaveLength(0);
  });
});
