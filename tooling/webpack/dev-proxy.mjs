// The webpack dev servers' /api proxy (`pnpm dev`), apart from the rest of the config so that
// scripts/lib/dev-proxy.test.mjs can run it in a real dev server against an echo server.
import { setForwardedHeaders, trustProxyFrom } from '../../scripts/lib/forwarded.mjs';

/**
 * webpack-dev-server's `proxy` entries: `/api` to the API on `apiPort`.
 * @param {number} apiPort
 * @param {NodeJS.ProcessEnv} [env]
 */
export function devApiProxy(apiPort, env = process.env) {
  const trust = trustProxyFrom(env.TRUST_PROXY);
  return [
    {
      context: ['/api'],
      target: `http://127.0.0.1:${apiPort}`,
      changeOrigin: false,
      // The API trusts X-Forwarded-For from loopback: say who the client is, never pass on what
      // the client claims (scripts/lib/forwarded.mjs). http-proxy-middleware 4 (webpack-dev-server
      // 6) takes listeners only under `on`; a top-level `onProxyReq` is silently ignored.
      on: {
        /**
         * @param {import('node:http').ClientRequest} proxyReq
         * @param {import('node:http').IncomingMessage} req
         */
        proxyReq: (proxyReq, req) => setForwardedHeaders(proxyReq, req, trust),
      },
    },
  ];
}
