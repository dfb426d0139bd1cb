import type { CountryCode } from '../../../generated/index.ts';
import { isValidPostalCode } from '../customer/postal-code.ts';
import { formatAddressLine, type Address, type AddressField } from '../customer/address.ts';
import type { ClientType } from './client-type.ts';

// spec/2 §5 Checkout submit, §8 Error catalogue, word for word.
export const BILLING_ADDRESS_ERROR = 'Billing Address Error';
export const BILLING_VAT_VALIDATION_ERROR = 'Billing vat validation error';
export const SHIPPING_ADDRESS_ERROR = 'Shipping Address Error';
export const BILLING_POSTAL_CODE_INCORRECT = 'Postal code is incorrect in billing address';
/** Followed by a space and the address (see shippingPostalCodeMessage). */
export const SHIPPING_POSTAL_CODE_INCORRECT = 'Postal code is incorrect in shipping address:';

/** 'Postal code is incorrect in shipping address: Hlavná 12, 811 01 Bratislava' (the address as formatAddressLine gives it). */
export function shippingPostalCodeMessage(address: Address): string {
  return `${SHIPPING_POSTAL_CODE_INCORRECT} ${formatAddressLine(address)}`;
}

/** An address form at submit: its values and the fields its own form rules found invalid, in the order shown. */
export interface AddressFormState {
  address: Address;
  invalidFields: readonly AddressField[];
}

export interface CheckoutSubmitInput {
  country: CountryCode;
  clientType: ClientType;
  billing: AddressFormState;
  /** The separate shipping address (different or saved); null when shipping goes to the billing address. */
  shipping: AddressFormState | null;
  /** The billing VAT ID failed validation (spec/3 §4). */
  vatValidationError: boolean;
  /** The shipping address was refused (e.g. by the cart update or the address check). */
  shippingAddressError: boolean;
}

export type SubmitNotification = { type: 'error' | 'warning'; message: string };

export type CheckoutSubmitCheck =
  | { valid: true }
  | {
      valid: false;
      /** Where to scroll: the form, and the field when one is to blame. */
      form: 'billing' | 'shipping';
      field: AddressField | null;
      notification: SubmitNotification;
    };

function problem(
  form: 'billing' | 'shipping',
  field: AddressField | null,
  message: string,
  type: SubmitNotification['type'] = 'error',
): CheckoutSubmitCheck {
  return { valid: false, form, field, notification: { type, message } };
}

/**
 * spec/2 §5 Checkout submit: the billing and shipping addresses must be valid, with no VAT validation error and no
 * shipping address error; else the first problem, in page order, is scrolled to and notified:
 * 1. a billing field invalid by the form rules → 'Billing Address Error', at the first such field;
 * 2. the billing postal code not in the country's format → 'Postal code is incorrect in billing address';
 * 3. a VAT validation error → 'Billing vat validation error' as a warning (the shopper may still correct the ID or
 *    continue without it: spec/3 §8), only for company clients — a private client's VAT number is cleared anyway;
 * 4. a shipping field invalid → 'Shipping Address Error', at the first such field;
 * 5. the shipping postal code not in the format → 'Postal code is incorrect in shipping address:' and the address;
 * 6. a shipping address error → 'Shipping Address Error' at the shipping form (the billing form when shipping goes
 *    to the billing address).
 * Postal codes are checked against the shop's country (isValidPostalCode): each store delivers and invoices within
 * its own country (Google Pay, too, allows only the current country: spec/2 §5).
 */
export function checkCheckoutSubmit(input: CheckoutSubmitInput): CheckoutSubmitCheck {
  const { country, billing, shipping } = input;
  const [firstBillingField] = billing.invalidFields;
  if (firstBillingField !== undefined) return problem('billing', firstBillingField, BILLING_ADDRESS_ERROR);
  if (!isValidPostalCode(country, billing.address.postalCode ?? '')) {
    return problem('billing', 'postalCode', BILLING_POSTAL_CODE_INCORRECT);
  }
  if (input.clientType === 'COMPANY' && input.vatValidationError) {
    return problem('billing', 'vatNumber', BILLING_VAT_VALIDATION_ERROR, 'warning');
  }
  if (shipping !== null) {
    const [firstShippingField] = shipping.invalidFields;
    if (firstShippingField !== undefined) return problem('shipping', firstShippingField, SHIPPING_ADDRESS_ERROR);
    if (!isValidPostalCode(country, shipping.address.postalCode ?? '')) {
      return problem('shipping', 'postalCode', shippingPostalCodeMessage(shipping.address));
    }
  }
  if (input.shippingAddressError)
    return problem(shipping === null ? 'billing' : 'shipping', null, SHIPPING_ADDRESS_ERROR);
  return { valid: true };
}
