import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteRenderDirFor } from './remote-render.mjs';

// Where the site server finds a remote's server render: the code the browser gets, in the order of
// app-config.mjs (a release the channel names, a remote served from elsewhere, the local build).
let releases;
beforeAll(() => {
  releases = mkdtempSync(path.join(os.tmpdir(), 'remote-render-'));
});
afterAll(() => rmSync(releases, { recursive: true, force: true }));

describe('remoteRenderDirFor', () => {
  it("is the remote's own build, a release when one is current, none when served elsewhere", () => {
    const env = { RELEASES_DIR: releases };
    expect(remoteRenderDirFor('mf-listings', env, '/repo')).toBe(
      path.join('/repo', 'mf-listings', 'dist', 'server'),
    );
    // Served from another machine: this one does not hold the code the browser runs.
    expect(
      remoteRenderDirFor(
        'mf-listings',
        { ...env, MF_LISTINGS_URL: 'https://cdn.example/m.json' },
        '/repo',
      ),
    ).toBeNull();
    expect(
      remoteRenderDirFor('mf-listings', { ...env, APP_CONFIG: '/etc/app-config.json' }, '/repo'),
    ).toBeNull();
    expect(remoteRenderDirFor('mf-nothing', env, '/repo')).toBeNull();

    mkdirSync(path.join(releases, 'mf-listings', 'v2'), { recursive: true });
    writeFileSync(path.join(releases, 'mf-listings', 'v2', 'mf-manifest.json'), '{}');
    writeFileSync(
      path.join(releases, 'mf-listings', 'channel.json'),
      JSON.stringify({ current: 'v2', history: ['v2'] }),
    );
    const release = path.join(releases, 'mf-listings', 'v2', 'server');
    expect(remoteRenderDirFor('mf-listings', env, '/repo')).toBe(release);
    // A release wins over a URL, as in /app-config.json.
    expect(
      remoteRenderDirFor(
        'mf-listings',
        { ...env, MF_LISTINGS_URL: 'https://cdn.example/m.json' },
        '/repo',
      ),
    ).toBe(release);
  });

  it("is the canary's release for a browser of the canary's buckets, none before the bucket is drawn", () => {
    const env = { RELEASES_DIR: releases };
    for (const v of ['v3', 'v4']) {
      mkdirSync(path.join(releases, 'mf-profile', v), { recursive: true });
      writeFileSync(path.join(releases, 'mf-profile', v, 'mf-manifest.json'), '{}');
    }
    writeFileSync(
      path.join(releases, 'mf-profile', 'channel.json'),
      JSON.stringify({ current: 'v3', history: ['v3'], canary: { release: 'v4', percent: 10 } }),
    );
    const at = (v) => path.join(releases, 'mf-profile', v, 'server');
    expect(remoteRenderDirFor('mf-profile', env, '/repo', 5)).toBe(at('v4'));
    expect(remoteRenderDirFor('mf-profile', env, '/repo', 50)).toBe(at('v3'));
    // Its first /app-config.json draws the bucket: the server cannot know which side it will run.
    expect(remoteRenderDirFor('mf-profile', env, '/repo', null)).toBeNull();
  });
});
