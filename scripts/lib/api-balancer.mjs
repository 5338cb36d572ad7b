// The /api balancer of `pnpm start --scale N`: one HTTP listener in front of N API instances, which
// the site's own /api proxy (static-server.mjs) points at as if it were the one API. Round robin;
// an instance that refuses the connection is skipped (marked down for a few seconds) and the
// request goes to the next one. Which requests may be sent again:
// - connection refused: any method — the request never reached the instance;
// - a connection lost before the answer started: GET/HEAD/OPTIONS only (they change nothing); a
//   POST may have been stored, so it is answered 502 and the client's own retry decides (messages
//   carry a clientMessageId, so a retried message is stored once).
// Request bodies are kept (up to REPLAY_LIMIT) to be sent again; a larger one is not retried.
import http from 'node:http';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Uploads are at most 5 MB (the API's cap); keep a little more for the multipart envelope. */
export const REPLAY_LIMIT = 6 * 1024 * 1024;
/** How long an instance that refused a connection is skipped before it is tried again. */
export const DOWN_FOR_MS = 3000;
export const NO_INSTANCE_MESSAGE = 'The API is not reachable. Please try again.';

/**
 * @param {{ targets: string[], port: number, host?: string, now?: () => number }} options
 *   targets: origins of the instances (`http://127.0.0.1:8090`)
 * @returns {Promise<http.Server & { picks: number[] }>} listening; `picks` counts requests per target
 */
export function startBalancer({ targets, port, host = '127.0.0.1', now = Date.now }) {
  const downUntil = targets.map(() => 0);
  const picks = targets.map(() => 0);
  let next = 0;

  /** The next instance in turn not known to be down (or, when all are, the next one anyway). */
  const choose = (tried) => {
    for (let i = 0; i < targets.length; i++) {
      const index = (next + i) % targets.length;
      if (!tried.has(index) && downUntil[index] <= now()) {
        next = index + 1;
        return index;
      }
    }
    for (let i = 0; i < targets.length; i++) {
      const index = (next + i) % targets.length;
      if (!tried.has(index)) {
        next = index + 1;
        return index;
      }
    }
    return -1;
  };

  const server = http.createServer((req, res) => {
    const chunks = [];
    let kept = 0;
    let replayable = true;
    let ended = false;
    const tried = new Set();
    /** @type {http.ClientRequest | null} */
    let upstream = null;

    const fail = (status) => {
      if (res.headersSent) return res.destroy();
      const body = JSON.stringify({ error: NO_INSTANCE_MESSAGE });
      res.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        connection: 'close',
      });
      res.end(body);
    };

    const attempt = () => {
      const index = choose(tried);
      if (index < 0) return fail(502);
      tried.add(index);
      picks[index] += 1;
      const target = new URL(targets[index]);
      const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
        .filter(Boolean)
        .join(', ');
      let answered = false;
      const current = http.request({
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': forwardedFor },
      });
      upstream = current;
      current.on('response', (answer) => {
        answered = true;
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      });
      current.on('error', (error) => {
        if (answered) return res.destroy();
        const refused = error.code === 'ECONNREFUSED';
        if (refused) downUntil[index] = now() + DOWN_FOR_MS;
        const mayRetry = replayable && (refused || SAFE.has(req.method ?? ''));
        if (mayRetry && tried.size < targets.length) {
          attempt();
          if (upstream !== current) {
            for (const chunk of chunks) upstream.write(chunk);
            if (ended) upstream.end();
          }
          return;
        }
        fail(502);
      });
    };

    req.on('data', (chunk) => {
      if (replayable) {
        kept += chunk.length;
        if (kept > REPLAY_LIMIT) {
          replayable = false;
          chunks.length = 0;
        } else chunks.push(chunk);
      }
      upstream?.write(chunk);
    });
    req.on('end', () => {
      ended = true;
      upstream?.end();
    });
    // The client went away: so does its request upstream.
    res.on('close', () => {
      if (!res.writableFinished) upstream?.destroy();
    });
    attempt();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(Object.assign(server, { picks })));
  });
}
