import type { z } from 'zod';
import { API_MESSAGES } from './api-messages';
import { getIdToken } from './session/session.store';

/**
 * The one fetch wrapper (spec §8 error semantics). It takes the token from the session store and
 * parses every answer with its schema at the boundary, so callers only ever see typed data or an
 * `ApiError` whose message is fit to show.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
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

const statusMessage = (status: number) => `HTTP error! status: ${status}`;

async function authHeader(): Promise<Record<string, string>> {
  // A provider that cannot refresh the token (expired session, offline) is the same as signed out.
  const token = await getIdToken().catch(() => null);
  if (!token) throw new ApiError(NOT_AUTHENTICATED, 401);
  return { Authorization: `Bearer ${token}` };
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

function parse<S extends z.ZodType>(schema: S, data: unknown, status: number): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    console.error('Response did not match its schema', result.error.issues);
    throw new ApiError('Unexpected response from server', status);
  }
  return result.data;
}

async function errorField(res: Response): Promise<{ error?: string; text: string }> {
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

async function send(input: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch {
    throw new ApiError('Network error: please check your connection and try again.', 0);
  }
}

export interface RequestOptions {
  /** Public GETs send no auth header (spec §6); everything else needs a signed-in user. */
  auth?: boolean;
  signal?: AbortSignal;
}

/** GET: non-OK → 'HTTP error! status: {code}'. */
export async function apiGet<S extends z.ZodType>(
  path: string,
  schema: S,
  opts: RequestOptions = {},
) {
  const headers = opts.auth === false ? {} : await authHeader();
  const res = await send(apiUrl(path), { headers, signal: opts.signal });
  if (!res.ok) throw new ApiError(statusMessage(res.status), res.status);
  return parse(schema, await readJson(res), res.status);
}

async function sendJson<S extends z.ZodType>(
  method: 'POST' | 'PUT',
  path: string,
  body: unknown,
  schema: S,
  opts: RequestOptions,
) {
  const headers = {
    'Content-Type': 'application/json',
    ...(opts.auth === false ? {} : await authHeader()),
  };
  const res = await send(apiUrl(path), {
    method,
    headers,
    body: JSON.stringify(body ?? {}),
    signal: opts.signal,
  });
  if (!res.ok) {
    const { error } = await errorField(res);
    throw new ApiError(error ?? statusMessage(res.status), res.status);
  }
  return parse(schema, await readJson(res), res.status);
}

/** POST JSON: the answer's `error` field, else the status message. */
export const apiPost = <S extends z.ZodType>(
  path: string,
  body: unknown,
  schema: S,
  opts: RequestOptions = {},
) => sendJson('POST', path, body, schema, opts);

/** PUT JSON: the answer's `error` field, else the status message. */
export const apiPut = <S extends z.ZodType>(
  path: string,
  body: unknown,
  schema: S,
  opts: RequestOptions = {},
) => sendJson('PUT', path, body, schema, opts);

/** DELETE: the `error` field, then the raw text, then the status message. */
export async function apiDelete(path: string, opts: RequestOptions = {}): Promise<void> {
  const headers = await authHeader();
  const res = await send(apiUrl(path), { method: 'DELETE', headers, signal: opts.signal });
  if (!res.ok) {
    const { error, text } = await errorField(res);
    throw new ApiError(error ?? (text.trim() || statusMessage(res.status)), res.status);
  }
}

/**
 * Multipart POST/PUT (`/listing`): fails with the status message (spec §8), but keeps the server's
 * `error` text on 400s so the form can say which field was refused, and on 429s so a cap (listings
 * a day, server/CONTEXT.md "Caps") says what happened and when to try again.
 */
export async function apiMultipart<S extends z.ZodType>(
  method: 'POST' | 'PUT',
  path: string,
  form: FormData,
  schema: S,
  opts: RequestOptions = {},
) {
  const headers = await authHeader();
  const res = await send(apiUrl(path), { method, headers, body: form, signal: opts.signal });
  if (!res.ok) {
    const { error } = await errorField(res);
    const own = (res.status === 400 || res.status === 429) && error;
    throw new ApiError(own || statusMessage(res.status), res.status);
  }
  return parse(schema, await readJson(res), res.status);
}
