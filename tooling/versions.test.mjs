// The workspace's versions live in one place: the catalog of pnpm-workspace.yaml. A dependency two
// packages declare is `catalog:` in both (never two ranges that drift apart), the lockfile holds one
// TanStack query-core (two would mean two caches' worth of classes on the page) and one AWS SDK
// release, and the federation share config turns `catalog:` back into the range it stands for.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readCatalog, sharedConfig } from './webpack/shared.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const APPS = ['shell', 'mf-listings', 'mf-create', 'mf-messaging', 'mf-profile'];
const FIELDS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'];

/** Every tracked package.json of the workspace (the bench's reference app is not a member). */
function manifests() {
  const files = execFileSync('git', ['ls-files', '-z', '*package.json'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((f) => f.endsWith('package.json') && !f.startsWith('bench/'));
  return files.map((file) => ({
    file,
    pkg: JSON.parse(readFileSync(path.join(root, file), 'utf8')),
  }));
}

/** The `name@version` keys of the lockfile's package list. */
function lockedPackages() {
  const lock = readFileSync(path.join(root, 'pnpm-lock.yaml'), 'utf8');
  const packages = lock.slice(lock.indexOf('\npackages:\n'), lock.indexOf('\nsnapshots:\n'));
  return [...packages.matchAll(/^ {2}'?((?:@[^/\s]+\/)?[^@\s']+)@([^(':\s]+)/gm)].map((m) => ({
    name: m[1],
    version: m[2],
  }));
}

describe('versions in one place', () => {
  const catalog = readCatalog();

  it('reads the catalog of pnpm-workspace.yaml', () => {
    expect(catalog.react).toMatch(/^\^19\./);
    expect(catalog['@tanstack/query-core']).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('declares every dependency that two packages share through the catalog', () => {
    const declaredBy = new Map();
    for (const { file, pkg } of manifests()) {
      for (const field of FIELDS) {
        for (const [name, range] of Object.entries(pkg[field] ?? {})) {
          if (range.startsWith('workspace:')) continue;
          const files = declaredBy.get(name) ?? new Set();
          files.add(file);
          declaredBy.set(name, files);
          if (name in catalog) {
            expect(`${file} ${field} ${name}: ${range}`).toBe(`${file} ${field} ${name}: catalog:`);
          }
        }
      }
    }
    const shared = [...declaredBy].filter(([, files]) => files.size > 1).map(([name]) => name);
    expect(shared.filter((name) => !(name in catalog))).toEqual([]);
  });

  it('locks a single @tanstack/query-core and one release of the AWS SDK clients', () => {
    const locked = lockedPackages();
    const versionsOf = (match) =>
      new Set(locked.filter(({ name }) => match(name)).map(({ version }) => version));
    expect([...versionsOf((name) => name === '@tanstack/query-core')]).toEqual([
      catalog['@tanstack/query-core'],
    ]);
    // The override follows react-query's own pin: bumping one without the other fails here.
    const reactQuery = JSON.parse(
      readFileSync(
        path.join(root, 'shell/node_modules/@tanstack/react-query/package.json'),
        'utf8',
      ),
    );
    expect(reactQuery.dependencies['@tanstack/query-core']).toBe(catalog['@tanstack/query-core']);
    const clients = Object.keys(catalog).filter((name) => name.startsWith('@aws-sdk/'));
    expect(clients.length).toBeGreaterThan(1);
    expect(versionsOf((name) => clients.includes(name)).size).toBe(1);
  });

  it("gives federation the catalog's ranges, never the word 'catalog:'", () => {
    for (const app of APPS) {
      const shared = sharedConfig(path.join(root, app));
      expect(shared.react?.requiredVersion).toBe(catalog.react);
      for (const [key, config] of Object.entries(shared)) {
        expect(`${app} ${key}: ${config.requiredVersion}`).not.toMatch(/catalog/);
      }
    }
  });
});
