import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES } from '../../../generated/index.ts';
import { PHONE_MIN_DIGITS, isValidPhoneNumber } from './phone-number.ts';

describe('isValidPhoneNumber (spec/3 §5 Phone number; §9 minimum 8 digits)', () => {
  it('needs at least 8 digits', () => {
    expect(PHONE_MIN_DIGITS).toBe(8);
  });

  it.each([
    ['12345678', 'exactly 8 digits'],
    ['+12345678', 'a plus, then 8 digits'],
    ['+421 905 123 456', 'single spaces between groups'],
    ['1 2 3 4 5 6 7 8', 'a space after every digit'],
    ['12345678 ', 'a space after the last digit'],
    ['004917012345678', 'many digits'],
  ])('accepts %j (%s)', (phone) => {
    expect(isValidPhoneNumber(phone)).toBe(true);
  });

  it.each([
    ['1234567', '7 digits'],
    ['+1234567', 'a plus and 7 digits'],
    ['1 2 3 4 5 6 7', '7 digits with spaces'],
    ['1234  5678', 'two spaces in a row'],
    [' 12345678', 'a space before the first digit'],
    ['+ 12345678', 'a space after the plus'],
    ['++12345678', 'two pluses'],
    ['1234+5678', 'a plus inside'],
    ['1234-5678', 'a dash'],
    ['(0)12345678', 'brackets'],
    ['12345678a', 'a letter'],
    ['', 'nothing'],
  ])('rejects %j (%s)', (phone) => {
    expect(isValidPhoneNumber(phone)).toBe(false);
  });

  it.each(COUNTRY_CODES)('%s: the configured customer-care phone passes', (country) => {
    expect(isValidPhoneNumber(COUNTRIES[country].contact.phone)).toBe(true);
  });
});
