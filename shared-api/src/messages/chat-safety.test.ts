import { describe, expect, it } from 'vitest';
import { CHAT_SAFETY_RULES, safetyConcerns } from './chat-safety';

const ids = (text: string) => safetyConcerns(text).map((r) => r.id);

describe('chat safety rules', () => {
  it.each([
    ['Please send the deposit through Zelle and I will mail you the keys', 'pay-outside'],
    ['Venmo me $500 to hold it', 'pay-outside'],
    ['I can take a wire transfer or Western Union', 'pay-outside'],
    ['You can pay with Amazon gift cards', 'gift-cards'],
    ['I only accept Bitcoin for the first month', 'crypto'],
    [
      'I will mail you a cashier’s check for more than the rent, send back the difference',
      'overpayment',
    ],
    ['Pay the deposit before the viewing so nobody else takes it', 'pay-before-viewing'],
    ['Send the first month to reserve it, I am out of the country', 'pay-before-viewing'],
    ['Photos here: https://photos.example/abc', 'link'],
    ['Look at www.cheap-rooms-madison.com for more', 'link'],
  ])('catches %j (%s)', (text, rule) => {
    expect(ids(text)).toContain(rule);
  });

  it.each([
    'Hi! Is the room still available for the fall?',
    'Can I see it on Saturday at 2pm?',
    'The rent includes utilities. Parking is $50 extra per month.',
    'We split utilities each month, usually around $40.',
    'I will check with my roommates and get back to you.',
    'Sure, the deposit is due when we sign the sublease.',
  ])('leaves %j alone', (text) => {
    expect(ids(text)).toEqual([]);
  });

  it('reads through odd Unicode (full-width letters, zero-width spaces) without throwing', () => {
    expect(ids('Ｐａｙ with ＺＥＬＬＥ please')).toContain('pay-outside');
    expect(() => safetyConcerns('\u200b\u{1F600}\uD800 bitcoin \u0000')).not.toThrow();
    expect(ids('\u{1F600} bitcoin only')).toContain('crypto');
  });

  it('handles a 20,000-character message and returns (bounded patterns)', () => {
    const long = `${'pay '.repeat(2_500)}${'x'.repeat(10_000)} zelle`;
    expect(() => safetyConcerns(long)).not.toThrow();
    expect(safetyConcerns('a'.repeat(20_000))).toEqual([]);
  });

  it('names what each rule catches, for the note', () => {
    for (const rule of CHAT_SAFETY_RULES) expect(rule.says).toMatch(/^[a-z]/);
  });
});
