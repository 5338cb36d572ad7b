import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appConfigFor, siteHosts, siteOriginFor } from './app-config.mjs';

// /app-config.json builds the remotes' script URLs from the host the browser asked for: only hosts
// the site is configured for may appear there (a poisoned shared cache must not point anyone's shell
// at another origin's scripts). Asked through a real socket, as the site server is.

let server;
let origin;
let env;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    const body =
      req.url === '/origin' ? { origin: siteOriginFor(req, env) } : appConfigFor(req, env);
    res.end(JSON.stringify(body));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
});
afterAll(() => server.close());

/** The config as a browser asking for `host` (and claiming `headers`) would get it. */
function configAs(host, headers = {}, path = '/app-config.json') {
  return new Promise((resolve, reject) => {
    const req = http.get(`${origin}${path}`, { headers: { host, ...headers } }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve(JSON.parse(text)));
    });
    req.on('error', reject);
  });
}

describe('appConfigFor', () => {
  it('uses a local host the browser asked for', async () => {
    env = { PORT_OFFSET: '200' };
    const local = await configAs('127.0.0.1:3200');
    expect(local.remotes.mf_listings).toBe('http://127.0.0.1:3201/mf-manifest.json');
    expect(local.authEmulatorUrl).toBe('http://127.0.0.1:9299');
    expect((await configAs('localhost:3200')).remotes.mf_create).toBe(
      'http://localhost:3202/mf-manifest.json',
    );
  });

  it('never builds script URLs from an unknown Host or a client-sent X-Forwarded-Host', async () => {
    env = { PORT_OFFSET: '200' };
    for (const config of [
      await configAs('evil.example'),
      await configAs('localhost:3200', {
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      }),
    ]) {
      expect(JSON.stringify(config)).not.toContain('evil.example');
      expect(config.remotes.mf_listings).toBe('http://localhost:3201/mf-manifest.json');
    }
  });

  it('allows the hosts of SITE_HOSTS, and falls back to the first of them', async () => {
    env = { SITE_HOSTS: 'subleases.lan, 192.168.1.20' };
    expect(siteHosts(env)).toEqual([
      'subleases.lan',
      '192.168.1.20',
      'localhost',
      '127.0.0.1',
      '[::1]',
    ]);
    expect((await configAs('192.168.1.20:3000')).remotes.mf_profile).toBe(
      'http://192.168.1.20:3004/mf-manifest.json',
    );
    expect((await configAs('evil.example')).remotes.mf_profile).toBe(
      'http://subleases.lan:3004/mf-manifest.json',
    );
  });

  it("takes a trusted proxy's X-Forwarded-Host and -Proto, if the host is allowed", async () => {
    env = { SITE_HOSTS: 'subleases.example', TRUST_PROXY: 'loopback' };
    const behind = await configAs('127.0.0.1:3000', {
      'x-forwarded-host': 'subleases.example',
      'x-forwarded-proto': 'https',
    });
    expect(behind.remotes.mf_listings).toBe('https://subleases.example:3001/mf-manifest.json');
    const spoofed = await configAs('127.0.0.1:3000', { 'x-forwarded-host': 'evil.example' });
    expect(spoofed.remotes.mf_listings).toBe('http://subleases.example:3001/mf-manifest.json');
  });
});

describe('siteOriginFor (the origin of the links in link previews)', () => {
  const originAs = async (host, headers) => (await configAs(host, headers, '/origin')).origin;

  it('is SITE_URL when set, whatever the request says', async () => {
    env = { SITE_URL: 'https://subleases.example/some/path' };
    expect(await originAs('evil.example')).toBe('https://subleases.example');
    expect(await originAs('localhost:3000')).toBe('https://subleases.example');
  });

  it('is a known host as asked for (with its port), never an unknown or client-claimed one', async () => {
    env = { PORT_OFFSET: '500', SITE_HOSTS: 'subleases.lan' };
    expect(await originAs('localhost:3500')).toBe('http://localhost:3500');
    expect(await originAs('subleases.lan')).toBe('http://subleases.lan');
    for (const host of ['evil.example', 'localhost.evil.example', 'localhost:3500@evil.example']) {
      expect(await originAs(host)).toBe('http://subleases.lan:3500');
    }
    expect(await originAs('localhost:3500', { 'x-forwarded-host': 'evil.example' })).toBe(
      'http://localhost:3500',
    );
  });

  it("takes a trusted proxy's host and scheme when the host is known", async () => {
    env = { SITE_HOSTS: 'subleases.example', TRUST_PROXY: 'loopback' };
    const headers = { 'x-forwarded-host': 'subleases.example', 'x-forwarded-proto': 'https' };
    expect(await originAs('127.0.0.1:3000', headers)).toBe('https://subleases.example');
  });
});
