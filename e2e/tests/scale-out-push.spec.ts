import { expect, test } from '@playwright/test';
import { pushTestClient, pushTestOrigin } from '../../scripts/lib/push-test-service.mjs';
import { uniqueEmail } from '../support/accounts';
import { signUpByApi } from '../support/api-listings';
import { LISTER, tokenOf } from '../support/live';
import { ports } from '../support/site';
import { listingOf } from '../support/seeded-listings';

/*
 * Web Push across the scaled-out site (playwright.scale.config.ts: `pnpm start --scale 2` with
 * PUSH_TEST_SERVICE=1). A new user subscribes a subscription issued by the local push service
 * (web-push-testing) through instance 1; Alice writes to them through instance 2. Both instances'
 * senders poll the one outbox: the push service must receive exactly one notification, decrypted
 * with the subscription's keys, with the message's payload.
 */

const instance = (i: number) => `http://127.0.0.1:${ports.api + 10 + i}/api`;
const push = pushTestClient(pushTestOrigin(ports.pushTest));

test('a message sent through one instance is pushed once, whichever instance sends it', async ({
  request,
}) => {
  test.setTimeout(60_000);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const name = `Push Reader ${Date.now().toString(36)}`;
  const reader = await signUpByApi(request, uniqueEmail('push'), name);
  const alice = await tokenOf(request, LISTER.email);

  const { publicKey } = (await (await request.get(`${instance(0)}/push/public-key`)).json()) as {
    publicKey: string;
  };
  // Both instances sign with the same VAPID key (DATA_DIR/vapid.json): a subscription is bound to it.
  const other = (await (await request.get(`${instance(1)}/push/public-key`)).json()) as {
    publicKey: string;
  };
  expect(other.publicKey).toBe(publicKey);

  const { clientHash, ...subscription } = await push.subscribe(publicKey);
  const subscribed = await request.post(`${instance(0)}/user/push-subscriptions`, {
    headers: bearer(reader),
    data: subscription,
  });
  expect(subscribed.status()).toBe(201);

  // The reader asks about one of Alice's listings; Alice answers through the other instance.
  // (The list names no lister: each listing's page, through the site's balancer, does.)
  const listing = await listingOf(request, LISTER.email);
  const started = await request.post(`${instance(0)}/listings/${listing.listingID}/conversation`, {
    headers: bearer(reader),
  });
  const { conversationID } = (await started.json()) as { conversationID: number };
  const text = 'Yes, it is still free from August. Want to see it on Saturday?';
  const sent = await request.post(`${instance(1)}/conversations/${conversationID}/reply`, {
    headers: bearer(alice),
    data: { content: text },
  });
  expect(sent.status()).toBe(201);

  await expect.poll(() => push.notifications(clientHash), { timeout: 20_000 }).toHaveLength(1);
  // Both senders poll every 2 s: give a duplicate the time to show before counting.
  await new Promise((r) => setTimeout(r, 5_000));
  const received = await push.notifications(clientHash);
  expect(received).toHaveLength(1);
  expect(JSON.parse(received[0] ?? '')).toEqual({
    type: 'message',
    title: LISTER.name,
    body: `${listing.title}: ${text}`,
    url: `/messages/${conversationID}`,
    tag: `conversation-${conversationID}`,
  });
});
