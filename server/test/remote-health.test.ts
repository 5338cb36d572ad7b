import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMOTE_REPORT_LIMITS, remoteHealthSummarySchema } from 'shared-api/schemas';
import { ONLY_FROM_THIS_MACHINE } from '../src/remote-health/remote-health.routes';
import { createTestApp, type TestApp } from './helpers/test-app';

// Browsers report how each remote's release loaded and rendered (counts only); the operator's
// tools on the site's machine read page loads and the error rate per release.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { clientReports: 5 } });
});
afterAll(async () => t?.close());

const report = (events: unknown, remoteAddress = '198.51.100.7') =>
  t.request({ method: 'POST', url: '/api/client-reports', payload: { events }, remoteAddress });
const summary = async (remoteAddress = '127.0.0.1') => {
  const res = await t.request({
    method: 'GET',
    url: '/api/client-reports/summary?minutes=60',
    remoteAddress,
  });
  expect(res.statusCode).toBe(200);
  return remoteHealthSummarySchema.parse(res.json()).releases;
};

describe('remote health reports', () => {
  it('adds up loads and errors per remote and release, with the error rate', async () => {
    expect(
      (
        await report([
          { remote: 'mf-listings', release: '1.4.0', kind: 'load', count: 8 },
          { remote: 'mf-listings', release: '1.5.0', kind: 'load', count: 2 },
          { remote: 'mf-listings', release: '1.5.0', kind: 'render-error', count: 1 },
        ])
      ).statusCode,
    ).toBe(204);
    await report(
      [
        { remote: 'mf-listings', release: '1.5.0', kind: 'load-error', count: 2 },
        { remote: 'mf-profile', release: 'build', kind: 'load', count: 1 },
      ],
      '203.0.113.9',
    );

    const rows = await summary();
    expect(rows).toEqual([
      {
        remote: 'mf-listings',
        release: '1.4.0',
        loads: 8,
        loadErrors: 0,
        renderErrors: 0,
        errorRate: 0,
      },
      {
        remote: 'mf-listings',
        release: '1.5.0',
        loads: 2,
        loadErrors: 2,
        renderErrors: 1,
        errorRate: 0.75, // 3 failures in 4 attempts
      },
      {
        remote: 'mf-profile',
        release: 'build',
        loads: 1,
        loadErrors: 0,
        renderErrors: 0,
        errorRate: 0,
      },
    ]);
  });

  it('keeps the summary to the site machine', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/client-reports/summary',
      remoteAddress: '198.51.100.7',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: ONLY_FROM_THIS_MACHINE });
    expect((await summary('::1')).length).toBeGreaterThan(0);
  });

  it('refuses what is not a tally, storing nothing of it', async () => {
    const before = await summary();
    const bad = [
      [[{ remote: 'mf-evil', release: '1', kind: 'load', count: 1 }], 'Unknown remote'],
      [[{ remote: 'mf-create', release: '../x', kind: 'load', count: 1 }], 'Unknown release'],
      [[{ remote: 'mf-create', release: '1', kind: 'crash', count: 1 }], 'Unknown event'],
      [[], 'Nothing to report'],
      [
        Array.from({ length: REMOTE_REPORT_LIMITS.rows + 1 }, () => ({
          remote: 'mf-create',
          release: '1',
          kind: 'load',
          count: 1,
        })),
        'Too many rows in one report',
      ],
    ] as const;
    for (const [i, [events, message]] of bad.entries()) {
      const res = await report(events, `192.0.2.${i + 10}`);
      expect(res.statusCode, message).toBe(400);
      expect(res.json<{ error: string }>().error).toContain(message);
    }
    const tooMany = await report(
      [
        {
          remote: 'mf-create',
          release: '1',
          kind: 'load',
          count: REMOTE_REPORT_LIMITS.countPerRow + 1,
        },
      ],
      '192.0.2.2',
    );
    expect(tooMany.statusCode).toBe(400);
    expect(await summary()).toEqual(before);
  });

  it('limits reports per client address', async () => {
    const one = [{ remote: 'mf-messaging', release: '2.0.0', kind: 'load', count: 1 }];
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await report(one, '198.51.100.99')).statusCode);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
    expect((await summary()).find((r) => r.remote === 'mf-messaging')?.loads).toBe(5);
  });
});
