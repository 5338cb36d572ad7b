import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { API_MESSAGES } from 'shared-api/schemas';
import { HttpError, unauthorized } from '../http/errors';
import type { TokenVerifier, VerifiedToken } from './token-verifier';

export interface AuthUser {
  /** Our users.id. */
  id: number;
  uid: string;
  token: VerifiedToken;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** Reads the bearer token; null when the header is missing or not a bearer token. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S{1,4096})\s*$/i.exec(header);
  return match?.[1] ?? null;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The hooks requireUser made: the OpenAPI document marks the routes they guard as bearer-secured. */
const authHooks = new WeakSet<object>();

/** Whether the route runs requireUser's hook (so it needs a bearer token). */
export function requiresUser(route: Pick<RouteOptions, 'onRequest'>): boolean {
  return [route.onRequest ?? []].flat().some((hook) => authHooks.has(hook));
}

/**
 * The onRequest hook of every protected route: verifies the token, creates the user row on the
 * first call and sets `request.user`. Anything wrong is a 401 'User not authenticated'. Writes
 * check the account itself too (disabled, deleted, revoked: refused at once); reads may lag by
 * `ACCOUNT_RECHECK_MS` (token-verifier.ts). An account without an e-mail address may read only.
 */
export function requireUser(
  verifier: TokenVerifier,
  ensureUser: (token: VerifiedToken) => Promise<number>,
) {
  const authenticate = async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
    const raw = bearerToken(request);
    if (!raw) throw unauthorized();
    const write = !READS.has(request.method);
    let token: VerifiedToken;
    try {
      token = await verifier.verify(raw, { checkAccount: write });
    } catch {
      throw unauthorized();
    }
    // Listings and messages show the address as the way to reach a person: no address, no writes.
    if (write && !token.email) throw new HttpError(403, API_MESSAGES.emailRequired);
    const id = await ensureUser(token);
    request.user = { id, uid: token.uid, token };
  };
  authHooks.add(authenticate);
  return authenticate;
}

/** For handlers behind requireUser. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
