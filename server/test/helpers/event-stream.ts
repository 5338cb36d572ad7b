/**
 * Reads a real `text/event-stream` answer over HTTP (app.inject waits for the end of an answer,
 * which a live stream never reaches): `next(type)` resolves with the data of the next event of
 * that type, comments (heartbeats) are recorded in `comments`.
 */
export interface OpenStream {
  status: number;
  headers: Headers;
  /** The body of a refused (non-200) answer. */
  body: string;
  events: { type: string; data: string }[];
  comments: number;
  next(type: string, timeoutMs?: number): Promise<unknown>;
  /** Resolves once `count` comments (heartbeats) have arrived in all. */
  heartbeats(count: number, timeoutMs?: number): Promise<void>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openStream(url: string, token?: string): Promise<OpenStream> {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: controller.signal,
  });
  const events: OpenStream['events'] = [];
  const waiting = new Set<() => void>();
  const stream: OpenStream = {
    status: res.status,
    headers: res.headers,
    body: res.status === 200 ? '' : await res.text(),
    events,
    comments: 0,
    ended: Promise.resolve(),
    close: () => controller.abort(),
    heartbeats(count, timeoutMs = 3000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (stream.comments < count) return;
          waiting.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`${stream.comments} heartbeats in ${timeoutMs} ms, not ${count}`));
        }, timeoutMs);
        waiting.add(check);
        check();
      });
    },
    next(type, timeoutMs = 3000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const index = events.findIndex((e) => e.type === type);
          if (index < 0) return;
          const [event] = events.splice(index, 1);
          waiting.delete(check);
          clearTimeout(timer);
          resolve(JSON.parse(event?.data ?? '{}') as unknown);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`no '${type}' event in ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        waiting.add(check);
        check();
      });
    },
  };
  if (res.status !== 200 || !res.body) return stream;
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  stream.ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (block.startsWith(':')) stream.comments++;
          const type = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (type) events.push({ type, data: data ?? '' });
          for (const check of [...waiting]) check();
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  return stream;
}
