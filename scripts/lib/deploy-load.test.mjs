import http from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startLoad } from './deploy-load.mjs';

// The deploy load against a stand-in API that stores every send: the senders take turns, so at the
// load's rate no person goes over the API's send limit by chance (a 429 there is the load's doing,
// not the deploy's), and the load's own read-back finds each stored message once.

/** clientMessageIds stored per conversation, and sends per caller. */
const stored = new Map();
const sendsBy = new Map();
let server;
let apiUrl;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const reply = req.url?.match(/^\/api\/conversations\/(\w+)\/reply$/);
      if (reply && req.method === 'POST') {
        const { clientMessageId } = JSON.parse(body);
        stored.set(reply[1], [...(stored.get(reply[1]) ?? []), clientMessageId]);
        sendsBy.set(req.headers.authorization, (sendsBy.get(req.headers.authorization) ?? 0) + 1);
        res.writeHead(201, { 'content-type': 'application/json' }).end('{}');
        return;
      }
      const messages = req.url?.match(/^\/api\/conversations\/(\w+)\/messages$/);
      if (messages) {
        const list = (stored.get(messages[1]) ?? []).map((clientMessageId) => ({
          clientMessageId,
        }));
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(list));
        return;
      }
      if (req.url === '/api/user/profile-picture') {
        res
          .writeHead(201, { 'content-type': 'application/json' })
          .end(JSON.stringify({ uploadUrl: '/api/uploads/x', downloadUrl: '/api/images/x' }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('[]');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

it('sends in turn, so every person sends as often as the next, and reads back each message once', async () => {
  const people = Array.from({ length: 6 }, (_, i) => ({
    headers: { authorization: `Bearer person-${i}`, 'x-forwarded-for': `10.0.0.${i}` },
    conversationID: `c${i}`,
    name: `Person ${i}`,
    uploading: false,
  }));
  const load = startLoad({ apiUrl, ids: ['1'], people, run: 'test' }, { rate: 300, streams: 0 });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const result = await load.stop();

  const counts = [...sendsBy.values()];
  const total = counts.reduce((a, b) => a + b, 0);
  expect(total).toBeGreaterThan(30);
  expect(counts).toHaveLength(people.length);
  expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
  expect(result.failures).toBe(0);
  expect(result.messages).toEqual({ sent: total, lost: 0, doubled: 0 });
});
