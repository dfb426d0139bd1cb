import { COUNTRIES, type CountryCode } from '../../../generated/index.ts';
import { byCountry } from '../country/by-country.ts';

/** spec/3 §5 VAT number: input rule minimum length 2. */
export const VAT_NUMBER_MIN_LENGTH = 2;

/** What decides whether a VAT ID is sent to the check service (spec/3 §5 VAT number). */
export interface VatValidationSettings {
  /** The store flag VAT validation. */
  vatValidation: boolean;
  /** The country's VAT prefix; empty when the country has none. */
  prefix: string;
}

/**
 * spec/3 §5 VAT number: validation happens on blur, only when the store flag is on, the country has a prefix and
 * the input has at least 2 characters. `value` is the field's value, already cleaned by `cleanVatNumber` as the
 * customer typed it, so the length counted is the length of the VAT ID itself.
 */
export function shouldValidateVatNumberWith(settings: VatValidationSettings, value: string): boolean {
  return settings.vatValidation && settings.prefix !== '' && value.length >= VAT_NUMBER_MIN_LENGTH;
}

// Read once at module load: the check runs on every blur of the VAT field.
const BY_COUNTRY = byCountry((country): VatValidationSettings => {
  const { flags, address } = COUNTRIES[country];
  return { vatValidation: flags.vatValidation, prefix: address.vat.prefix };
});

/** spec/3 §5 VAT number, for a country of the shop: its store flag and prefix come from the config. */
export function shouldValidateVatNumber(country: CountryCode, value: string): boolean {
  return shouldValidateVatNumberWith(BY_COUNTRY[country], value);
}
