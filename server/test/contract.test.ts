import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from 'shared-api/schemas';
import {
  buildContractWorld,
  contractCases,
  encodeForm,
  fieldProblems,
  resolveRequest,
  type Actor,
  type ContractWorld,
  type Send,
} from 'shared-api/mocks/contract-cases';
import { ALICE, BOB, CAROL, createTestApp, type TestApp } from './helpers/test-app';

// The mock twin's table against the real app (the MSW run is shared-api/src/mocks/contract.test.ts).
const users: Record<Actor, typeof ALICE> = { owner: ALICE, other: BOB, stranger: CAROL };

let t: TestApp;
let world: ContractWorld;

const send: Send = async ({ method, path, as, json, form }) => {
  const encoded = form && encodeForm(form);
  const body = encoded
    ? { payload: encoded.body, headers: { 'content-type': encoded.contentType } }
    : json === undefined
      ? {}
      : { payload: JSON.stringify(json), headers: { 'content-type': 'application/json' } };
  const res = await t.request({ method, url: `/api${path}`, as: as && users[as], ...body });
  return { status: res.statusCode, body: res.body ? (JSON.parse(res.body) as unknown) : null };
};

beforeAll(async () => {
  // The real per-user caps (the helper lifts them elsewhere): the table has a cap's case.
  t = await createTestApp({
    rateLimits: { writes: 100_000, messages: 100_000, contact: 100_000 },
    caps: { ...LIMITS },
  });
  world = await buildContractWorld(send);
});
afterAll(() => t.close());

describe('the API answers the contract table (the mocks answer the same)', () => {
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
