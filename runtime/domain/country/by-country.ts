import { COUNTRY_CODES, type CountryCode } from '../../../generated/index.ts';

/** A table with one entry per country, built once at module load so per-request rules only look up. */
export function byCountry<T>(make: (country: CountryCode) => T): Readonly<Record<CountryCode, T>> {
  return Object.fromEntries(COUNTRY_CODES.map((country) => [country, make(country)])) as Record<CountryCode, T>;
}
