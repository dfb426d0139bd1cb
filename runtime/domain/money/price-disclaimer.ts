import { COUNTRIES, type CountryCode } from '../../../generated/index.ts';

/** spec/2 §5 Price disclaimer: shown only in the countries whose store flag priceDisclaimer is on. */
export function showsPriceDisclaimer(country: CountryCode): boolean {
  return COUNTRIES[country].flags.priceDisclaimer;
}
