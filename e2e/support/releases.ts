import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ports } from './site';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CLI = path.join(ROOT, 'scripts/release.mjs');

/** `pnpm release|promote|rollback …` against the releases the e2e site serves (its output). */
export function releaseCli(...args: string[]) {
  return execFileSync(process.execPath, [CLI, ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      RELEASES_DIR: process.env.E2E_RELEASES_DIR,
      PORT_OFFSET: String(ports.offset),
    },
    encoding: 'utf8',
    stdio: 'pipe',
  });
}

/**
 * A copy of a remote's build with a text of its chunks replaced: another build without a webpack
 * run (its chunks keep their names, harmless as every release lives at its own URLs).
 * @returns the folder, and how many chunks were edited
 */
export function editedBuild(pkg: string, text: string, replacement: string) {
  const dir = mkdtempSync(path.join(tmpdir(), `${pkg}-edited-`));
  cpSync(path.join(ROOT, pkg, 'dist'), dir, { recursive: true });
  let edited = 0;
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.js'))) {
    const file = path.join(dir, name);
    const code = readFileSync(file, 'utf8');
    if (!code.includes(text)) continue;
    writeFileSync(file, code.replaceAll(text, replacement));
    edited++;
  }
  // Its server render too, as a build of the edited source would have it: the site server paints
  // the remote's pages with the release the browser will run.
  const render = path.join(dir, 'server', 'render.cjs');
  if (existsSync(render)) {
    writeFileSync(render, readFileSync(render, 'utf8').replaceAll(text, replacement));
  }
  return { dir, edited };
}
