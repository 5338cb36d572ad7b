// Who is the client? The site server's /api proxy (static-server.mjs) and the webpack dev servers
// tell the API with X-Forwarded-For / -Proto / -Host, which the API believes because they come from
// loopback. So they must never pass on what the client itself wrote there (a client could invent a
// new address per request and escape every per-address rate limit): they set the headers from the
// socket, and take the client's own headers only from a proxy the operator named in TRUST_PROXY.
import { randomUUID } from 'node:crypto';
import proxyaddr from 'proxy-addr';

/** @typedef {(peer: string | undefined) => boolean} Trust  whether a peer's X-Forwarded-* count */

/**
 * `::ffff:127.0.0.1` (an IPv4 client on a dual-stack socket) is 127.0.0.1.
 * @param {string | undefined | null} ip
 */
export const plainAddress = (ip) => String(ip ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/**
 * TRUST_PROXY of the site server: unset, '' or 'false' trusts no one; 'true' every peer; otherwise a
 * comma-separated list of addresses, CIDR ranges and the names loopback, linklocal, uniquelocal —
 * compiled by `proxy-addr`, the library the API (Fastify) reads its own TRUST_PROXY with, so both
 * sides understand the same text the same way. Returns `(peerAddress) => boolean`.
 * @param {string | undefined} value
 * @returns {Trust}
 */
export function trustProxyFrom(value) {
  const text = String(value ?? '').trim();
  if (text === '' || text === 'false') return () => false;
  if (text === 'true') return () => true;
  const entries = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of entries) {
    try {
      proxyaddr.compile(entry);
    } catch (error) {
      throw new Error(
        `TRUST_PROXY: "${entry}" is not an address, a range like 10.0.0.0/8 (prefix length up to 32, or 128 for IPv6), or loopback, linklocal, uniquelocal (${/** @type {Error} */ (error).message})`,
      );
    }
  }
  const trusted = proxyaddr.compile(entries);
  return (peer) => {
    const ip = String(peer ?? '');
    return ip !== '' && trusted(ip, 0);
  };
}

/** @param {string | string[] | undefined} value */
const first = (value) =>
  String(Array.isArray(value) ? value[0] : (value ?? ''))
    .split(',')[0]
    ?.trim() ?? '';

/**
 * The request as the visitor made it: their address, the scheme and the host name they used.
 * From the socket, unless the peer is a trusted proxy (then from its X-Forwarded-* headers).
 * @param {import('node:http').IncomingMessage} req
 * @param {Trust} trust  from trustProxyFrom
 */
export function clientOf(req, trust) {
  const peer = plainAddress(req.socket.remoteAddress);
  const direct = {
    chain: [peer],
    // A TLS socket (node:tls) says so; a plain one has no `encrypted`.
    proto: /** @type {{ encrypted?: boolean }} */ (req.socket).encrypted ? 'https' : 'http',
    host: first(req.headers.host),
  };
  if (!trust(req.socket.remoteAddress)) return direct;
  // The addresses X-Forwarded-For names, nearest first, up to and including the first hop that is
  // not trusted itself (what that hop claims about earlier ones is its own invention): proxy-addr.
  const hops = proxyaddr.all(req, (address) => trust(address));
  const proto = first(req.headers['x-forwarded-proto']).toLowerCase();
  return {
    chain: hops.map(plainAddress).reverse(),
    proto: proto === 'https' || proto === 'http' ? proto : direct.proto,
    host: first(req.headers['x-forwarded-host']) || direct.host,
  };
}

/** Request headers that say who the client is (or name the request in the logs): never passed on as
 * the client wrote them. */
const CLIENT_CLAIMS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-port',
  'x-real-ip',
  'x-client-ip',
  'x-request-id',
];

/** A request id we pass on as it came: short, and only characters safe in a header and a log. */
const VALID_REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * The id of this request in every log line of every hop (X-Request-Id): the one a trusted proxy in
 * front already gave it, else a new UUID. A client's own is not taken: it could make its requests
 * look like someone else's in the logs.
 * @param {import('node:http').IncomingMessage} req
 * @param {Trust} trust
 */
export function requestIdOf(req, trust) {
  const sent = first(req.headers['x-request-id']);
  if (trust(req.socket.remoteAddress) && VALID_REQUEST_ID.test(sent)) return sent;
  return randomUUID();
}

/**
 * The headers of an upstream request for `req`: the client's, with X-Forwarded-* and X-Request-Id
 * set by us.
 * @param {import('node:http').IncomingMessage} req
 * @param {Trust} trust
 * @param {string} upstreamHost
 * @param {string} [requestId]
 */
export function forwardHeaders(req, trust, upstreamHost, requestId = requestIdOf(req, trust)) {
  const headers = { ...req.headers };
  for (const name of CLIENT_CLAIMS) delete headers[name];
  const client = clientOf(req, trust);
  return {
    ...headers,
    host: upstreamHost,
    'x-forwarded-for': client.chain.join(', '),
    'x-forwarded-proto': client.proto,
    'x-forwarded-host': client.host,
    'x-request-id': requestId,
  };
}

/**
 * The same for http-proxy's `onProxyReq` (the webpack dev servers' /api proxy).
 * @param {import('node:http').ClientRequest} proxyReq
 * @param {import('node:http').IncomingMessage} req
 * @param {Trust} trust
 */
export function setForwardedHeaders(proxyReq, req, trust) {
  for (const name of CLIENT_CLAIMS) proxyReq.removeHeader(name);
  const client = clientOf(req, trust);
  proxyReq.setHeader('x-forwarded-for', client.chain.join(', '));
  proxyReq.setHeader('x-forwarded-proto', client.proto);
  proxyReq.setHeader('x-forwarded-host', client.host);
  proxyReq.setHeader('x-request-id', requestIdOf(req, trust));
}

/**
 * TRUST_PROXY for the API that `pnpm start` runs behind its own proxy: that proxy (loopback) and
 * whatever the operator trusts in front of the site, since the proxy passes their chain on.
 * @param {string | undefined} value
 */
export function apiTrustProxy(value) {
  trustProxyFrom(value); // the same check, the same message, before anything starts
  const text = String(value ?? '').trim();
  if (text === '' || text === 'false') return 'loopback';
  if (text === 'true') return 'true';
  return `loopback,${text}`;
}
