// Is a build older than its sources? Shared by `pnpm start` (rebuild stale apps) and
// scripts/types-pull.mjs (a remote's published types older than its sources are not what it runs).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Newest modification time of the files under `dir` (node_modules, dist and dot-files excluded).
 * @param {string} dir
 * @returns {number}
 */
export function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  const info = statSync(dir);
  if (info.isFile()) return info.mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.'))
      continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}
