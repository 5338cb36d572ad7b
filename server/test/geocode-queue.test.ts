import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fairQueue, QueueBusyError } from '../src/geocode/fair-queue';
import type { Geocoder } from '../src/geocode/geocoder';
import { GEOCODE_BUSY } from 'shared-api/schemas';
import { createTestApp } from './helpers/test-app';

describe('the geocoder line (fair queue)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const opts = { intervalMs: 1000, maxWaitMs: 10_000, maxQueued: 5, maxPerClient: 3 };
  const settled = <T>(p: Promise<T>) => {
    const state: { value?: T; error?: unknown; done: boolean } = { done: false };
    p.then(
      (value) => Object.assign(state, { value, done: true }),
      (error: unknown) => Object.assign(state, { error, done: true }),
    );
    return state;
  };

  it('serves clients in turn, so a newcomer waits one turn, not for a backlog', async () => {
    const q = fairQueue(opts);
    const order: string[] = [];
    const job = (name: string) => async () => void order.push(name);
    const a = [1, 2, 3].map((i) => q.run('a', job(`a${i}`)));
    const b = q.run('b', job('b1'));
    await vi.advanceTimersByTimeAsync(5000);
    await Promise.all([...a, b]);
    expect(order).toEqual(['a1', 'b1', 'a2', 'a3']);
  });

  it('paces starts by the interval', async () => {
    const q = fairQueue(opts);
    const starts: number[] = [];
    const t0 = Date.now();
    const runs = ['a', 'b', 'c'].map((c) =>
      q.run(c, async () => void starts.push(Date.now() - t0)),
    );
    await vi.advanceTimersByTimeAsync(3000);
    await Promise.all(runs);
    expect(starts).toEqual([0, 1000, 2000]);
  });

  it('refuses at once past the per-client and the total bound', async () => {
    const q = fairQueue(opts);
    const never = () => new Promise<void>(() => {});
    // a: one running at once, then three waiting; a fifth is refused.
    for (let i = 0; i < 4; i++) void q.run('a', never).catch(() => {});
    await expect(q.run('a', never)).rejects.toEqual(new QueueBusyError('full'));
    // b: two more waiting → five in all, the total bound: c is refused.
    void q.run('b', never).catch(() => {});
    void q.run('b', never).catch(() => {});
    await expect(q.run('c', never)).rejects.toEqual(new QueueBusyError('full'));
    expect(q.size).toBe(5);
  });

  it('times a look-up out from its arrival and gives the task what is left', async () => {
    const q = fairQueue({ ...opts, maxWaitMs: 2500 });
    const left: number[] = [];
    const runs = ['a', 'b', 'c', 'd'].map((c) =>
      settled(q.run(c, async (msLeft) => void left.push(msLeft))),
    );
    await vi.advanceTimersByTimeAsync(4000);
    expect(left).toEqual([2500, 1500, 500]);
    expect(runs[3]?.error).toEqual(new QueueBusyError('timeout'));
    expect(q.size).toBe(0);
  });
});

describe('GET /geocode when the address service is slow and one client floods it', () => {
  it('keeps answering other clients promptly and tells the flooder the service is busy', async () => {
    const calls: string[] = [];
    const slow: Geocoder = {
      minIntervalMs: 500, // long enough that the whole flood is in line before its second turn
      async geocode(query) {
        calls.push(query);
        return { lat: 43.07, lon: -89.4 };
      },
    };
    const t = await createTestApp({ geocoder: slow });
    try {
      const ask = (q: string, remoteAddress: string) =>
        t.app.inject({
          method: 'GET',
          url: `/api/geocode?q=${encodeURIComponent(q)}`,
          remoteAddress,
        });
      const flood = Array.from({ length: 8 }, (_, i) => ask(`${i} Flood St Madison`, '10.0.0.1'));
      // Ask once the whole flood is in line: its refusals answer at once, so four answered means
      // all eight have passed the door (a fixed pause was too short on a loaded PostgreSQL run).
      let refused = 0;
      for (const f of flood) void f.then(() => (refused += 1));
      for (let waited = 0; refused < 4 && waited < 5000; waited += 5) {
        await new Promise((r) => setTimeout(r, 5));
      }
      const mine = await ask('1 Langdon St Madison', '10.0.0.2');
      expect(mine.statusCode).toBe(200);
      // Served after one turn of the flooder, not after its backlog.
      expect(calls.indexOf('1 Langdon St Madison')).toBe(1);
      const answers = await Promise.all(flood);
      const statuses = answers.map((r) => r.statusCode);
      // One running, three waiting: everything past that is refused at once with a clear message.
      expect(statuses.filter((s) => s === 200)).toHaveLength(4);
      const busy = answers.filter((r) => r.statusCode === 503);
      expect(busy).toHaveLength(4);
      for (const r of busy) expect(r.json()).toMatchObject({ error: GEOCODE_BUSY });
      expect(calls).toHaveLength(5);
    } finally {
      await t.close();
    }
  });
});
