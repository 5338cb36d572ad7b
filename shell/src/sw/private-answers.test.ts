import { describe, expect, it } from 'vitest';
import { CACHED_FOR_HEADER, privateAnswers, tokenUid } from './private-answers';

/** An unsigned token with these claims (the worker never verifies: the server does). */
const token = (claims: object) =>
  `h.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.s`;
const asking = (uid?: string) =>
  new Request('http://site.test/api/user/saved-listings', {
    headers: uid ? { Authorization: `Bearer ${token({ user_id: uid })}` } : {},
  });

describe('the private cache’s owner label', () => {
  it('reads the uid a bearer token names', () => {
    expect(tokenUid(asking('ann'))).toBe('ann');
    expect(tokenUid(asking())).toBeNull();
    expect(
      tokenUid(new Request('http://x.test/', { headers: { Authorization: 'Bearer junk' } })),
    ).toBeNull();
  });

  it('keeps an answer with its owner, and gives it to that owner or a token-less offline read only', async () => {
    const kept = await privateAnswers.cacheWillUpdate({
      request: asking('ann'),
      response: new Response('[1]', { status: 200 }),
    });
    expect(kept?.headers.get(CACHED_FOR_HEADER)).toBe('ann');
    expect(await kept?.clone().text()).toBe('[1]');

    const use = (request: Request) =>
      privateAnswers.cachedResponseWillBeUsed({ request, cachedResponse: kept! });
    expect(await use(asking('ann'))).toBe(kept);
    expect(await use(asking())).toBe(kept);
    expect(await use(asking('ben'))).toBeNull();
  });

  it('keeps nothing without a token or for a failed answer', async () => {
    expect(
      await privateAnswers.cacheWillUpdate({ request: asking(), response: new Response('[]') }),
    ).toBeNull();
    expect(
      await privateAnswers.cacheWillUpdate({
        request: asking('ann'),
        response: new Response('', { status: 500 }),
      }),
    ).toBeNull();
  });
});
