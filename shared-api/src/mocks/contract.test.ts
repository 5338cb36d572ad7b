// @vitest-environment node
// A Node-side test: real fetch, Request and FormData (jsdom's globals mixed with undici's broke
// multipart parsing on Node 24 when other files ran first in the same worker).
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildContractWorld,
  contractCases,
  encodeForm,
  fieldProblems,
  resolveRequest,
  type Actor,
  type ContractWorld,
  type Send,
} from './contract-cases';
import { createMockDb } from './db';
import { createHandlers } from './handlers/index';
import { mockToken, otherUser, testUser } from './session';

// The mock twin's table through the MSW handlers (the real-server run is server/test/contract.test.ts).
const uids: Record<Actor, string> = {
  owner: testUser.uid,
  other: otherUser.uid,
  stranger: 'stranger-uid',
};
const ORIGIN = 'http://localhost';
const server = setupServer(...createHandlers(createMockDb()));
let world: ContractWorld;

const send: Send = async ({ method, path, as, json, form }) => {
  const headers = new Headers(as ? { authorization: `Bearer ${mockToken(uids[as])}` } : {});
  let body: BodyInit | undefined;
  if (form) {
    const encoded = encodeForm(form);
    headers.set('content-type', encoded.contentType);
    body = encoded.body;
  } else if (json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(json);
  }
  const res = await fetch(`${ORIGIN}/api${path}`, { method, headers, body });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
};

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  world = await buildContractWorld(send);
});
afterAll(() => server.close());

describe('the MSW handlers answer the contract table (the server answers the same)', () => {
  it.each(contractCases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const request = resolveRequest(c, world);
    for (let i = 0; i < (c.before ?? 0); i++) await send(request);
    const { status, body } = await send(request);
    expect({ status, body }).toMatchObject({
      status: c.expect.status,
      ...(c.expect.error ? { body: { error: c.expect.error } } : {}),
    });
    if (c.expect.schema) expect(c.expect.schema.safeParse(body).error).toBeUndefined();
    expect(fieldProblems(c, body)).toEqual([]);
    if (c.expect.status === 204) expect(body).toBeNull();
  });
});
