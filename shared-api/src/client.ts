import type * as z from 'zod/mini';
import { API_MESSAGES } from './api-messages';
import { parseAnswer } from './parse-answer';
import { getIdToken, useSession } from './session/session.store';

/**
 * The one fetch wrapper (errors people can read, never raw status text): it takes the token from
 * the session store, gives every call a time limit, and parses every answer with its schema at the
 * boundary, so callers only ever see typed data or an `ApiError` whose message is fit to show a
 * person.
 */
export class ApiError extends Error {
  /** True when the call was given up by the client's time limit (status 0, like a network error). */
  readonly timedOut: boolean;
  constructor(
    message: string,
    readonly status: number,
    options: { timedOut?: boolean } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.timedOut = options.timedOut ?? false;
  }
}

export const NOT_AUTHENTICATED = API_MESSAGES.notAuthenticated;

let baseUrl = '/api';
/** Set once by the shell (or a harness) from `app-config.json`. */
export function configureApi(options: { baseUrl: string }) {
  baseUrl = options.baseUrl.replace(/\/+$/, '');
}
export function apiUrl(path: string) {
  return `${baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
}

export const NETWORK_ERROR = 'Network error: please check your connection and try again.';
export const TIMEOUT_ERROR = 'The server took too long to answer. Please try again.';
export const UNREACHABLE_ERROR = 'The server could not be reached. Please try again.';

/**
 * What a person reads when the answer carries no message of its own (the original
 * 'HTTP error! status: {code}' is a developer's text and stays off every screen).
 * 5xx bodies are never shown: a proxy's 502 is an HTML page, and our 500 text says nothing useful.
 */
export function statusMessage(status: number): string {
  if (status === 401) return NOT_AUTHENTICATED;
  if (status === 403) return 'You are not allowed to do that.';
  if (status === 404) return 'This could not be found. It may have been removed.';
  if (status === 408 || status === 504) return UNREACHABLE_ERROR;
  if (status === 413) return 'That is too large to send.';
  if (status === 429) return 'Too many requests. Please wait a moment and try again.';
  if (status === 502 || status === 503) return UNREACHABLE_ERROR;
  if (status >= 500) return 'Something went wrong on the server. Please try again.';
  return 'The request could not be completed. Please try again.';
}

/** Every call's time limit unless it says otherwise: a hung API must not leave a screen waiting. */
export const DEFAULT_TIMEOUT_MS = 15_000;
/** Multipart calls carry a listing's whole form; they get longer. */
export const UPLOAD_TIMEOUT_MS = 60_000;

/** The browser says it has no network (a hint: `true` does not promise a connection). */
// Read loosely: Node (the contract tests, the server's type check) has a `navigator` without it.
const isOffline = () =>
  (globalThis.navigator as { onLine?: boolean } | undefined)?.onLine === false;

async function authHeader(read = false): Promise<Record<string, string>> {
  // A provider that cannot refresh the token (expired session, offline) is the same as signed out…
  const token = await getIdToken().catch(() => null);
  if (token) return { Authorization: `Bearer ${token}` };
  // …except for a signed-in person's read while offline: Firebase cannot refresh an hour-old token
  // without a network, and the read then goes out without one so the service worker can answer it
  // from this person's cache (docs/decisions/0037-installable-app-and-offline.md). A server would
  // answer 401.
  if (read && isOffline() && useSession.getState().status === 'signedIn') return {};
  throw new ApiError(NOT_AUTHENTICATED, 401);
}

async function readJson(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError('Unexpected response from server', res.status);
  }
}

async function parse<S extends z.ZodMiniType>(
  schema: S,
  data: unknown,
  status: number,
  signal?: AbortSignal,
): Promise<z.output<S>> {
  const result = await parseAnswer(schema, data, signal);
  if (!result.success) {
    console.error('Response did not match its schema', result.issues);
    throw new ApiError('Unexpected response from server', status);
  }
  return result.data;
}

/**
 * The refusal's own words for 4xx answers (the server's `{ error }`, written for people); 5xx
 * answers give none, so they read as `statusMessage`.
 */
async function errorField(res: Response): Promise<{ error?: string; text: string }> {
  if (res.status >= 500) return { text: '' };
  const text = await res.text().catch(() => '');
  try {
    const body = JSON.parse(text) as unknown;
    if (
      body &&
      typeof body === 'object' &&
      typeof (body as { error?: unknown }).error === 'string'
    ) {
      return { error: (body as { error: string }).error, text };
    }
  } catch {
    // not JSON: fall through to the raw text
  }
  return { text };
}

export interface RequestOptions {
  /** Public GETs send no auth header; everything else needs a signed-in user. */
  auth?: boolean;
  signal?: AbortSignal;
  /** Gives up after this long, answer body included (default `DEFAULT_TIMEOUT_MS`). */
  timeoutMs?: number;
}

/**
 * One request with its time limit: fetches, then lets `read` handle the answer while the clock
 * still runs (a server can stall after its headers). The caller's own abort (TanStack Query
 * cancelling a query) is passed through as it is; a timeout or a failed connection becomes an
 * `ApiError` with status 0.
 */
async function request<T>(
  path: string,
  init: RequestInit,
  opts: RequestOptions,
  read: (res: Response) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const outer = opts.signal;
  const forward = () => controller.abort(outer?.reason);
  if (outer?.aborted) forward();
  else outer?.addEventListener('abort', forward, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, opts.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  try {
    let res: Response;
    try {
      res = await fetch(apiUrl(path), { ...init, signal: controller.signal });
    } catch (error) {
      throw toFailure(error, timedOut, outer);
    }
    return await read(res).catch((error: unknown) => {
      throw error instanceof ApiError ? error : toFailure(error, timedOut, outer);
    });
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forward);
  }
}

function toFailure(error: unknown, timedOut: boolean, outer: AbortSignal | undefined): unknown {
  if (timedOut) return new ApiError(TIMEOUT_ERROR, 0, { timedOut: true });
  if (outer?.aborted) return error;
  return new ApiError(NETWORK_ERROR, 0);
}

/**
 * A non-OK answer as an `ApiError`: a 4xx keeps the server's `{ error }` (its refusal texts are
 * written for people: 'Listing not found', a form field's rule), or with `rawText` a short plain
 * text body; everything else reads as `statusMessage`.
 */
async function httpFailure(res: Response, rawText = false): Promise<ApiError> {
  const { error, text } = await errorField(res);
  const plain = text.trim();
  const usableText = rawText && plain.length <= 200 && !plain.startsWith('<') ? plain : '';
  return new ApiError(error ?? (usableText || statusMessage(res.status)), res.status);
}

/** GET: the answer parsed with its schema; non-OK → the server's reason or `statusMessage`. */
export async function apiGet<S extends z.ZodMiniType>(
  path: string,
  schema: S,
  opts: RequestOptions = {},
) {
  const headers = opts.auth === false ? {} : await authHeader(true);
  return request(path, { headers }, opts, async (res) => {
    if (!res.ok) throw await httpFailure(res);
    return parse(schema, await readJson(res), res.status, opts.signal);
  });
}

async function sendJson<S extends z.ZodMiniType>(
  method: 'POST' | 'PUT' | 'PATCH',
  path: string,
  body: unknown,
  schema: S,
  opts: RequestOptions,
) {
  const headers = {
    'Content-Type': 'application/json',
    ...(opts.auth === false ? {} : await authHeader()),
  };
  const init = { method, headers, body: JSON.stringify(body ?? {}) };
  return request(path, init, opts, async (res) => {
    if (!res.ok) throw await httpFailure(res);
    return parse(schema, await readJson(res), res.status);
  });
}

/** POST JSON: the answer's `error` field, else the status message. */
export const apiPost = <S extends z.ZodMiniType>(
  path: string,
  body: unknown,
  schema: S,
  opts: RequestOptions = {},
) => sendJson('POST', path, body, schema, opts);

/** PUT JSON: the answer's `error` field, else the status message. */
export const apiPut = <S extends z.ZodMiniType>(
  path: string,
  body: unknown,
  schema: S,
  opts: RequestOptions = {},
) => sendJson('PUT', path, body, schema, opts);

/** PATCH JSON: the answer's `error` field, else the status message. */
export const apiPatch = <S extends z.ZodMiniType>(
  path: string,
  body: unknown,
  schema: S,
  opts: RequestOptions = {},
) => sendJson('PATCH', path, body, schema, opts);

/**
 * DELETE: the `error` field, then a short plain-text body, then the status message. `body`: a JSON
 * body, for a resource named by its content (a push subscription by its endpoint).
 */
export async function apiDelete(
  path: string,
  opts: RequestOptions & { body?: unknown } = {},
): Promise<void> {
  const { body, ...rest } = opts;
  const headers = {
    ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    ...(await authHeader()),
  };
  const init = {
    method: 'DELETE',
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
  await request(path, init, rest, async (res) => {
    if (!res.ok) throw await httpFailure(res, true);
  });
}

/**
 * Multipart POST/PUT (`/listing`): a 4xx keeps the server's `error` text so the form can say which
 * field was refused; its time limit is `UPLOAD_TIMEOUT_MS` unless the call gives one.
 */
export async function apiMultipart<S extends z.ZodMiniType>(
  method: 'POST' | 'PUT',
  path: string,
  form: FormData,
  schema: S,
  opts: RequestOptions = {},
) {
  const headers = await authHeader();
  const limited = { timeoutMs: UPLOAD_TIMEOUT_MS, ...opts };
  return request(path, { method, headers, body: form }, limited, async (res) => {
    if (!res.ok) throw await httpFailure(res);
    return parse(schema, await readJson(res), res.status);
  });
}
