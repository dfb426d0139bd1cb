import { COUNTRIES, type CountryCode } from '../../../generated/index.ts';
import { byCountry } from '../country/by-country.ts';

/** A country's VAT ID input rules as its config gives them (spec/3 §5 VAT number; schemas/address-format). */
export interface VatNumberFormat {
  prefix: string;
  cleanup: 'digits' | 'alphanumeric' | 'whitespace';
  maxLength?: number;
}

type Cleanup = (value: string) => string;

// Compiled once at module load: the clean-up runs on every keystroke of the VAT field.
const NON_DIGITS = /\D+/g;
// VAT IDs are ASCII (the EU VIES format), so only A-Z and 0-9 survive the alphanumeric clean-up.
const NON_ALPHANUMERIC = /[^0-9A-Za-z]+/g;
const WHITE_SPACE = /\s+/g;

// spec/3 §5 VAT number: digits only, digits and letters (upper-cased), or white space removed only.
const CLEANUPS: Readonly<Record<VatNumberFormat['cleanup'], Cleanup>> = {
  digits: (value) => value.replace(NON_DIGITS, ''),
  alphanumeric: (value) => value.replace(NON_ALPHANUMERIC, '').toUpperCase(),
  whitespace: (value) => value.replace(WHITE_SPACE, ''),
};

/**
 * spec/3 §5 VAT number: the clean-up of a format — removes its prefix if present (case-insensitive, also after leading
 * spaces), then applies its clean-up rule, then its maximum length. Made once per country at load (BY_COUNTRY); any
 * rule the address-format schema allows is one a country's config may choose.
 */
export function vatNumberCleanup(format: VatNumberFormat): Cleanup {
  const prefix = format.prefix.toUpperCase();
  const cleanup = CLEANUPS[format.cleanup];
  const { maxLength } = format;
  return (input) => {
    // spec/3 §5: the country prefix is removed if present. Customers paste it in any case and often after a space.
    let value = input.trimStart();
    if (value.slice(0, prefix.length).toUpperCase() === prefix) value = value.slice(prefix.length);
    const cleaned = cleanup(value);
    // spec/3 §5: HU keeps only the first 8 characters (the config's maxLength).
    return maxLength === undefined ? cleaned : cleaned.slice(0, maxLength);
  };
}

const BY_COUNTRY = byCountry((country) => vatNumberCleanup(COUNTRIES[country].address.vat));

/**
 * spec/3 §5 VAT number: the country's clean-up (vatNumberCleanup) of what the shopper typed. The result is what the
 * field shows next to the prefix.
 */
export function cleanVatNumber(country: CountryCode, input: string): string {
  return BY_COUNTRY[country](input);
}

/**
 * spec/3 §5 VAT number: the VAT ID as the check service and the cart take it — the country's prefix (EL for GR, CHE
 * for CH), then the number cleaned as above, whatever the shopper typed.
 */
export function prefixedVatId(country: CountryCode, input: string): string {
  return `${COUNTRIES[country].address.vat.prefix}${cleanVatNumber(country, input)}`;
}
