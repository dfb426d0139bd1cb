import { describe, expect, it } from 'vitest';
import { removeDiscountCode, removeDiscountCodeAction } from './remove-discount-code.ts';

const codes = [
  { id: 'd1', code: 'SPRING10', state: 'MatchesCart' },
  { id: 'd2', code: 'FREESHIP', state: 'DoesNotMatchCart' },
];

describe('removing a coupon code (spec/2 §4 Updates)', () => {
  it.each([['SPRING10'], ['  SPRING10 ']])('removes a known code %j', (code) => {
    expect(removeDiscountCode(codes, code)).toEqual([codes[1]]);
    expect(removeDiscountCodeAction(codes, code)).toEqual({
      action: 'removeDiscountCode',
      discountCode: { typeId: 'discount-code', id: 'd1' },
    });
  });

  it.each([['UNKNOWN'], ['spring10'], ['']])('changes nothing for an unknown code %j', (code) => {
    expect(removeDiscountCode(codes, code)).toBe(codes);
    expect(removeDiscountCodeAction(codes, code)).toBeNull();
  });

  it('changes nothing on a cart without codes', () => {
    const none: typeof codes = [];
    expect(removeDiscountCode(none, 'SPRING10')).toBe(none);
  });
});
