import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOriginFrom, describeHealth, fetchRemoteHealth } from './remote-health.mjs';

// `pnpm releases` shows, per release, page loads and the error rate the API has tallied.
describe('a release’s health line', () => {
  it('says page loads and errors, with what kind', () => {
    expect(describeHealth({ loads: 412, loadErrors: 3, renderErrors: 2, errorRate: 5 / 415 })).toBe(
      '412 page loads · 1.2 % errors (3 failed to load, 2 threw)',
    );
    expect(describeHealth({ loads: 1, loadErrors: 0, renderErrors: 0, errorRate: 0 })).toBe(
      '1 page load · 0.0 % errors',
    );
    expect(describeHealth(undefined)).toBe('no page loads reported in the last hour');
  });
});

describe('reading the tallies', () => {
  let server;
  let origin;
  const asked = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      asked.push(req.url);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ since: 'x', minutes: 60, releases: [{ remote: 'mf-create' }] }));
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
  });
  afterAll(() => server.close());

  it('asks the site’s API for the last hour', async () => {
    expect(await fetchRemoteHealth({ apiOrigin: origin })).toEqual([{ remote: 'mf-create' }]);
    expect(asked).toEqual(['/api/client-reports/summary?minutes=60']);
  });

  it('answers null when no site runs here', async () => {
    const closed = http.createServer();
    await new Promise((resolve) => closed.listen(0, '127.0.0.1', () => resolve(undefined)));
    const port = /** @type {import('node:net').AddressInfo} */ (closed.address()).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await fetchRemoteHealth({ apiOrigin: `http://127.0.0.1:${port}` })).toBeNull();
  });

  it('finds the API moved by PORT_OFFSET, or API_ORIGIN', () => {
    expect(apiOriginFrom({}, { api: 8180 })).toBe('http://127.0.0.1:8180');
    expect(apiOriginFrom({ API_ORIGIN: 'https://api.example.test/' }, { api: 8080 })).toBe(
      'https://api.example.test',
    );
  });
});
