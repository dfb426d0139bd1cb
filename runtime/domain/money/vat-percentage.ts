import { COUNTRIES, type CountryCode } from '../../../generated/index.ts';
import { byCountry } from '../country/by-country.ts';
import { PERCENT_PRECISION, percentInMillionths } from './money-math.ts';

/**
 * spec/2 §5 VAT on cart: VAT percentage = tax rate × 100. Rounded to a millionth of a percent so float noise never
 * shows: 0.255 × 100 is 25.500000000000004 in floats, and 25.5 here; 0.081 gives 8.1.
 */
export function vatPercentageOfRate(rate: number): number {
  return percentInMillionths(rate * 100) / PERCENT_PRECISION;
}

const percentageByCountry = byCountry((country) => vatPercentageOfRate(COUNTRIES[country].payment.standardVatRate));

/** The country's standard VAT percentage (COUNTRIES[c].payment.standardVatRate × 100: FI 25.5, CH 8.1) (spec/2 §5). */
export function vatPercentage(country: CountryCode): number {
  return percentageByCountry[country];
}
