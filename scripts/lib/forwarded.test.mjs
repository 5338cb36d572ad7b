import { describe, expect, it } from 'vitest';
import { apiTrustProxy, clientOf, trustProxyFrom } from './forwarded.mjs';

/**
 * What clientOf reads of a request: its socket's peer and its headers.
 * @param {string} peer
 * @param {Record<string, string>} [headers]
 */
const request = (peer, headers = {}) =>
  /** @type {import('node:http').IncomingMessage} */ (
    /** @type {unknown} */ ({
      socket: { remoteAddress: peer, encrypted: false },
      headers: { host: 'site.example:3000', ...headers },
    })
  );

describe('trustProxyFrom', () => {
  it('trusts no one by default, and exactly the listed addresses and ranges otherwise', () => {
    for (const off of [undefined, '', 'false'])
      expect(trustProxyFrom(off)('127.0.0.1')).toBe(false);
    expect(trustProxyFrom('true')('203.0.113.1')).toBe(true);
    const trust = trustProxyFrom('loopback, 10.1.0.0/16, 2001:db8::1');
    expect(trust('127.0.0.1')).toBe(true);
    expect(trust('::ffff:127.0.0.1')).toBe(true);
    expect(trust('::1')).toBe(true);
    expect(trust('10.1.200.3')).toBe(true);
    expect(trust('10.2.0.1')).toBe(false);
    expect(trust('2001:db8::1')).toBe(true);
    expect(trust('2001:db8::2')).toBe(false);
    expect(trust(undefined)).toBe(false);
  });

  it('refuses what is not an address, with the variable named', () => {
    expect(() => trustProxyFrom('proxy.example')).toThrow(/TRUST_PROXY: "proxy.example"/);
    expect(() => trustProxyFrom('10.0.0.0/33')).toThrow(/prefix/);
  });
});

describe('clientOf', () => {
  it("ignores an untrusted peer's forwarded headers", () => {
    const req = request('198.51.100.4', {
      'x-forwarded-for': '203.0.113.1',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(clientOf(req, trustProxyFrom('loopback'))).toEqual({
      chain: ['198.51.100.4'],
      proto: 'http',
      host: 'site.example:3000',
    });
  });
});

describe('apiTrustProxy', () => {
  it("always trusts the site's own proxy, and what the site trusts", () => {
    expect(apiTrustProxy(undefined)).toBe('loopback');
    expect(apiTrustProxy('false')).toBe('loopback');
    expect(apiTrustProxy('10.0.0.5')).toBe('loopback,10.0.0.5');
    expect(apiTrustProxy('true')).toBe('true');
  });
});
