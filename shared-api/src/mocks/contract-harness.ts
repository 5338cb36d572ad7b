import type * as z from 'zod/mini';

/**
 * The mock twin's contract: one table of requests and the answer the API gives them,
 * run against the real server (`server/test/contract.test.ts`, `app.inject` on SQLite) and through
 * the MSW handlers (`shared-api/src/mocks/contract.test.ts`). A handler that drifts from the server
 * — a different status, error text or body shape — fails one of the two runs.
 *
 * Both runs build the same small world through the API itself (`buildContractWorld`): `owner`
 * creates a listing with one photo, `other` starts a conversation about it and writes once;
 * `stranger` is a signed-in third person. Paths name that world with `{listing}` and
 * `{conversation}`; `{missing}` is an id nobody has; `{ownerUid}` and `{otherUid}` are those two
 * people's uids (each run has its own), as the conversation list names them.
 */
export type Actor = 'owner' | 'other' | 'stranger';

/** One request, in terms both runs can send (a multipart form as parts, a JSON body). */
export interface ContractRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  as?: Actor;
  json?: unknown;
  /** Multipart parts: `json` parts are sent as application/json blobs, `text` as plain fields. */
  form?: { name: string; json?: unknown; text?: string }[];
}

export interface ContractAnswer {
  status: number;
  /** Parsed JSON body, or null when empty. */
  body: unknown;
}

export interface ContractCase extends ContractRequest {
  name: string;
  /** Send the same request this many times first, unchecked (a per-user cap's case). */
  before?: number;
  expect: {
    status: number;
    /** An error answer's exact `{ error }` text. */
    error?: string;
    /** A success body's schema (its shape); a 204 has no body. */
    schema?: z.ZodMiniType;
    /** Fields the body (each item of a list) must not carry: what one reader may not learn. */
    absent?: string[];
    /** Fields the body (each item of a list) must carry. */
    present?: string[];
  };
}

/** What is wrong with an answer's fields against a case's `absent` / `present`: [] when nothing. */
export function fieldProblems(c: ContractCase, body: unknown): string[] {
  const items = (Array.isArray(body) ? body : [body]) as unknown[];
  const problems: string[] = [];
  if ((c.expect.absent || c.expect.present) && items.length === 0) problems.push('empty answer');
  for (const item of items) {
    const keys = item !== null && typeof item === 'object' ? Object.keys(item) : [];
    for (const f of c.expect.absent ?? []) if (keys.includes(f)) problems.push(`has ${f}`);
    for (const f of c.expect.present ?? []) if (!keys.includes(f)) problems.push(`lacks ${f}`);
  }
  return [...new Set(problems)];
}

export type Send = (request: ContractRequest) => Promise<ContractAnswer>;

export const MISSING_ID = 999_999;

/**
 * A case's multipart form as bytes, so both runs send exactly the same body: `json` parts as
 * application/json blobs (as the client's `FormData` does), `text` parts as plain fields.
 */
export function encodeForm(form: NonNullable<ContractRequest['form']>) {
  const boundary = '----contract-case-boundary';
  const parts = form.map((p) =>
    p.json === undefined
      ? `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.text ?? ''}\r\n`
      : `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="blob"\r\n` +
        `Content-Type: application/json\r\n\r\n${JSON.stringify(p.json)}\r\n`,
  );
  return {
    body: `${parts.join('')}--${boundary}--\r\n`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A listing the form would accept (dates far ahead, so it stays in the public list). */
export function contractListing(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Contract test room',
    description: 'A furnished room used by the contract tests, near campus.',
    rent: 900,
    term: 'Fall',
    startDate: '2099-08-20',
    endDate: '2099-12-20',
    bedrooms: 1,
    bathrooms: 1,
    squareFeet: 500,
    roommates: 0,
    street: '123 N Park St',
    aptnumber: '2B',
    city: 'Madison',
    state: 'WI',
    zipcode: '53706',
    lat: 43.0755,
    lon: -89.41,
    amenities: ['Wifi'],
    ...overrides,
  };
}

export const listingForm = (listing: object, images: string[]) => [
  { name: 'listing', json: listing },
  ...images.map((text) => ({ name: 'images', text })),
];

export interface ContractWorld {
  listing: number;
  conversation: number;
  ownerUid: string;
  otherUid: string;
}

/** The world every case runs in, made through the API so both runs start from the same state. */
export async function buildContractWorld(send: Send): Promise<ContractWorld> {
  const created = await send({
    method: 'POST',
    path: '/listing',
    as: 'owner',
    form: listingForm(contractListing(), ['front.jpg']),
  });
  const url = (created.body as string[] | null)?.[0] ?? '';
  const listing = Number(/listings\/(\d+)\//.exec(decodeURIComponent(url))?.[1]);
  if (created.status !== 200 || !listing)
    throw new Error(`world: create answered ${created.status}`);
  const started = await send({
    method: 'POST',
    path: `/listings/${listing}/conversation`,
    as: 'other',
  });
  const conversation = (started.body as { conversationID?: number } | null)?.conversationID;
  if (!conversation) throw new Error(`world: conversation answered ${started.status}`);
  await send({
    method: 'POST',
    path: `/conversations/${conversation}/reply`,
    as: 'other',
    json: { content: 'Is it still available?' },
  });
  const listed = await send({ method: 'GET', path: '/user/conversations', as: 'owner' });
  const mine = (listed.body as Record<string, unknown>[] | null)?.find(
    (c) => c.conversationID === conversation,
  );
  const ownerUid = mine?.listerFirebaseUid;
  const otherUid = mine?.requesterFirebaseUid;
  if (typeof ownerUid !== 'string' || typeof otherUid !== 'string')
    throw new Error(`world: conversation list answered ${listed.status}`);
  return { listing, conversation, ownerUid, otherUid };
}

/** A case's request with the world's ids filled in (`{listing}` alone in a value becomes the number). */
export function resolveRequest(c: ContractRequest, world: ContractWorld): ContractRequest {
  const ids: Record<string, number> = {
    '{listing}': world.listing,
    '{conversation}': world.conversation,
    '{missing}': MISSING_ID,
  };
  const uids: Record<string, string> = {
    '{ownerUid}': world.ownerUid,
    '{otherUid}': world.otherUid,
  };
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') return ids[value] ?? uids[value] ?? value;
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)]));
    return value;
  };
  const path = Object.entries({ ...ids, ...uids }).reduce(
    (p, [k, v]) => p.replaceAll(k, encodeURIComponent(String(v))),
    c.path,
  );
  return {
    method: c.method,
    path,
    as: c.as,
    json: fill(c.json),
    form: c.form?.map((part) => ({ ...part, json: fill(part.json) })),
  };
}
