import type { CountryCode } from '../../../generated/index.ts';
import type { GooglePayAddress } from '../../../generated/types.ts';
import { byCountry } from '../country/by-country.ts';
import { isBlank } from '../customer/is-blank.ts';
import { isValidPhoneNumber } from '../customer/phone-number.ts';

/** spec/2 §5 Google Pay, §8 (spelled so in the catalogue). */
export const GOOGLE_PAY_ADDRESS_MISSING = 'Adress from Google express payment is missing';

/**
 * What the Google Pay sheet must collect (spec/2 §5 Google Pay: shipping address required, the allowed country is the
 * current country, phone, e-mail and full billing address required), named as the Google Pay API names them.
 */
export interface GooglePayRequirements {
  readonly emailRequired: true;
  readonly shippingAddressRequired: true;
  readonly shippingAddressParameters: {
    readonly allowedCountryCodes: readonly string[];
    readonly phoneNumberRequired: true;
  };
  readonly billingAddressRequired: true;
  readonly billingAddressParameters: { readonly format: 'FULL'; readonly phoneNumberRequired: true };
}

function requirementsFor(country: CountryCode): GooglePayRequirements {
  return Object.freeze({
    emailRequired: true,
    shippingAddressRequired: true,
    shippingAddressParameters: Object.freeze({
      // Google Pay takes ISO 3166 alpha-2 codes in upper case; the shop's country codes are those codes in lower case.
      allowedCountryCodes: Object.freeze([country.toUpperCase()]),
      phoneNumberRequired: true,
    }),
    billingAddressRequired: true,
    billingAddressParameters: Object.freeze({ format: 'FULL', phoneNumberRequired: true }),
  } as const);
}

const requirementsByCountry = byCountry(requirementsFor);

/** The Google Pay requirements of the country's express checkout, built once per country. */
export function googlePayRequirements(country: CountryCode): GooglePayRequirements {
  return requirementsByCountry[country];
}

/** An address as Google Pay returns it (FULL format, with phone number): the payload schema's (operations.schema.json). */
export type { GooglePayAddress };

/** The parts of Google Pay's payment data the shop checks (the adapter lifts the billing address out of paymentMethodData.info). */
export interface GooglePayPaymentData {
  email?: string | null;
  shippingAddress?: GooglePayAddress | null;
  billingAddress?: GooglePayAddress | null;
}

/**
 * What is wrong with the payment data, in the order checked. Only a missing shipping address has a message in the
 * catalogue (spec/2 §8); the others are guarded by the requirements above, so Google Pay does not normally return them,
 * and the UI words them itself.
 */
export type GooglePayProblem =
  | 'shippingAddressMissing'
  | 'countryNotAllowed'
  | 'emailMissing'
  | 'phoneMissing'
  /** A phone number given on either address fails the spec/3 §5 Phone number rule. */
  | 'phoneInvalid'
  | 'billingAddressIncomplete'
  /** The shop keeps a cart's addresses in its country, the billing address too; Google Pay cannot limit that one. */
  | 'billingCountryNotAllowed';

export type GooglePayCheck =
  | { valid: true }
  | { valid: false; problem: 'shippingAddressMissing'; message: typeof GOOGLE_PAY_ADDRESS_MISSING }
  | { valid: false; problem: Exclude<GooglePayProblem, 'shippingAddressMissing'> };

// FULL billing format: name, street line, city, postal code and country. The region is not required: most of the
// shop's countries have none in their addresses.
function isFullAddress(address: GooglePayAddress): boolean {
  return !(
    isBlank(address.name) ||
    isBlank(address.address1) ||
    isBlank(address.locality) ||
    isBlank(address.postalCode) ||
    isBlank(address.countryCode)
  );
}

/**
 * The phone check: at least one phone number on the shipping or billing address (a blank one is not given), and each
 * one given valid by the shop's phone rule (spec/3 §5 Phone number), as a typed one must be: it is saved with its
 * address.
 */
function phoneProblem(
  shipping: GooglePayAddress,
  billing: GooglePayAddress | null | undefined,
): 'phoneMissing' | 'phoneInvalid' | null {
  const given = [shipping.phoneNumber, billing?.phoneNumber].filter((phone): phone is string => !isBlank(phone));
  if (given.length === 0) return 'phoneMissing';
  return given.every(isValidPhoneNumber) ? null : 'phoneInvalid';
}

/**
 * spec/2 §5 Google Pay: checks the data Google Pay returned before the order is placed — a shipping address (else
 * 'Adress from Google express payment is missing'), shipping to the current country only, an e-mail, a phone number
 * on either address, every phone number given valid by spec/3 §5 Phone number, and a full billing address — in the
 * current country too, as every address of the shop's carts is (Google Pay's request can limit only the shipping
 * address's country, so a card billed abroad is refused here, with its own message).
 */
export function checkGooglePayData(country: CountryCode, data: GooglePayPaymentData): GooglePayCheck {
  const shipping = data.shippingAddress;
  if (!shipping) return { valid: false, problem: 'shippingAddressMissing', message: GOOGLE_PAY_ADDRESS_MISSING };
  if (shipping.countryCode?.trim().toLowerCase() !== country) return { valid: false, problem: 'countryNotAllowed' };
  if (isBlank(data.email)) return { valid: false, problem: 'emailMissing' };
  const billing = data.billingAddress;
  const phone = phoneProblem(shipping, billing);
  if (phone !== null) return { valid: false, problem: phone };
  if (!billing || !isFullAddress(billing)) return { valid: false, problem: 'billingAddressIncomplete' };
  if (billing.countryCode?.trim().toLowerCase() !== country)
    return { valid: false, problem: 'billingCountryNotAllowed' };
  return { valid: true };
}

/** Where each part of Google Pay's data is in the payWithGooglePay payload (JSON pointers, as the answers name it). */
export const GOOGLE_PAY_PAYLOAD = {
  email: '/paymentData/email',
  shippingAddress: '/paymentData/shippingAddress',
  billingAddress: '/paymentData/paymentMethodData/info/billingAddress',
} as const;

/**
 * spec/2 §5 Google Pay express: an express order is a private customer's — Google Pay gives no company — so a cart
 * priced net for a company (tax mode External, spec/3 §4, §5 VAT on cart) is paid in the checkout, not by express.
 */
export function allowsGooglePayExpress(cart: { readonly taxMode: string }): boolean {
  return cart.taxMode !== 'External';
}
