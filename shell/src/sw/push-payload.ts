/**
 * A push message's JSON (the server's contract): `{ type: 'message' | 'saved-search', title, body,
 * url, tag }`. Anything else is dropped: a push service may deliver an empty or foreign message.
 */
export interface PushPayload {
  type: 'message' | 'saved-search';
  title: string;
  body: string;
  url: string;
  tag: string;
}

const isText = (value: unknown): value is string => typeof value === 'string';

export function parsePushPayload(text: string | null | undefined): PushPayload | null {
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object') return null;
  const { type, title, body, url, tag } = data as Record<string, unknown>;
  if (type !== 'message' && type !== 'saved-search') return null;
  if (!isText(title) || !title || !isText(body) || !isText(url) || !isText(tag)) return null;
  return { type, title, body, url, tag };
}

/**
 * The page a notification opens: a path of this site only. A foreign or malformed URL opens the
 * home page instead (a notification must never send the student to another site).
 */
export function sameOriginUrl(url: unknown, origin: string): string {
  if (typeof url !== 'string') return `${origin}/`;
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? parsed.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}
