import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES } from '../../../generated/index.ts';
import { money } from '../money/money.ts';
import { stockLevel } from './low-stock.ts';

/** spec/2 §9 Low-stock boundaries (high/low), in minor units. */
const SPEC_BOUNDARIES = {
  EUR: [100000, 25000],
  GBP: [87000, 21750],
  DKK: [745000, 186250],
  SEK: [1120000, 280000],
  NOK: [1170000, 292500],
  CHF: [98000, 24500],
  CZK: [2360000, 590000],
  PLN: [455000, 113750],
  HUF: [37500000, 9375000],
  RON: [494000, 123500],
  BGN: [195000, 48750],
} as const;

describe('low-stock boundaries (spec/2 §9 Low-stock boundaries)', () => {
  it.each(COUNTRY_CODES)('%s has its currency’s boundaries', (country) => {
    const currency = COUNTRIES[country].currency;
    const [high, low] = SPEC_BOUNDARIES[currency as keyof typeof SPEC_BOUNDARIES];
    expect(stockLevel(country, money(low, currency))).toBe('low');
    expect(stockLevel(country, money(low + 1, currency))).toBe('medium');
    expect(stockLevel(country, money(high, currency))).toBe('medium');
    expect(stockLevel(country, money(high + 1, currency))).toBe('high');
  });
});

describe('stock level (spec/2 §9; the bands are this module’s reading)', () => {
  it.each([
    [0, 'low'],
    [24_999, 'low'],
    [25_000, 'low'],
    [25_001, 'medium'],
    [100_000, 'medium'],
    [100_001, 'high'],
  ] as const)('EUR %i in SK → %s', (cents, level) => {
    expect(stockLevel('sk', money(cents, 'EUR'))).toBe(level);
  });

  it.each([
    [9_375_000, 'low'],
    [9_375_001, 'medium'],
    [37_500_001, 'high'],
  ] as const)('HUF %i in HU → %s', (cents, level) => {
    expect(stockLevel('hu', money(cents, 'HUF'))).toBe(level);
  });

  it('refuses an amount in another currency', () => {
    expect(() => stockLevel('hu', money(100, 'EUR'))).toThrow(
      "The amount is in EUR, but hu's low-stock boundaries are in HUF.",
    );
  });
});
