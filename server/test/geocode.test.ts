import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nominatimGeocoder } from '../src/geocode/geocoder';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('GET /geocode with the fixture geocoder', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const geocode = (q: string) =>
    t.request({ method: 'GET', url: `/api/geocode?q=${encodeURIComponent(q)}` });

  it('puts Madison addresses near campus, the same address always on the same point', async () => {
    for (const q of [
      '123 N Park St, Madison, WI 53706',
      '1 Langdon St 53703',
      '500 State Street Madison',
    ]) {
      const res = await geocode(q);
      expect(res.statusCode).toBe(200);
      const { lat, lon } = res.json<{ lat: number; lon: number }>();
      // ~2 km around 43.0755,-89.41
      expect(Math.abs(lat - 43.0755)).toBeLessThan(0.018);
      expect(Math.abs(lon - -89.41)).toBeLessThan(0.024);
      expect((await geocode(q)).json()).toEqual({ lat, lon });
    }
    expect((await geocode('123 n park st madison wi 53706')).json()).toEqual(
      (await geocode('123 N Park St, Madison, WI 53706')).json(),
    );
    expect((await geocode('1 Langdon St 53703')).json()).not.toEqual(
      (await geocode('500 State Street Madison')).json(),
    );
  });

  it('answers 404 No results found for address elsewhere', async () => {
    const res = await geocode('1600 Pennsylvania Ave, Washington, DC 20500');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'No results found for address' });
  });

  it('is public and ignores a bad token', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/geocode?q=1%20Main%20St%20Madison',
      headers: { authorization: 'Bearer junk' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a missing or too short query with 400', async () => {
    expect((await t.request({ method: 'GET', url: '/api/geocode' })).statusCode).toBe(400);
    expect((await geocode('a')).statusCode).toBe(400);
  });
});

describe('GET /geocode with a Nominatim-compatible upstream', () => {
  let upstream: http.Server;
  const seen: Array<{ url: URL; ua: string | undefined; at: number }> = [];
  let t: TestApp;
  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      seen.push({ url, ua: req.headers['user-agent'], at: Date.now() });
      res.setHeader('content-type', 'application/json');
      const q = url.searchParams.get('q') ?? '';
      if (q.includes('fail')) {
        res.statusCode = 503;
        return res.end('[]');
      }
      res.end(
        q.includes('Nowhere')
          ? '[]'
          : JSON.stringify([{ lat: '43.0731', lon: '-89.4012', display_name: 'x' }]),
      );
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    const { port } = upstream.address() as AddressInfo;
    t = await createTestApp({
      geocoder: nominatimGeocoder({
        url: `http://127.0.0.1:${port}/search`,
        userAgent: 'MadisonSublease/0.1 (test)',
        minIntervalMs: 300,
      }),
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((r) => upstream.close(r));
  });

  it('asks with q, format=json, limit=1 and an honest User-Agent, then answers from its cache', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/geocode?q=10%20East%20Campus%20Mall%2C%20Madison',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ lat: 43.0731, lon: -89.4012 });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url.pathname).toBe('/search');
    expect(Object.fromEntries(seen[0]?.url.searchParams ?? [])).toEqual({
      q: '10 East Campus Mall, Madison',
      format: 'json',
      limit: '1',
    });
    expect(seen[0]?.ua).toBe('MadisonSublease/0.1 (test)');
    const again = await t.request({
      method: 'GET',
      url: '/api/geocode?q=10%20east%20campus%20mall%20madison',
    });
    expect(again.json()).toEqual({ lat: 43.0731, lon: -89.4012 });
    expect(seen).toHaveLength(1);
  });

  it('spaces upstream requests out and remembers misses', async () => {
    seen.length = 0;
    const results = await Promise.all(
      ['1 Nowhere Lane', '2 Other Rd Madison', '3 Third Ave Madison'].map((q) =>
        t.request({ method: 'GET', url: `/api/geocode?q=${encodeURIComponent(q)}` }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([404, 200, 200]);
    const times = seen.map((s) => s.at).sort((a, b) => a - b);
    for (let i = 1; i < times.length; i++)
      expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBeGreaterThanOrEqual(280);
    await t.request({ method: 'GET', url: '/api/geocode?q=1%20Nowhere%20Lane' });
    expect(seen).toHaveLength(3);
  });

  it('answers 502 when the upstream fails, without caching the failure', async () => {
    const res = await t.request({ method: 'GET', url: '/api/geocode?q=fail%20street' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      error: 'The address service is unavailable, please try again later',
    });
  });
});
