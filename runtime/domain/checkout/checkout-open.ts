import { COUNTRIES, type CountryCode } from '../../../generated/index.ts';

/**
 * spec/1 §5, spec/2 §2: whether the country's shop sells — a market flagged as having checkout unavailable sends its
 * checkout pages home, shows no way to the checkout, and takes no order or payment.
 */
export function isCheckoutOpen(country: CountryCode): boolean {
  return !COUNTRIES[country].flags.checkoutDisabled;
}
