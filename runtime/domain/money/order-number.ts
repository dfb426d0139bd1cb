import { COUNTRIES, type CountryCode, type CountryPayment, type DeepReadonly } from '../../../generated/index.ts';
import { byCountry } from '../country/by-country.ts';

/**
 * Strips `prefix` from the front of an order number (spec/2 §9). Only an exact, case-sensitive prefix is removed, and
 * only when something follows it: a number that is nothing but the prefix is shown as it is rather than as blank.
 */
export function stripOrderNumberPrefix(orderNumber: string, prefix: string | undefined): string {
  if (prefix === undefined || orderNumber.length <= prefix.length || !orderNumber.startsWith(prefix)) {
    return orderNumber;
  }
  return orderNumber.slice(prefix.length);
}

const prefixByCountry = byCountry((country): string | undefined => {
  const payment: DeepReadonly<CountryPayment> = COUNTRIES[country].payment;
  return payment.orderNumberPrefixToStrip;
});

/** The prefix the country's order numbers begin with and the shopper does not see (spec/2 §9: NS in CZ); or none. */
export function orderNumberPrefix(country: CountryCode): string | undefined {
  return prefixByCountry[country];
}

/** The order number as the shopper sees it (spec/2 §9: the Czech store removes the prefix NS), from the country's payment.orderNumberPrefixToStrip. */
export function displayOrderNumber(country: CountryCode, orderNumber: string): string {
  return stripOrderNumberPrefix(orderNumber, prefixByCountry[country]);
}
