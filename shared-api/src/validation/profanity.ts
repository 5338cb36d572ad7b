import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';

// Built once: compiling the English dataset costs a few milliseconds and the preview masks on every
// keystroke.
let matcher: RegExpMatcher | null = null;
function getMatcher() {
  matcher ??= new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
  return matcher;
}

// Obscenity reports the matched phrase ("fuck" in "fucking"); the spec masks matched *words*, so a
// match grows to the whole run of word characters around it. `$` and `@` count as word characters
// because leetspeak spellings ("a$$") use them.
const WORD_CHAR = /[\p{L}\p{M}\p{N}_$@]/u;

function wordBounds(text: string, start: number, endInclusive: number): [number, number] {
  let from = start;
  let to = endInclusive + 1;
  while (from > 0 && WORD_CHAR.test(text[from - 1] ?? '')) from -= 1;
  while (to < text.length && WORD_CHAR.test(text[to] ?? '')) to += 1;
  return [from, to];
}

/**
 * Replaces every word that contains a profanity (English dataset of the `obscenity` library, with its
 * look-alike and leetspeak transformers) by asterisks, one per character, so the text keeps its
 * length and shape. Used by the live preview and on the title and description sent to the server.
 */
export function maskProfanity(text: string): string {
  if (!text) return text;
  const matches = getMatcher().getAllMatches(text, true);
  if (matches.length === 0) return text;
  const masked = new Array<boolean>(text.length).fill(false);
  for (const m of matches) {
    const [from, to] = wordBounds(text, m.startIndex, m.endIndex);
    masked.fill(true, from, to);
  }
  let out = '';
  let i = 0;
  // Iterate by code point so an astral character (e.g. a styled letter) becomes one asterisk.
  for (const ch of text) {
    out += masked[i] ? '*' : ch;
    i += ch.length;
  }
  return out;
}

/** True when the text contains at least one word that `maskProfanity` would hide. */
export const containsProfanity = (text: string) => Boolean(text) && getMatcher().hasMatch(text);
