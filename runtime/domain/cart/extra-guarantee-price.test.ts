import { describe, expect, it } from 'vitest';
import { money } from '../money/money.ts';
import { extraGuaranteePrice } from './extra-guarantee-price.ts';

describe('extra guarantee price (spec/2 §5: product price times the rate percent)', () => {
  it.each([
    // price in cents, currency, rate percent, guarantee price in cents
    [100_000, 'EUR', 10, 10_000],
    [19_999, 'EUR', 10, 2_000], // 1999.9 → 2000
    [19_994, 'EUR', 10, 1_999], // 1999.4 → 1999
    [19_995, 'EUR', 10, 2_000], // exactly half: away from zero
    [10_001, 'EUR', 12.5, 1_250], // 1250.125 → 1250
    [10_004, 'EUR', 12.5, 1_251], // 1250.5 → 1251
    [5_990_000, 'HUF', 7, 419_300],
    [12_345, 'CZK', 0, 0],
    [0, 'EUR', 10, 0],
    [999, 'EUR', 100, 999],
    [101, 'EUR', 0.01, 0], // 0.0101 → 0
    [5_000, 'EUR', 0.01, 1], // 0.5 → 1
    [-19_995, 'EUR', 10, -2_000], // a negative amount rounds away from zero too
    [-1, 'EUR', 10, 0], // −0.1 → 0, not −0
  ] as const)('%i %s at %s %% → %i', (cents, currency, rate, expected) => {
    const price = extraGuaranteePrice(money(cents, currency), rate);
    expect(price).toEqual(money(expected, currency));
    expect(Object.is(price.centAmount, -0)).toBe(false);
  });

  it('keeps the currency and fraction digits of the product price', () => {
    expect(extraGuaranteePrice({ centAmount: 1000, currencyCode: 'HUF', fractionDigits: 0 }, 10)).toEqual({
      centAmount: 100,
      currencyCode: 'HUF',
      fractionDigits: 0,
    });
  });

  it('keeps the rate’s decimals, rounding only the amount (money-math percentOfMoney)', () => {
    expect(extraGuaranteePrice(money(1_000_000, 'EUR'), 12.3456)).toEqual(money(123_456, 'EUR'));
  });

  it.each([[-1], [Number.NaN], [Number.POSITIVE_INFINITY]])('refuses the rate %s', (rate) => {
    expect(() => extraGuaranteePrice(money(100, 'EUR'), rate)).toThrow(RangeError);
    expect(() => extraGuaranteePrice(money(100, 'EUR'), rate)).toThrow(
      /relative price rate must be a percent of 0 or more/,
    );
  });
});
