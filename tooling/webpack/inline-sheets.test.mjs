import { describe, expect, it } from 'vitest';
import { compactCss, topLevelRules, withStartUpSheets } from './create-prerender-config.mjs';

// The painted pages carry the shell's start-up style sheets inline, so that the app does not
// download them again before its first render (mini-css-extract-plugin takes a <style data-href>
// for the sheet itself).
describe('topLevelRules', () => {
  it('keeps an at-rule with its block, and statements, whole', () => {
    const css = compactCss(
      '@charset "UTF-8";\n.a { color: red; }\n@media (min-width: 768px) {\n  .b { color: blue; }\n}\n',
    );
    expect(topLevelRules(css)).toEqual([
      '@charset "UTF-8";',
      '.a { color: red; }',
      '@media (min-width: 768px) {\n.b { color: blue; }\n}',
    ]);
  });
});

describe('withStartUpSheets', () => {
  const files = {
    'a.css': '/* tokens */\n:root {\n  --x: 1px;\n}\n.a {\n  color: red;\n}\n',
    'b.css': '.b {\n  color: blue;\n}\n@media (max-width: 767px) {\n  .b { color: green; }\n}\n',
  };
  const read = (/** @type {string} */ file) => files[/** @type {keyof typeof files} */ (file)];

  it('adds only the rules the page lacks, and names every start-up sheet as in the page', () => {
    const inline = compactCss(
      ':root {\n--x: 1px;\n}\n.a {\ncolor: red;\n}\n.page {\nmargin: 0;\n}',
    );
    const { css, sheets } = withStartUpSheets(inline, ['main.js', 'a.css', 'b.css'], read);
    expect(sheets).toEqual(['a.css', 'b.css']);
    expect(css.startsWith(inline)).toBe(true);
    expect(topLevelRules(css)).toEqual([
      ':root {\n--x: 1px;\n}',
      '.a {\ncolor: red;\n}',
      '.page {\nmargin: 0;\n}',
      '.b {\ncolor: blue;\n}',
      '@media (max-width: 767px) {\n.b { color: green; }\n}',
    ]);
  });

  it('leaves the page as it is when the start-up has no style sheet', () => {
    expect(withStartUpSheets('.a {\ncolor: red;\n}', ['main.js'], read)).toEqual({
      css: '.a {\ncolor: red;\n}',
      sheets: [],
    });
  });
});
