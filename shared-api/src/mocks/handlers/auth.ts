import { HttpResponse } from 'msw';
import { NOT_AUTHENTICATED } from '../../client';
import { MOCK_TOKEN_PREFIX } from '../session';

/** Base of every mock route: `*` matches any origin, so one handler serves tests, Storybook and harnesses. */
export const API = '*/api';

/** The caller's uid from `Authorization: Bearer mock-token:<uid>`, or null (as the server's 401 check). */
export function callerUid(request: Request): string | null {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer (.+)$/.exec(header);
  const token = match?.[1];
  return token?.startsWith(MOCK_TOKEN_PREFIX)
    ? token.slice(MOCK_TOKEN_PREFIX.length) || null
    : null;
}

export const apiError = (status: number, error: string) => HttpResponse.json({ error }, { status });
export const unauthorized = () => apiError(401, NOT_AUTHENTICATED);
export const noContent = () => new HttpResponse(null, { status: 204 });
