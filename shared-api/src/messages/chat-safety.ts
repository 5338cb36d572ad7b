/**
 * Messages that show their *reader* a calm safety note: asking to pay outside the site or before a
 * viewing, or carrying a link elsewhere. The rules are data: each a name, what it catches (with
 * examples in chat-safety.test.ts) and bounded patterns. Nothing is blocked for the sender.
 *
 * Every pattern is linear on any input: no nested quantifiers, and the gaps between words are
 * bounded (`[^.!?\n]{0,80}`), so a 20,000-character message or odd Unicode is checked quickly and
 * never throws. Only the first `CHECKED_CHARS` characters are looked at (a message is at most
 * 2,000 on the server; the bound keeps this safe wherever it is called).
 */
export interface SafetyRule {
  id: string;
  /** What the note says this message does (follows 'This message …'). */
  says: string;
  patterns: RegExp[];
}

const GAP = '[^.!?\\n]{0,80}';
const word = (alternatives: string) => `\\b(?:${alternatives})\\b`;
const near = (a: string, b: string) => new RegExp(`${word(a)}${GAP}${word(b)}`, 'iu');

const PAY = 'pay|paid|send|sent|transfer|deposit|wire|money';
const P2P = 'zelle|venmo|cash ?app|paypal|apple ?cash|western union|moneygram';
const VIEWING =
  'view(?:ing)?|see(?:ing)? (?:it|the (?:place|room|apartment|unit))|tour|visit|showing|move in';

export const CHAT_SAFETY_RULES: SafetyRule[] = [
  {
    id: 'pay-outside',
    says: 'asks for money outside the site',
    patterns: [
      near(PAY, P2P),
      near(P2P, `${PAY}|me|rent|first month|to hold|to reserve`),
      new RegExp(word('wire transfer|wire the|bank transfer|western union|moneygram'), 'iu'),
    ],
  },
  {
    id: 'gift-cards',
    says: 'asks for gift cards',
    patterns: [
      new RegExp(
        word('gift ?cards?|(?:itunes|apple|steam|google play|amazon|visa) (?:gift )?cards?'),
        'iu',
      ),
    ],
  },
  {
    id: 'crypto',
    says: 'asks for cryptocurrency',
    patterns: [
      new RegExp(word('bitcoin|btc|crypto(?:currency)?|usdt|tether|ethereum|eth wallet'), 'iu'),
    ],
  },
  {
    id: 'overpayment',
    says: 'offers a cheque for more than the rent',
    patterns: [
      near(
        'cheque|check|money order|cashier.?s check',
        'more than|extra|over ?pa(?:y|id)|refund|difference|send (?:back|the rest)',
      ),
    ],
  },
  {
    id: 'pay-before-viewing',
    says: 'asks for money before a viewing',
    patterns: [
      near(PAY, `(?:before|without) (?:you |we )?(?:the |a |any )?(?:${VIEWING})`),
      near('deposit|first month', 'to hold|to reserve|to secure'),
    ],
  },
  {
    id: 'link',
    says: 'has a link to another site',
    patterns: [
      /\bhttps?:\/\/\S/iu,
      /\bwww\.[a-z0-9-]+\.[a-z]/iu,
      /\b[a-z0-9-]+\.(?:com|net|org|io|co|me|ly|xyz|info)\/\S/iu,
    ],
  },
];

export const CHECKED_CHARS = 5_000;

/** The rules a message's text trips, in rule order (empty for most messages). */
export function safetyConcerns(
  text: string,
  rules: SafetyRule[] = CHAT_SAFETY_RULES,
): SafetyRule[] {
  const checked = text.slice(0, CHECKED_CHARS).normalize('NFKC');
  return rules.filter((rule) => rule.patterns.some((p) => p.test(checked)));
}

/** The note's advice, the same for every rule. */
export const CHAT_SAFETY_ADVICE =
  'See the place in person, never pay a deposit before you have signed a sublease, and report anything that feels off.';
