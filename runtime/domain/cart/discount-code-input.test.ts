import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeDiscountCodes,
  discountCodeOfInput,
  discountCodeRefusalReason,
  DISCOUNT_CODE_REFUSAL_REASONS,
} from './discount-code-input.ts';

describe('discount code input (bad input: malformed coupon codes)', () => {
  it.each([
    ['WELCOME10', 'WELCOME10'],
    ['  WELCOME10 ', 'WELCOME10'],
    ['a_b-C9', 'a_b-C9'],
    ['X'.repeat(50), 'X'.repeat(50)],
  ])('%j is sent as %j', (input, code) => {
    expect(discountCodeOfInput(input)).toBe(code);
  });

  it.each(['', '   ', 'X'.repeat(51), 'WEL COME', 'CODE!', 'ÄPFEL', '<script>', 'a;b', '10%'])(
    '%j is refused before it is sent',
    (input) => {
      expect(discountCodeOfInput(input)).toBeNull();
    },
  );

  it('accepts exactly the strings of 1–50 letters, digits, _ and - (with spaces around)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const code = discountCodeOfInput(text);
        const trimmed = text.trim();
        const wellFormed = trimmed.length >= 1 && trimmed.length <= 50 && /^[A-Za-z0-9_-]+$/.test(trimmed);
        expect(code).toBe(wellFormed ? trimmed : null);
      }),
    );
  });

  it('knows the refusal reasons the shop names, and nothing else', () => {
    for (const reason of DISCOUNT_CODE_REFUSAL_REASONS) expect(discountCodeRefusalReason(reason)).toBe(reason);
    expect(discountCodeRefusalReason(undefined)).toBeNull();
    expect(discountCodeRefusalReason('toString')).toBeNull();
  });

  it('names the codes that take effect on the cart, in the order applied', () => {
    const code = (text: string, state: string) => ({ discountCode: { code: text }, state });
    expect(activeDiscountCodes([code('A', 'MatchesCart'), code('B', 'NotValid'), code('C', 'MatchesCart')])).toBe(
      'A, C',
    );
    expect(activeDiscountCodes([])).toBe('');
  });
});
