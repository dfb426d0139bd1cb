import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, type CountryCode } from '../../../generated/index.ts';
import { vatPercentage, vatPercentageOfRate } from './vat-percentage.ts';

// The standard rates in force in 2026 (payment.schema.json standardVatRate).
const RATES: Record<CountryCode, number> = {
  at: 20,
  be: 21,
  bg: 20,
  ch: 8.1,
  cz: 21,
  de: 19,
  dk: 25,
  es: 21,
  fi: 25.5,
  fr: 20,
  gb: 20,
  gr: 24,
  hr: 25,
  hu: 27,
  ie: 23,
  it: 22,
  lt: 21,
  nl: 21,
  no: 25,
  pl: 23,
  pt: 23,
  ro: 21,
  se: 25,
  si: 22,
  sk: 23,
};

describe('vatPercentage (spec/2 §5 VAT on cart: tax rate × 100, per country)', () => {
  it.each(COUNTRY_CODES)('%s', (country) => {
    expect(vatPercentage(country)).toBe(RATES[country]);
  });

  it.each([
    [0.255, 25.5],
    [0.081, 8.1],
    [0.07, 7], // 0.07 * 100 is 7.000000000000001 in floats
    [0.19, 19],
    [0, 0],
  ])('rate %d is %d %%, without float noise', (rate, percentage) => {
    expect(vatPercentageOfRate(rate)).toBe(percentage);
  });
});
