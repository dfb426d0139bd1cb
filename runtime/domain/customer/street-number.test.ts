import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, type CountryCode } from '../../../generated/index.ts';
import { isValidStreetNumber, streetNumberHasDigit } from './street-number.ts';

// spec/3 §5 Street number: the check is disabled in CZ, PL and RO.
const UNCHECKED: CountryCode[] = ['cz', 'pl', 'ro'];
const CHECKED = COUNTRY_CODES.filter((country) => !UNCHECKED.includes(country));

describe('streetNumberHasDigit (spec/3 §5 Street number)', () => {
  it.each([
    ['12', true],
    ['12a', true],
    ['a/3', true],
    ['bb', false],
    ['', false],
    ['s/n', false],
  ])('%j → %s', (value, expected) => {
    expect(streetNumberHasDigit(value)).toBe(expected);
  });
});

describe('isValidStreetNumber (spec/3 §5 Street number, per country)', () => {
  it.each(CHECKED)('%s: must contain a digit', (country) => {
    expect(isValidStreetNumber(country, '12b')).toBe(true);
    expect(isValidStreetNumber(country, 'b')).toBe(false);
  });

  it.each(UNCHECKED)('%s: the check is disabled', (country) => {
    expect(isValidStreetNumber(country, 'b')).toBe(true);
    expect(isValidStreetNumber(country, '12b')).toBe(true);
  });
});
