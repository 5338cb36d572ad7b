import { describe, expect, it } from 'vitest';
import { containsProfanity, maskProfanity } from './profanity';

describe('maskProfanity', () => {
  it('replaces matched words by asterisks of the same length', () => {
    expect(maskProfanity('This place is shit')).toBe('This place is ****');
    expect(maskProfanity('fucking great view')).toBe('******* great view');
  });

  it('catches look-alike spellings from the English dataset', () => {
    expect(maskProfanity('what a b1tch of a commute')).toBe('what a ***** of a commute');
  });

  it('leaves clean text, and innocent words containing a bad substring, untouched', () => {
    const clean = 'Grapes, bananas so yeah, and the pen is mightier. Scunthorpe!';
    expect(maskProfanity(clean)).toBe(clean);
    expect(containsProfanity(clean)).toBe(false);
  });

  it('keeps the text length', () => {
    const text = 'Damn good shit, honestly';
    expect(maskProfanity(text)).toHaveLength(text.length);
  });
});
