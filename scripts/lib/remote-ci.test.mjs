import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTES } from './app-config.mjs';

// `pnpm --filter <remote> ci` runs the journeys its package.json lists (scripts/remote-ci.mjs): a
// renamed spec must not silently drop out of a team's pipeline.
const ROOT = path.resolve(import.meta.dirname, '../..');

describe.each(REMOTES.map((r) => r.pkg))('%s pipeline', (pkg) => {
  const pkgJson = JSON.parse(readFileSync(path.join(ROOT, pkg, 'package.json'), 'utf8'));

  it('has a ci script and journeys that exist', () => {
    expect(pkgJson.scripts.ci).toBe('node ../scripts/remote-ci.mjs');
    expect(pkgJson.e2eJourneys.length).toBeGreaterThan(0);
    for (const file of pkgJson.e2eJourneys) {
      expect(existsSync(path.join(ROOT, 'e2e/tests', file)), file).toBe(true);
    }
  });
});
