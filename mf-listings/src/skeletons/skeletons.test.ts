import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The skeleton's boxes must be the page's: a drift between the two style sheets is a jump when the
// page replaces its skeleton (e2e/tests/paint.spec.ts measures it in a browser; this names the rule).

const sheet = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');

/** `selector { declarations }` of a flat CSS Modules file, by the media query around it ('' at top). */
function rulesOf(css: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const blocks = /(@(?:media|container)[^{]+)\{((?:[^{}]*\{[^}]*\})*\s*)\}|([^{}@]+)\{([^}]*)\}/g;
  const add = (context: string, selector: string, body: string) => {
    for (const name of selector.split(',').map((s) => s.trim())) {
      const key = `${context}${name}`;
      const declarations = rules.get(key) ?? {};
      for (const line of body.split(';')) {
        const colon = line.indexOf(':');
        if (colon > 0) declarations[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
      }
      rules.set(key, declarations);
    }
  };
  for (const [, at, inner, selector, body] of text.matchAll(blocks)) {
    if (at && inner !== undefined) {
      for (const [, s, b] of inner.matchAll(/([^{}]+)\{([^}]*)\}/g))
        add(`${at.trim()} `, s ?? '', b ?? '');
    } else if (selector && body !== undefined) add('', selector, body);
  }
  return rules;
}

const skeleton = rulesOf(sheet('./skeletons.module.css'));
const listings = rulesOf(sheet('../pages/listings-page.module.css'));
const detail = rulesOf(sheet('../pages/listing-detail-page.module.css'));
const PHONE = '@media (max-width: 767.98px) ';
const WIDE = '@container (min-width: 560px) ';

/** The declarations of `rule` in `sheet` named in `properties`. */
const pick = (sheet: typeof skeleton, rule: string, properties: string[]) =>
  Object.fromEntries(properties.map((p) => [p, sheet.get(rule)?.[p]]));

describe("the listings page's skeleton has the page's boxes", () => {
  it.each([
    [
      '.page',
      '.page',
      ['display', 'flex-direction', 'gap', 'width', 'max-width', 'margin', 'padding'],
    ],
    ['.heading', '.heading', ['display', 'flex-wrap', 'align-items', 'justify-content', 'gap']],
    ['.title', '.title', ['flex', 'margin', 'font-size', 'line-height']],
    ['.columns', '.columns', ['display', 'grid-template-columns', 'align-items', 'gap']],
    ['.results', '.results', ['min-width']],
    ['.grid', '.skeletons', ['display', 'grid-template-columns', 'gap']],
    ['.map', '.mapColumn', ['position', 'top', 'height', 'min-height']],
    [`${WIDE}.grid`, `${WIDE}.skeletons`, ['grid-template-columns']],
    [`${PHONE}.page`, `${PHONE}.page`, ['padding']],
    [`${PHONE}.title`, `${PHONE}.title`, ['flex-basis', 'font-size']],
  ])('%s is the page’s %s', (own, page, properties) => {
    const expected = pick(listings, page, properties);
    expect(Object.values(expected)).not.toContain(undefined);
    expect(pick(skeleton, own, properties)).toEqual(expected);
  });
});

describe("a listing's skeleton has the page's boxes on a wide screen", () => {
  it.each([
    ['.detailPage', '.page', ['width', 'max-width', 'margin', 'padding']],
    ['.detailLayout', '.layout', ['grid-template-columns', 'gap']],
  ])('%s is the page’s %s', (own, page, properties) => {
    const expected = pick(detail, page, properties);
    expect(Object.values(expected)).not.toContain(undefined);
    expect(pick(skeleton, own, properties)).toEqual(expected);
  });
});
