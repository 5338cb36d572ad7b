// Who is the client? The site server's /api proxy (static-server.mjs) and the webpack dev servers
// tell the API with X-Forwarded-For / -Proto / -Host, which the API believes because they come from
// loopback. So they must never pass on what the client itself wrote there (a client could invent a
// new address per request and escape every per-address rate limit): they set the headers from the
// socket, and take the client's own headers only from a proxy the operator named in TRUST_PROXY.
import net from 'node:net';

/** proxy-addr's (and so Fastify's) names for address ranges, accepted in TRUST_PROXY. */
const RANGES = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

const family = (ip) => (net.isIPv4(ip) ? 'ipv4' : 'ipv6');
/** `::ffff:127.0.0.1` (an IPv4 client on a dual-stack socket) is 127.0.0.1. */
export const plainAddress = (ip) => String(ip ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/**
 * TRUST_PROXY of the site server: unset, '' or 'false' trusts no one; 'true' every peer; otherwise a
 * comma-separated list of addresses, CIDR ranges and the names loopback, linklocal, uniquelocal
 * (the syntax the API's TRUST_PROXY takes). Returns `(peerAddress) => boolean`.
 */
export function trustProxyFrom(value) {
  const text = String(value ?? '').trim();
  if (text === '' || text === 'false') return () => false;
  if (text === 'true') return () => true;
  const list = new net.BlockList();
  for (const entry of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    if (RANGES[entry]) {
      for (const [address, prefix, fam] of RANGES[entry]) list.addSubnet(address, prefix, fam);
      continue;
    }
    const [address, prefix, extra] = entry.split('/');
    if (extra !== undefined || !net.isIP(address)) {
      throw new Error(
        `TRUST_PROXY: "${entry}" is not an address, a range like 10.0.0.0/8, or loopback, linklocal, uniquelocal`,
      );
    }
    const fam = family(address);
    const bits = prefix === undefined ? (fam === 'ipv4' ? 32 : 128) : Number(prefix);
    if (!Number.isInteger(bits) || bits < 0 || bits > (fam === 'ipv4' ? 32 : 128)) {
      throw new Error(`TRUST_PROXY: "${entry}" has an impossible prefix length`);
    }
    list.addSubnet(address, bits, fam);
  }
  return (peer) => {
    const ip = plainAddress(peer);
    return net.isIP(ip) !== 0 && list.check(ip, family(ip));
  };
}

const first = (value) =>
  String(Array.isArray(value) ? value[0] : (value ?? ''))
    .split(',')[0]
    .trim();

/**
 * The request as the visitor made it: their address, the scheme and the host name they used.
 * From the socket, unless the peer is a trusted proxy (then from its X-Forwarded-* headers).
 * @param {import('node:http').IncomingMessage} req
 * @param {(peer: string) => boolean} trust  from trustProxyFrom
 */
export function clientOf(req, trust) {
  const peer = plainAddress(req.socket.remoteAddress);
  const direct = {
    chain: [peer],
    proto: req.socket.encrypted ? 'https' : 'http',
    host: first(req.headers.host),
  };
  if (!trust(peer)) return direct;
  const sent = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const proto = first(req.headers['x-forwarded-proto']).toLowerCase();
  return {
    chain: [...sent, peer],
    proto: proto === 'https' || proto === 'http' ? proto : direct.proto,
    host: first(req.headers['x-forwarded-host']) || direct.host,
  };
}

/** Request headers that say who the client is: never passed on as the client wrote them. */
const CLIENT_CLAIMS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-port',
  'x-real-ip',
  'x-client-ip',
];

/** The headers of an upstream request for `req`: the client's, with X-Forwarded-* set by us. */
export function forwardHeaders(req, trust, upstreamHost) {
  const headers = { ...req.headers };
  for (const name of CLIENT_CLAIMS) delete headers[name];
  const client = clientOf(req, trust);
  return {
    ...headers,
    host: upstreamHost,
    'x-forwarded-for': client.chain.join(', '),
    'x-forwarded-proto': client.proto,
    'x-forwarded-host': client.host,
  };
}

/** The same for http-proxy's `onProxyReq` (the webpack dev servers' /api proxy). */
export function setForwardedHeaders(proxyReq, req, trust) {
  for (const name of CLIENT_CLAIMS) proxyReq.removeHeader(name);
  const client = clientOf(req, trust);
  proxyReq.setHeader('x-forwarded-for', client.chain.join(', '));
  proxyReq.setHeader('x-forwarded-proto', client.proto);
  proxyReq.setHeader('x-forwarded-host', client.host);
}

/**
 * TRUST_PROXY for the API that `pnpm start` runs behind its own proxy: that proxy (loopback) and
 * whatever the operator trusts in front of the site, since the proxy passes their chain on.
 */
export function apiTrustProxy(value) {
  trustProxyFrom(value); // the same check, the same message, before anything starts
  const text = String(value ?? '').trim();
  if (text === '' || text === 'false') return 'loopback';
  if (text === 'true') return 'true';
  return `loopback,${text}`;
}
