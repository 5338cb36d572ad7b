import { describe, expect, it } from 'vitest';
import { scaleFrom, topologyFrom, wantedPorts } from './topology.mjs';

describe('pnpm start --scale', () => {
  it('reads the number of API instances in both spellings, 0 without the flag', () => {
    expect(scaleFrom([])).toBe(0);
    expect(scaleFrom(['--no-build'])).toBe(0);
    expect(scaleFrom(['--scale', '2'])).toBe(2);
    expect(scaleFrom(['--no-build', '--scale=8'])).toBe(8);
  });

  it('refuses anything but a whole number from 1 to 8', () => {
    for (const argv of [['--scale'], ['--scale', '0'], ['--scale=9'], ['--scale', 'two']]) {
      expect(scaleFrom(argv)).toBeNull();
    }
  });
});

describe('the ports a site takes', () => {
  it('one process: the apps, releases, API, emulator suite and mail catcher, moved by PORT_OFFSET', () => {
    const topology = topologyFrom({ PORT_OFFSET: '400' }, 0);
    expect(wantedPorts(topology).sort((a, b) => a - b)).toEqual([
      1425, 1480, 3400, 3401, 3402, 3403, 3404, 3405, 4800, 4850, 8480, 9499,
    ]);
  });

  it('--scale 2: PostgreSQL, s3rver and one port per instance as well; no mail catcher with SMTP_URL', () => {
    const topology = topologyFrom({ PORT_OFFSET: '400', SMTP_URL: 'smtp://mail.example' }, 2);
    const ports = wantedPorts(topology);
    expect(ports).toEqual(expect.arrayContaining([5832, 4968, 8490, 8491]));
    expect(ports).not.toContain(1425);
    expect(topology.s3Origin).toBe('http://127.0.0.1:4968');
  });

  it('the local push service only when asked for', () => {
    expect(wantedPorts(topologyFrom({}, 0))).not.toContain(8060);
    expect(wantedPorts(topologyFrom({ PUSH_TEST_SERVICE: '1' }, 0))).toContain(8060);
  });
});
