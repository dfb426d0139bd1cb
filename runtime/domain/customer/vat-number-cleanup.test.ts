import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from '../../../generated/index.ts';
import { cleanVatNumber, vatNumberCleanup, type VatNumberFormat } from './vat-number-cleanup.ts';

describe('cleanVatNumber (spec/3 §5 VAT number: prefix removed, then the clean-up)', () => {
  it.each(COUNTRY_CODES)('%s: the prefix typed before the placeholder number is removed, in any case', (country) => {
    const { prefix, placeholder } = COUNTRIES[country].address.vat;
    expect(cleanVatNumber(country, `${prefix}${placeholder}`)).toBe(placeholder);
    expect(cleanVatNumber(country, `  ${prefix.toLowerCase()} ${placeholder}`)).toBe(placeholder);
    expect(cleanVatNumber(country, placeholder)).toBe(placeholder);
  });

  it.each<[CountryCode, string, string]>([
    // GR uses EL, CH uses CHE (spec/3 §5).
    ['gr', 'EL 123 456 789', '123456789'],
    ['gr', 'el123456789', '123456789'],
    ['ch', 'CHE-123.456.789', '123456789'],
    ['ch', ' che-123.456.789 MWST', '123456789'],
    // HU keeps only the first 8 characters (spec/3 §5).
    ['hu', 'HU12345678-1-42', '12345678'],
    ['hu', '1234 5678 9', '12345678'],
    // Digits and letters, upper-cased.
    ['at', 'atu 1234-5678', 'U12345678'],
    ['es', 'es b-1234567-8', 'B12345678'],
    ['nl', 'NL 1234.56.789.b01', '123456789B01'],
    // Digits only.
    ['be', 'BE 0123.456.789', '0123456789'],
    ['de', '123 456 789', '123456789'],
  ])('%s: %j becomes %j', (country, input, expected) => {
    expect(cleanVatNumber(country, input)).toBe(expected);
  });

  it('removes the prefix only at the start, and only once', () => {
    expect(cleanVatNumber('at', 'XATU123')).toBe('XATU123');
    expect(cleanVatNumber('at', 'ATATU1')).toBe('ATU1');
  });
});

describe('vatNumberCleanup (spec/3 §5 VAT number: the three clean-up rules, used by a country or not)', () => {
  it.each<[VatNumberFormat, string, string]>([
    [{ prefix: 'XX', cleanup: 'digits' }, ' xx 12-ab 3', '123'],
    [{ prefix: 'XX', cleanup: 'alphanumeric' }, 'xx ab-12 cd', 'AB12CD'],
    [{ prefix: 'XX', cleanup: 'alphanumeric' }, 'äb1', 'B1'],
    // White space removed only: no upper-casing, punctuation stays.
    [{ prefix: 'XX', cleanup: 'whitespace' }, 'xx Ab-1 2\t3', 'Ab-123'],
    [{ prefix: 'XX', cleanup: 'digits', maxLength: 3 }, 'XX12345', '123'],
    // No prefix: nothing is removed before the clean-up.
    [{ prefix: '', cleanup: 'alphanumeric' }, ' ab1', 'AB1'],
  ])('%j: %j becomes %j', (format, input, expected) => {
    expect(vatNumberCleanup(format)(input)).toBe(expected);
  });
});
