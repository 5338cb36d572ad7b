/**
 * The signed-in reads kept for an offline start belong to one person. The page empties the cache
 * when the person signs out or changes (app/pwa/private-cache.ts); this plugin is the second lock:
 * each kept answer is labelled with the uid of the token that asked for it, and a request whose
 * token names someone else never gets it. A request without a token (offline, Firebase could not
 * refresh it) is the page's signed-in person asking: the first lock already holds.
 */
export const CACHED_FOR_HEADER = 'X-Sublease-Cached-For';

/** The uid (`user_id`, else `sub`) a bearer token names. Not verified: it only keeps copies apart. */
export function tokenUid(request: Request): string | null {
  const match = /^Bearer [^.]+\.([^.]+)\./.exec(request.headers.get('Authorization') ?? '');
  if (!match?.[1]) return null;
  try {
    const json = atob(match[1].replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { user_id?: unknown; sub?: unknown };
    const uid = claims.user_id ?? claims.sub;
    return typeof uid === 'string' && uid ? uid : null;
  } catch {
    return null;
  }
}

interface Plugin {
  cacheWillUpdate(param: { request: Request; response: Response }): Promise<Response | null>;
  cachedResponseWillBeUsed(param: {
    request: Request;
    cachedResponse?: Response;
  }): Promise<Response | null>;
}

export const privateAnswers: Plugin = {
  async cacheWillUpdate({ request, response }) {
    const uid = tokenUid(request);
    if (!uid || response.status !== 200) return null;
    const headers = new Headers(response.headers);
    headers.set(CACHED_FOR_HEADER, uid);
    return new Response(await response.arrayBuffer(), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  },
  async cachedResponseWillBeUsed({ request, cachedResponse }) {
    if (!cachedResponse) return null;
    const asking = tokenUid(request);
    if (asking && cachedResponse.headers.get(CACHED_FOR_HEADER) !== asking) return null;
    return cachedResponse;
  },
};
