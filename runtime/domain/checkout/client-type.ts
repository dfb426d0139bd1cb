import { COUNTRIES, type CountryCode, type StoreFlags } from '../../../generated/index.ts';
import { byCountry } from '../country/by-country.ts';
import type { Address } from '../customer/address.ts';
import { isBlank } from '../customer/is-blank.ts';

/** spec/2 §3 Client type: PRIVATE or COMPANY (spec/3 §1: the checkout's names for private and business customers). */
export const CLIENT_TYPES = ['PRIVATE', 'COMPANY'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

export function isClientType(value: unknown): value is ClientType {
  return value === 'PRIVATE' || value === 'COMPANY';
}

/** spec/2 §4 Checkout: the default is company in countries flagged so (flags.defaultClientTypeCompany), else private. */
export function defaultClientTypeFor(flags: Pick<StoreFlags, 'defaultClientTypeCompany'>): ClientType {
  return flags.defaultClientTypeCompany ? 'COMPANY' : 'PRIVATE';
}

const defaultByCountry = byCountry((country) => defaultClientTypeFor(COUNTRIES[country].flags));

/** The country's default client type (spec/2 §4; spec/3 §4). */
export function defaultClientType(country: CountryCode): ClientType {
  return defaultByCountry[country];
}

/**
 * spec/2 §4; spec/3 §4: the client type is set from an address depending on whether a company is present — an address
 * with a company name is a company's.
 */
export function clientTypeFromAddress(address: Address): ClientType {
  return isBlank(address.company) ? 'PRIVATE' : 'COMPANY';
}

/**
 * The client type a checkout starts with (spec/2 §4 Checkout; spec/3 §4). The client type is stored per checkout in a
 * cookie, so a valid cookie value (the shopper's own choice in this checkout) wins; otherwise, where the cart or the
 * customer already has a billing address, it is read from that address (the spec: "set from an address"); otherwise
 * the country default. The order of the last two is the shop's choice: the spec gives both rules without ranking them,
 * and an address the shopper gave says more about them than a country-wide default.
 */
export function initialClientType(
  country: CountryCode,
  cookieValue: string | null | undefined,
  billingAddress?: Address | null,
): ClientType {
  if (isClientType(cookieValue)) return cookieValue;
  if (billingAddress) return clientTypeFromAddress(billingAddress);
  return defaultClientType(country);
}

/**
 * spec/2 §5 Checkout submit; spec/3 §4: private customers have VAT number, company and department cleared. The fields
 * are removed, so they are not sent at all (the server clears them too, for a cart or order of a private client).
 */
export function withoutCompanyData<A extends Address>(address: A): A {
  const { company: _company, department: _department, vatNumber: _vatNumber, ...rest } = address;
  return rest as A;
}

/**
 * The billing address as it is sent (spec/2 §5; spec/3 §5 VAT number: billing company data is sent only for company
 * clients).
 */
export function billingAddressForClientType<A extends Address>(address: A, clientType: ClientType): A {
  return clientType === 'COMPANY' ? address : withoutCompanyData(address);
}

/** The checkout's client type and billing details, switched together. */
export interface ClientTypeState {
  clientType: ClientType;
  billingDetails: Address;
}

/**
 * spec/2 §4; spec/3 §4: switching to private clears the VAT number (and, by spec/2 §5, company and department).
 * Switching to company keeps what was typed.
 */
export function switchClientType(state: ClientTypeState, clientType: ClientType): ClientTypeState {
  return { clientType, billingDetails: billingAddressForClientType(state.billingDetails, clientType) };
}
