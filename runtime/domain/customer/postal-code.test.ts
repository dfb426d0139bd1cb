import { describe, expect, it } from 'vitest';
import { isValidPostalCode, matchesPostalCodeFormat, type PostalCodeFormat } from './postal-code.ts';
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from '../../../generated/index.ts';

// spec/3 §5 Postal code table, row by row: codes that pass and codes that fail.
const rows: Array<[string, CountryCode[], string[], string[]]> = [
  ['four digits, first 1-9', ['at', 'be', 'hu'], ['1010', '9999'], ['0123', '101', '10100', '1O10']],
  ['four digits', ['bg', 'ch', 'dk', 'no', 'si'], ['1000', '0150'], ['100', '10000', 'abcd']],
  [
    'five digits, optional space after three',
    ['cz', 'sk', 'se', 'gr'],
    ['110 00', '11000'],
    ['1100', '11 000', '110  00'],
  ],
  ['five digits', ['de', 'es', 'fi', 'fr', 'hr', 'it', 'lt'], ['10115', '00100'], ['1011', '101155', '10 115']],
  [
    'four digits (first 1-9) plus two letters, optional space',
    ['nl'],
    ['1012 AB', '1012AB', '1012 ab'],
    ['0123 AB', '1012 A', '1012 A1'],
  ],
  ['2 digits, dash, 3 digits', ['pl'], ['00-001'], ['00001', '00-0001']],
  ['4 digits, dash, 3 digits', ['pt'], ['1100-148'], ['1100148', '110-148']],
  ['six digits', ['ro'], ['010011'], ['01001', '0100111']],
  ['UK postcode', ['gb'], ['SW1A 1AA', 'M1 1AE', 'ec1a1bb', 'GIR 0AA'], ['12345', 'SW1A', 'SW1A 1A']],
  ['Eircode', ['ie'], ['D02 X285', 'A65F4E2', 'D6W 1234'], ['12345', 'B02 X285', 'D02 X28']],
];

describe('isValidPostalCode (spec/3 §5 Postal code)', () => {
  describe.each(rows)('%s', (_format, countries, valid, invalid) => {
    it.each(countries)('%s accepts the valid codes and rejects the others', (country) => {
      for (const code of valid) expect(isValidPostalCode(country, code), code).toBe(true);
      for (const code of invalid) expect(isValidPostalCode(country, code), code).toBe(false);
    });
  });

  it('passes any code where the country defines no format', () => {
    expect(matchesPostalCodeFormat({}, 'anything 123')).toBe(true);
    expect(matchesPostalCodeFormat({ pattern: '^\\d{4}$' }, '123')).toBe(false);
  });

  it('ignores white space around the code', () => {
    expect(isValidPostalCode('de', ' 10115 ')).toBe(true);
  });

  it('takes each country’s example, the field’s placeholder (spec/3 §5), as valid', () => {
    const examples = COUNTRY_CODES.flatMap((country) => {
      const example = (COUNTRIES[country].address.postalCode as PostalCodeFormat).example;
      return example === undefined ? [] : [[country, example] as const];
    });
    expect(examples).toContainEqual(['pl', '00-001']);
    for (const [country, example] of examples) expect(isValidPostalCode(country, example), country).toBe(true);
  });
});
