import { describe, expect, it } from 'vitest';
import { startUpPreloads } from './create-prerender-config.mjs';

// The painted pages' links to the shell's start-up files (preloads once the page has painted): low
// priority, and in the request mode of the tags that use them (same origin: no crossorigin), so the
// download is not made twice.
describe('startUpPreloads', () => {
  it('names scripts as scripts and style sheets as styles, at low priority', () => {
    expect(startUpPreloads(['main.0123456789.js', '866.0123456789.css'])).toBe(
      '<link data-after-paint as=script fetchpriority=low href=/main.0123456789.js>' +
        '<link data-after-paint as=style fetchpriority=low href=/866.0123456789.css>',
    );
  });
});
