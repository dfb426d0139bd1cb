import { isBlank } from '../customer/is-blank.ts';
import type { CartAddress, GooglePayAddress } from '../../../generated/types.ts';

/** Which field of Google Pay's address a field of the cart's address came from (for errors naming what to fix). */
export const GOOGLE_PAY_FIELD_OF: Readonly<Partial<Record<keyof CartAddress, keyof GooglePayAddress | null>>> = {
  firstName: 'name',
  lastName: 'name',
  streetName: 'address1',
  streetNumber: 'address1',
  postalCode: 'postalCode',
  city: 'locality',
  country: 'countryCode',
  phone: 'phoneNumber',
  email: null,
};

const trimmed = (value: string | null | undefined): string =>
  isBlank(value) ? '' : value!.trim().replace(/\s+/g, ' ');

/**
 * A full name in first and last name: the last word is the last name, the words before it the first name. A name of
 * one word has no first name: the form's required rule then says so, rather than the shop inventing one.
 */
export function splitPersonName(name: string | null | undefined): { firstName: string; lastName: string } {
  const words = trimmed(name);
  const space = words.lastIndexOf(' ');
  return space === -1
    ? { firstName: '', lastName: words }
    : { firstName: words.slice(0, space), lastName: words.slice(space + 1) };
}

// A house number starts with a digit and may go on with letters, digits and the separators of Europe's addresses
// ("5a", "12/3", "7-9", "14 bis" is two words and stays in the name).
const NUMBER_LAST = /^(.*?[^\s,]),?\s+(\d[\p{L}\d/-]*)$/u;
const NUMBER_FIRST = /^(\d[\p{L}\d/-]*),?\s+(\S.*)$/u;

/**
 * A street line in street name and house number: the number after the name ("Hauptstraße 5a", "ul. Długa 12/3") or
 * before it ("12 rue de la Paix", "10 Downing Street"). A line without a number is the name alone (the country's
 * street-number rule decides whether that will do: spec/3 §5 Street number).
 */
export function splitStreetLine(line: string | null | undefined): { streetName: string; streetNumber?: string } {
  const street = trimmed(line);
  const last = NUMBER_LAST.exec(street);
  if (last) return { streetName: last[1]!, streetNumber: last[2]! };
  const first = NUMBER_FIRST.exec(street);
  if (first) return { streetName: first[2]!, streetNumber: first[1]! };
  return { streetName: street };
}

/**
 * spec/2 §5 Google Pay: an address from Google Pay's data (FULL format) as the cart's. The further street lines
 * (address2, address3: a building, a floor) are kept after the street name, never dropped; the phone number is the
 * address's own or, when it has none, the other address's (Google Pay asks for one on each, but one is enough:
 * checkGooglePayData). The country is the cart's notation (upper case).
 */
export function cartAddressOfGooglePay(
  address: GooglePayAddress,
  options: { email?: string; phone?: string | null } = {},
): CartAddress {
  const { streetName, streetNumber } = splitStreetLine(address.address1);
  const more = [address.address2, address.address3].map(trimmed).filter((part) => part !== '');
  const phone = isBlank(address.phoneNumber) ? trimmed(options.phone) : trimmed(address.phoneNumber);
  return {
    ...splitPersonName(address.name),
    streetName: [streetName, ...more].filter((part) => part !== '').join(', '),
    ...(streetNumber === undefined ? {} : { streetNumber }),
    postalCode: trimmed(address.postalCode),
    city: trimmed(address.locality),
    country: trimmed(address.countryCode).toUpperCase(),
    ...(phone === '' ? {} : { phone }),
    ...(options.email === undefined ? {} : { email: options.email.trim() }),
  };
}
