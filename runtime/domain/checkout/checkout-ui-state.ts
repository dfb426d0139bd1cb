import type { CountryCode, PaymentMethodCode } from '../../../generated/index.ts';
import {
  initialBillingAddressType,
  initialShippingAddressType,
  type BillingAddressType,
  type ShippingAddressType,
} from './address-type.ts';
import type { Address } from '../customer/address.ts';
import { isBlank } from '../customer/is-blank.ts';
import { billingAddressForClientType, initialClientType, type ClientType } from './client-type.ts';

/** spec/2 §3 Client UI state: the selected payment defaults to the card provider ('scheme', spec/2 §3 method codes). */
export const DEFAULT_SELECTED_PAYMENT: PaymentMethodCode = 'scheme';

/** spec/2 §3 Client UI state; spec/3 §5 Reviews: review consent is on by default. */
export const DEFAULT_REVIEW_CONSENT = true;

/** What the checkout starts from: cookies, the cart, the logged-in customer (if any) and what is already typed. */
export interface CheckoutUiStateInput {
  country: CountryCode;
  cookies: { clientType?: string | null; shippingAddressType?: string | null };
  cart: {
    customerEmail?: string | null;
    billingAddress?: Address | null;
    shippingAddress?: Address | null;
  };
  customer?: {
    defaultBillingAddress?: Address | null;
    defaultShippingAddress?: Address | null;
    hasSavedAddresses: boolean;
  } | null;
  /** The e-mail already in the checkout state, if any. */
  clientEmail?: string | null;
}

/** spec/2 §3 Client UI state. Notifications and volume discount groups live elsewhere. */
export interface CheckoutUiState {
  selectedPayment: PaymentMethodCode;
  shippingAddressType: ShippingAddressType;
  billingAddressType: BillingAddressType;
  billingDetails: Address;
  shippingDetails: Address;
  clientEmail: string;
  clientType: ClientType;
  reviewConsent: boolean;
}

/**
 * The checkout's first state (spec/2 §3 Client UI state, §4 Checkout; spec/3 §4): billing and shipping details default
 * to the cart's address or else the customer's default address; the client e-mail is seeded from the cart's
 * customerEmail when empty; client type and shipping address type come from their cookies or defaults; a private
 * client's billing details carry no company data.
 */
export function initialCheckoutUiState(input: CheckoutUiStateInput): CheckoutUiState {
  const { cart, customer, cookies } = input;
  const billing = cart.billingAddress ?? customer?.defaultBillingAddress ?? null;
  const clientType = initialClientType(input.country, cookies.clientType, billing);
  const typedEmail = input.clientEmail ?? '';
  return {
    selectedPayment: DEFAULT_SELECTED_PAYMENT,
    shippingAddressType: initialShippingAddressType(cookies.shippingAddressType, customer?.hasSavedAddresses === true),
    billingAddressType: initialBillingAddressType(Boolean(customer?.defaultBillingAddress)),
    billingDetails: billingAddressForClientType(billing ?? {}, clientType),
    shippingDetails: cart.shippingAddress ?? customer?.defaultShippingAddress ?? {},
    clientEmail: isBlank(typedEmail) ? (cart.customerEmail ?? '') : typedEmail,
    clientType,
    reviewConsent: DEFAULT_REVIEW_CONSENT,
  };
}
