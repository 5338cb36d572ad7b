// Every relative link in the repository's Markdown resolves: to a tracked file or folder and, when
// it names an anchor, to a heading of that file (GitHub's slugs). Pages move and sections become
// decision records; a link left pointing at the old place fails here instead of misleading a reader.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function markdownFiles() {
  return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(
      (f) => f.endsWith('.md') && !f.includes('node_modules/') && existsSync(path.join(root, f)),
    );
}

/** The lines outside fenced code blocks, with inline code spans blanked out. */
function proseLines(text) {
  let fenced = false;
  return text.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line.replace(/`[^`]*`/g, '``');
  });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens, -1, -2 … for repeats. */
function slugsOf(text) {
  const seen = new Map();
  const slugs = new Set();
  let fenced = false;
  for (const line of text.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const m = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const plain = String(m[1])
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, '')
      .replace(/[*_`~]/g, (c) => (c === '_' ? '_' : ''));
    const base = plain
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    slugs.add(n ? `${base}-${n}` : base);
  }
  return slugs;
}

const LINK = /!?\[(?:[^\]]|\][^(])*?\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;

function brokenLinks(file) {
  const text = readFileSync(path.join(root, file), 'utf8');
  const found = [];
  proseLines(text).forEach((line, i) => {
    for (const [, target] of line.matchAll(LINK)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, mailto: …
      const [rawPath, anchor] = target.split('#');
      const resolved = rawPath
        ? path.resolve(path.dirname(path.join(root, file)), decodeURIComponent(rawPath))
        : path.join(root, file);
      const where = `${file}:${i + 1}: ${target}`;
      if (!resolved.startsWith(root + path.sep) && resolved !== root) {
        found.push(`${where} (outside the repository)`);
      } else if (!existsSync(resolved)) {
        found.push(`${where} (no such file)`);
      } else if (anchor && statSync(resolved).isFile() && resolved.endsWith('.md')) {
        if (
          !slugsOf(readFileSync(resolved, 'utf8')).has(decodeURIComponent(anchor).toLowerCase())
        ) {
          found.push(`${where} (no heading with that anchor)`);
        }
      }
    }
  });
  return found;
}

describe('Markdown links', () => {
  const files = markdownFiles();

  it('finds the Markdown files', () => {
    expect(files).toContain('README.md');
    expect(files).toContain('server/CONTEXT.md');
  });

  it('has every relative link resolve to a file and heading of the repository', () => {
    expect(files.flatMap(brokenLinks), 'fix or remove these links').toEqual([]);
  });

  it('slugs headings as GitHub does', () => {
    const slugs = slugsOf(
      [
        '# Add an endpoint',
        '## The `lean` list (5,000)',
        '## Add an endpoint',
        '```',
        '# not',
        '```',
      ].join('\n'),
    );
    expect([...slugs]).toEqual(['add-an-endpoint', 'the-lean-list-5000', 'add-an-endpoint-1']);
  });
});
