import { COUNTRIES, type CountryCode } from '../../../generated/index.ts';

/** A country's postal-code format as its config gives it (spec/3 §5). */
export interface PostalCodeFormat {
  pattern?: string;
  example?: string;
}

const compiled = new Map<string, RegExp>();

/**
 * spec/3 §5 Postal code: a code is valid when it matches the format's pattern, and passes when no format is
 * defined. Surrounding white space is not part of the code.
 */
export function matchesPostalCodeFormat(format: PostalCodeFormat, postalCode: string): boolean {
  if (format.pattern === undefined) return true;
  let pattern = compiled.get(format.pattern);
  if (!pattern) {
    pattern = new RegExp(format.pattern, 'u');
    compiled.set(format.pattern, pattern);
  }
  return pattern.test(postalCode.trim());
}

/** spec/3 §5 Postal code, for a country of the shop. */
export function isValidPostalCode(country: CountryCode, postalCode: string): boolean {
  return matchesPostalCodeFormat(COUNTRIES[country].address.postalCode, postalCode);
}
