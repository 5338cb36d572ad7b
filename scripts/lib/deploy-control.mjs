// The control socket of a running `pnpm start --scale N` (DATA_DIR/deploy.sock): how
// `pnpm deploy:rolling` (lib/rolling.mjs) learns the site's instances and asks start.mjs — the
// supervisor that owns them — to replace one with the new build. HTTP on a Unix socket: only this
// machine's users with access to DATA_DIR can reach it, and no port is taken.
import { existsSync, unlinkSync } from 'node:fs';
import http from 'node:http';

/**
 * Where the socket is, under the site's DATA_DIR.
 * @param {string} dataDir
 */
export const controlSocketPath = (dataDir) => `${dataDir}/deploy.sock`;

/**
 * Serves GET /site (what `describe()` returns) and POST /instances/<n>/restart[?abrupt=1] (n from
 * 1; answers once `restart(n)` resolved: the new process is ready).
 * @param {{ socketPath: string, describe: () => object,
 *   restart: (n: number, options: { abrupt: boolean }) => Promise<object> }} options
 * @returns {Promise<import('node:http').Server>}
 */
export function serveDeployControl({ socketPath, describe, restart }) {
  // A socket left by a site that was killed: nothing listens on it any more.
  if (existsSync(socketPath)) unlinkSync(socketPath);
  const server = http.createServer(async (req, res) => {
    /**
     * @param {number} status
     * @param {unknown} body
     */
    const answer = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', 'http://control');
    const restartMatch = /^\/instances\/(\d+)\/restart$/.exec(url.pathname);
    try {
      if (req.method === 'GET' && url.pathname === '/site') return answer(200, describe());
      if (req.method === 'POST' && restartMatch) {
        const abrupt = url.searchParams.get('abrupt') === '1';
        return answer(200, await restart(Number(restartMatch[1]), { abrupt }));
      }
      answer(404, { error: `no ${req.method} ${req.url}` });
    } catch (error) {
      answer(500, { error: /** @type {Error} */ (error).message });
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve(server));
  });
}

/**
 * One request to the control socket; resolves with the JSON answer, throws on an error answer.
 * @param {string} socketPath
 * @param {string} method
 * @param {string} path
 * @returns {Promise<any>} the JSON answer
 */
export function controlRequest(socketPath, method, path) {
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath, method, path }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => {
        const body = JSON.parse(text || '{}');
        if (res.statusCode !== 200) reject(new Error(body.error ?? `status ${res.statusCode}`));
        else resolve(body);
      });
    });
    req.once('error', (/** @type {NodeJS.ErrnoException} */ error) =>
      reject(
        error.code === 'ENOENT' || error.code === 'ECONNREFUSED'
          ? new Error(
              `no running \`pnpm start --scale N\` with this DATA_DIR (${socketPath} does not answer)`,
            )
          : error,
      ),
    );
    req.end();
  });
}
