// The repository explains itself: nothing in it may point at documents outside it, and code
// comments state their rule instead of citing where it was once written down ('spec §5',
// 'issue 15', "issue 'hardening'"): a newcomer has neither the spec nor the issue tracker.
// The product, the API contract and the architecture are docs/*.md.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const self = path.relative(root, fileURLToPath(import.meta.url));

const CODE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|css)$/;
const BINARY = /\.(png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|pdf|zip|gz|br|db|sqlite)$/i;

// A sibling folder of the checkout, e.g. the `shared` folder next to it; not `../shared-api/`.
const OUTSIDE = /(^|[^\w.-])(\.\.\/)+shared\//;

// Citations of a document section or an issue, rather than the rule itself.
const CITATIONS = [
  { name: "'spec §N'", re: /\bspec(?:'s)?\s*§\s*\d/i },
  { name: "a '§N' section", re: /(?<!RFC\s?\d{3,5}\s*)§\s*\d/ },
  { name: "'issue N'", re: /\bissues?\s+#?\d+/i },
  { name: 'a named issue', re: /\bissue\s+['"‘“]|\bhardening\s+(?:issue|item)\b/i },
];

const TEST_FILE = /\.(test|spec)\.(ts|tsx|mjs|js)$/;
// The first argument of describe/it/test, when it is a literal on the call's own line.
const TITLE = /\b(?:describe|it|test)(?:\.\w+)*\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g;
const titlesOf = (line) => [...line.matchAll(TITLE)].map((m) => m[2]);

/** Tracked files, as git knows them (node_modules and build output are never tracked). */
function trackedFiles() {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((f) => f && !BINARY.test(f) && !f.includes('node_modules/'));
}

function read(file) {
  try {
    return readFileSync(path.join(root, file), 'utf8');
  } catch {
    return null; // deleted in the work tree but still in the index
  }
}

/**
 * The comments of a JS/TS/CSS source, line by line: `//` line comments (outside quotes) and the
 * inside of block comments. A line-based scan is enough for this check: our sources keep comment
 * markers out of strings, and a false alarm names the file and line to look at.
 */
function commentsOf(source, { css = false } = {}) {
  const out = [];
  let inBlock = false;
  source.split('\n').forEach((line, index) => {
    let rest = line;
    let text = '';
    while (rest.length) {
      if (inBlock) {
        const end = rest.indexOf('*/');
        if (end < 0) {
          text += rest;
          rest = '';
        } else {
          text += rest.slice(0, end);
          rest = rest.slice(end + 2);
          inBlock = false;
        }
        continue;
      }
      const start = firstCommentStart(rest, css);
      if (!start) break;
      if (start.kind === 'line') {
        text += rest.slice(start.at + 2);
        break;
      }
      inBlock = true;
      rest = rest.slice(start.at + 2);
    }
    if (text.trim()) out.push({ line: index + 1, text });
  });
  return out;
}

function firstCommentStart(code, css) {
  let quote = null;
  for (let i = 0; i < code.length - 1; i++) {
    const c = code[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
      continue;
    }
    if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '/' && code[i + 1] === '*') return { kind: 'block', at: i };
    else if (!css && c === '/' && code[i + 1] === '/') return { kind: 'line', at: i };
  }
  return null;
}

describe('the repository explains itself', () => {
  const files = trackedFiles();

  it('finds the tracked files', () => {
    expect(files).toContain('README.md');
    expect(files).toContain('docs/README.md');
  });

  it('points at nothing outside the repository (no ../shared/ links)', () => {
    const found = [];
    for (const file of files) {
      if (file === self) continue;
      const text = read(file);
      if (text === null) continue;
      text.split('\n').forEach((line, i) => {
        if (OUTSIDE.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(found, 'link to docs/ instead').toEqual([]);
  });

  it('has code comments that state rules, not spec sections or issue numbers', () => {
    const found = [];
    for (const file of files) {
      if (file === self || !CODE.test(file)) continue;
      const text = read(file);
      if (text === null) continue;
      for (const { line, text: comment } of commentsOf(text, { css: file.endsWith('.css') })) {
        const hit = CITATIONS.find(({ re }) => re.test(comment));
        if (hit) found.push(`${file}:${line}: cites ${hit.name}: ${comment.trim()}`);
      }
    }
    expect(found, 'say the rule itself (docs/product.md holds the product)').toEqual([]);
  });

  it('has test titles that name the behaviour, not spec sections or issue numbers', () => {
    const found = [];
    for (const file of files) {
      if (file === self || !TEST_FILE.test(file)) continue;
      const text = read(file);
      if (text === null) continue;
      text.split('\n').forEach((line, i) => {
        for (const title of titlesOf(line)) {
          const hit = CITATIONS.find(({ re }) => re.test(title));
          if (hit) found.push(`${file}:${i + 1}: cites ${hit.name}: ${title}`);
        }
      });
    }
    expect(found, 'a title says what the user or client sees').toEqual([]);
  });

  it('tells a comment from code', () => {
    const source = [
      "const url = 'http://x/y'; // issue 7",
      '/* spec §2',
      '   still a comment */ const a = "§3 // not a comment";',
      "const s = '/* not one either */';",
      'css {} /* RFC 9110 §13.1.2 */',
    ].join('\n');
    expect(commentsOf(source).map((c) => [c.line, c.text.trim()])).toEqual([
      [1, 'issue 7'],
      [2, 'spec §2'],
      [3, 'still a comment'],
      [5, 'RFC 9110 §13.1.2'],
    ]);
    const cites = (t) => CITATIONS.some(({ re }) => re.test(t));
    expect(cites('issue 7')).toBe(true);
    expect(cites('spec §2')).toBe(true);
    expect(cites("issue 'hardening' 9")).toBe(true);
    expect(cites('RFC 9110 §13.1.2')).toBe(false);
    expect(cites("a refusal answers the first issue's message")).toBe(false);
    expect(titlesOf("describe('create flow (spec §4)', () => {")).toEqual([
      'create flow (spec §4)',
    ]);
    expect(titlesOf('it.skip("says \\"New\\" once", () => {')).toEqual(['says \\"New\\" once']);
    expect(OUTSIDE.test('see ../shared/ARCHITECTURE.md')).toBe(true);
    expect(OUTSIDE.test('version: link:../shared-api')).toBe(false);
  });
});
