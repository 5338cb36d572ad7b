import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveMetrics } from '../src/metrics/metrics-server';
import { openStream } from './helpers/event-stream';
import { BOB, createTestApp, type TestApp } from './helpers/test-app';
import { tokenFor } from './helpers/test-verifier';

// The API's Prometheus metrics, scraped as Prometheus would (on their own loopback port), and the
// request id every answer, error body and log line carries.
const logLines: Record<string, unknown>[] = [];
let t: TestApp;
let base: string;
let metricsServer: Server;
let metricsUrl: string;

beforeAll(async () => {
  t = await createTestApp({
    logger: {
      level: 'info',
      stream: { write: (line: string) => void logLines.push(JSON.parse(line)) },
    },
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  metricsServer = await serveMetrics(t.app.ctx.metrics.registry, { port: 0, host: '127.0.0.1' });
  const address = metricsServer.address();
  if (address === null || typeof address === 'string') throw new Error('no metrics port');
  metricsUrl = `http://127.0.0.1:${address.port}/metrics`;
});
afterAll(async () => {
  metricsServer?.close();
  await t?.close();
});

async function scrape() {
  const res = await fetch(metricsUrl);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
}

/** The value of one series in the scrape, or undefined when it is not there. */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('counts requests and times them per route pattern and status, never per URL', async () => {
    for (let i = 0; i < 2; i++) await fetch(`${base}/api/listings`);
    await fetch(`${base}/api/listings/987654/details`);
    await fetch(`${base}/api/no-such-thing/123`);
    const text = await scrape();
    expect(
      value(text, 'http_requests_total{method="GET",route="/api/listings",status="200"}'),
    ).toBe(2);
    expect(
      value(
        text,
        'http_requests_total{method="GET",route="/api/listings/:id/details",status="404"}',
      ),
    ).toBe(1);
    expect(value(text, 'http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
    expect(
      value(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/listings",status="200"}',
      ),
    ).toBe(2);
    expect(text).not.toContain('987654');
    expect(text).not.toContain('no-such-thing');
  });

  it('reports open live streams, the geocoder queue, the push outbox and the event-loop lag', async () => {
    const before = await scrape();
    expect(value(before, 'live_streams_open')).toBe(0);
    const stream = await openStream(`${base}/api/events`, tokenFor(BOB));
    expect(stream.status).toBe(200);
    expect(value(await scrape(), 'live_streams_open')).toBe(1);
    stream.close();
    await expect
      .poll(async () => value(await scrape(), 'live_streams_open'), { timeout: 3000 })
      .toBe(0);
    expect(value(before, 'geocode_queue_waiting')).toBe(0);
    expect(value(before, 'push_outbox_waiting')).toBe(0);
    expect(value(before, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    if (t.app.ctx.db.dialect === 'postgres') {
      expect(value(before, 'db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
    }
  });

  it('is not served on the public API port', async () => {
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(404);
    expect((await fetch(`${base}/api/metrics`)).status).toBe(404);
  });
});

describe('the request id', () => {
  it("is the proxy's X-Request-Id, echoed, in the error answer and in the request's log lines", async () => {
    const id = 'site-7f3a9c.1';
    const res = await fetch(`${base}/api/events`, { headers: { 'x-request-id': id } });
    expect(res.status).toBe(401);
    expect(res.headers.get('x-request-id')).toBe(id);
    expect(await res.json()).toEqual({ error: 'User not authenticated', requestId: id });
    const mine = logLines.filter((line) => line.reqId === id);
    expect(mine.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
  });

  it('is a new UUID when none (or one that could break a log line) came', async () => {
    for (const headers of [{}, { 'x-request-id': 'two words\r' }]) {
      const res = await fetch(`${base}/api/no-such-thing`, { headers });
      const id = res.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(await res.json()).toEqual({ error: 'Not found', requestId: id });
    }
  });

  it('is not added to successful answers', async () => {
    const res = await fetch(`${base}/api/health`);
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(await res.json()).not.toHaveProperty('requestId');
  });
});
