import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepRunning, RESTART_BACKOFF, run } from './processes.mjs';

// keepRunning with a real child process: a small script that records each start and then exits at
// once (a crash) or after a while (a run long enough to count as stable), as its schedule says.

let dir;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'keep-running-'));
  writeFileSync(
    path.join(dir, 'child.mjs'),
    `import { appendFileSync, readFileSync } from 'node:fs';
const [starts, schedule] = process.argv.slice(2);
appendFileSync(starts, Date.now() + '\\n');
const run = readFileSync(starts, 'utf8').trim().split('\\n').length - 1;
const lives = JSON.parse(readFileSync(schedule, 'utf8'))[run] ?? 60000;
setTimeout(() => process.exit(3), lives);
`,
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const wait = (ms) => new Promise((r) => setTimeout(r, ms));

function fakeService(name, lifetimes, backoff) {
  const starts = path.join(dir, `${name}.starts`);
  const schedule = path.join(dir, `${name}.json`);
  writeFileSync(starts, '');
  writeFileSync(schedule, JSON.stringify(lifetimes));
  const lines = [];
  const service = keepRunning({
    name: `the ${name}`,
    start: () =>
      run(name, process.execPath, [path.join(dir, 'child.mjs'), starts, schedule], {
        output: () => {},
      }),
    log: (line) => lines.push(line),
    note: 'a note',
    backoff,
  });
  const startCount = () => readFileSync(starts, 'utf8').trim().split('\n').filter(Boolean).length;
  return { service, lines, startCount };
}

describe('keepRunning', () => {
  it('restarts a dying child with a doubling back-off, capped, reset after a stable run, and says so', async () => {
    // Crashes four times at once, then runs 2.5 s (stable: ≥ 1.5 s), then crashes again.
    const { service, lines, startCount } = fakeService('api', [0, 0, 0, 0, 2500, 0], {
      firstMs: 100,
      maxMs: 400,
      stableMs: 1500,
    });
    await expect.poll(startCount, { timeout: 15_000, interval: 50 }).toBe(7);
    await service.stop(2000);
    const delays = lines.map((line) => /restarting it in (\d+) ms/.exec(line)?.[1]).map(Number);
    // 100, 200, 400, 400 (cap), then after the stable run: 100 again, then 200.
    expect(delays.slice(0, 6)).toEqual([100, 200, 400, 400, 100, 200]);
    expect(lines[0]).toBe(
      'the api stopped unexpectedly (exit code 3); restarting it in 100 ms (a note)…',
    );
  }, 30_000);

  it('stops for good: no restart after stop(), and the child is gone', async () => {
    const { service, lines, startCount } = fakeService('emulator', [60_000], {
      firstMs: 50,
      maxMs: 50,
      stableMs: 1000,
    });
    await expect.poll(startCount, { timeout: 10_000, interval: 50 }).toBe(1);
    const child = /** @type {import('./processes.mjs').RunningChild} */ (service.child);
    await service.stop(2000);
    expect(child.exitCode !== null || child.signalCode !== null).toBe(true);
    await wait(300);
    expect(startCount()).toBe(1);
    expect(lines).toEqual([]);
  });

  it('restarts on purpose: the old child is stopped first, a new one runs at once, no "unexpectedly"', async () => {
    const { service, lines, startCount } = fakeService('instance', [60_000, 60_000], {
      firstMs: 5000,
      maxMs: 5000,
      stableMs: 60_000,
    });
    await expect.poll(startCount, { timeout: 10_000, interval: 50 }).toBe(1);
    const old = /** @type {import('./processes.mjs').RunningChild} */ (service.child);
    const fresh = await service.restart(2000);
    expect(old.exitCode !== null || old.signalCode !== null).toBe(true);
    expect(fresh).toBe(service.child);
    expect(fresh.pid).not.toBe(old.pid);
    // Started at once, not after the 5 s back-off a crash would wait.
    await expect.poll(startCount, { timeout: 2000, interval: 50 }).toBe(2);
    expect(lines).toEqual([]);
    await service.stop(2000);
  });

  it('backs off 1 s, 2 s, 4 s … up to 30 s, reset after a minute up, by default', () => {
    expect(RESTART_BACKOFF).toEqual({ firstMs: 1000, maxMs: 30_000, stableMs: 60_000 });
  });
});
