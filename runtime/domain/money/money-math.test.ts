import { describe, expect, it } from 'vitest';
import { money, type Money } from './money.ts';
import {
  CurrencyMismatchError,
  addMoney,
  assertSameCurrency,
  multiplyMoney,
  percentInMillionths,
  percentOfMoney,
  scaleMoney,
  subtractMoney,
  sumMoney,
  toMajorUnits,
} from './money-math.ts';

const eur = (centAmount: number): Money => money(centAmount, 'EUR');
const milli = (centAmount: number): Money => ({ centAmount, currencyCode: 'EUR', fractionDigits: 3 });

describe('addMoney and subtractMoney (CONVENTIONS §4: integer minor units, one currency)', () => {
  it('adds and subtracts the minor units', () => {
    expect(addMoney(eur(195), eur(5900))).toEqual(eur(6095));
    expect(subtractMoney(eur(195), eur(5900))).toEqual(eur(-5705));
  });

  it.each([
    ['another currency', money(195, 'CZK')],
    ['another minor-unit scale', milli(195)],
  ])('refuses an amount in %s', (_case, other) => {
    expect(() => addMoney(eur(195), other)).toThrow(CurrencyMismatchError);
    expect(() => subtractMoney(eur(195), other)).toThrow(CurrencyMismatchError);
    expect(() => assertSameCurrency(eur(1), other)).toThrow(/^Cannot combine EUR \(2 fraction digits\) with/);
  });

  it('names the error', () => {
    expect(new CurrencyMismatchError(eur(1), money(1, 'CZK')).name).toBe('CurrencyMismatchError');
  });

  it('refuses a result past the exact integer range', () => {
    expect(() => addMoney(eur(Number.MAX_SAFE_INTEGER), eur(1))).toThrow(RangeError);
  });
});

describe('multiplyMoney (CONVENTIONS §4: price × quantity on integers)', () => {
  it('multiplies by a whole quantity', () => {
    expect(multiplyMoney(eur(195), 3)).toEqual(eur(585));
    expect(multiplyMoney(eur(99999), 1000)).toEqual(eur(99999000));
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses the quantity %s', (quantity) => {
    expect(() => multiplyMoney(eur(195), quantity)).toThrow('Quantity must be a whole number');
  });

  it('refuses a result past the exact integer range', () => {
    expect(() => multiplyMoney(eur(Number.MAX_SAFE_INTEGER), 2)).toThrow('exact integer range');
  });
});

describe('sumMoney (CONVENTIONS §4)', () => {
  it('is zero of the currency for no amounts', () => {
    expect(sumMoney([], 'HUF')).toEqual(money(0, 'HUF'));
  });

  it('adds every amount', () => {
    expect(sumMoney([eur(195), eur(995), eur(5900)], 'EUR')).toEqual(eur(7090));
  });

  it('refuses an amount in another currency', () => {
    expect(() => sumMoney([eur(195), money(4600, 'CZK')], 'EUR')).toThrow(CurrencyMismatchError);
    expect(() => sumMoney([eur(195)], 'CZK')).toThrow(CurrencyMismatchError);
  });
});

describe('scaleMoney (documented rounding: half away from zero)', () => {
  it.each([
    [5, 1, 10, 1],
    [4, 1, 10, 0],
    [15, 1, 10, 2],
    [25, 1, 10, 3],
    [-5, 1, 10, -1],
    [-4, 1, 10, 0],
    [-25, 1, 10, -3],
    [5, -1, 10, -1],
    [1000, 3, 4, 750],
  ])('%i × %i / %i = %i', (centAmount, numerator, denominator, expected) => {
    expect(scaleMoney(eur(centAmount), numerator, denominator)).toEqual(eur(expected));
  });

  it('keeps exact half-cents on huge amounts, where floats would not', () => {
    // 2^53 − 1 is odd, so half of it is exactly x.5 and rounds up.
    expect(scaleMoney(eur(Number.MAX_SAFE_INTEGER), 1, 2).centAmount).toBe(4503599627370496);
  });

  it.each([
    ['a fractional numerator', 1.5, 10],
    ['a fractional denominator', 1, 2.5],
    ['a zero denominator', 1, 0],
    ['a negative denominator', 1, -10],
  ])('refuses %s', (_case, numerator, denominator) => {
    expect(() => scaleMoney(eur(100), numerator, denominator)).toThrow('Scale must be a whole ratio');
  });

  it('refuses a result past the exact integer range', () => {
    expect(() => scaleMoney(eur(Number.MAX_SAFE_INTEGER), 3, 1)).toThrow(RangeError);
  });
});

describe('percentInMillionths (one rounding for every percentage: a millionth of a percent)', () => {
  it.each([
    [25.5, 25_500_000],
    [0.255 * 100, 25_500_000], // 25.500000000000004 in floats
    [0.07 * 100, 7_000_000], // 7.000000000000001 in floats
    [8.1, 8_100_000],
    [12.3456789, 12_345_679],
    [0, 0],
    [-19, -19_000_000],
  ])('%d %% is %i millionths', (percent, millionths) => {
    expect(percentInMillionths(percent)).toBe(millionths);
  });

  it('leaves NaN for the caller to refuse', () => {
    expect(percentInMillionths(Number.NaN)).toBeNaN();
  });
});

describe('percentOfMoney (spec/2 §5 percentages; rounding half away from zero)', () => {
  it.each([
    [10000, 25.5, 2550],
    [195, 8.1, 16], // 15.795 cents
    [10, 5, 1], // 0.5 cent rounds up
    [9, 5, 0], // 0.45 cent rounds down
    [-10, 5, -1],
    [59900, 15, 8985],
    [10000, 0.255 * 100, 2550], // float noise in the percent does not move the result
  ])('%i cents at %d %% is %i cents', (centAmount, percent, expected) => {
    expect(percentOfMoney(eur(centAmount), percent)).toEqual(eur(expected));
  });

  it('refuses a percent that is not a number', () => {
    expect(() => percentOfMoney(eur(100), Number.NaN)).toThrow(RangeError);
  });
});

describe('toMajorUnits (spec/1 §9.3: cents divided by 100 for display)', () => {
  it.each([
    [eur(195), 1.95],
    [eur(99999), 999.99],
    [milli(1955), 1.955],
    [{ centAmount: 730, currencyCode: 'HUF', fractionDigits: 0 } as Money, 730],
  ])('%o is %d', (value, expected) => {
    expect(toMajorUnits(value)).toBe(expected);
  });
});
