import { COUNTRIES, type CountryCode } from '../../../generated/index.ts';
import { byCountry } from '../country/by-country.ts';

const DIGIT = /\d/;

// Read once at module load: the check runs on every address form change.
const CHECKED = byCountry((country): boolean => COUNTRIES[country].address.streetNumberCheck);

/** spec/3 §5 Street number: must contain a digit. */
export function streetNumberHasDigit(streetNumber: string): boolean {
  return DIGIT.test(streetNumber);
}

/**
 * spec/3 §5 Street number: must contain a digit, except where the country turns the check off (its config's
 * streetNumberCheck). Whether the field may be empty is the required rule's business, not this one's.
 */
export function isValidStreetNumber(country: CountryCode, streetNumber: string): boolean {
  return !CHECKED[country] || streetNumberHasDigit(streetNumber);
}
