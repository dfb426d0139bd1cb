import { BILLING_ADDRESS_ERROR, SHIPPING_ADDRESS_ERROR } from '../../domain/checkout/checkout-submit.ts';
import { GOOGLE_PAY_ADDRESS_MISSING } from '../../domain/checkout/google-pay.ts';

/** A refused payWithGooglePay call as its answer says it (the operation client's RequestError). */
export interface GooglePayFailure {
  readonly statusCode: number;
  readonly detail: string;
  readonly field?: string | undefined;
}

const SHIPPING = '/paymentData/shippingAddress';
const BILLING = '/paymentData/paymentMethodData/info/billingAddress';

/**
 * What the cart step tells the shopper when Google Pay's data or the cart is refused (spec/2 §5 Google Pay, §8): the
 * message keys, in order, of the checkout namespace. The addresses come from Google Pay, so the way to fix them is
 * there (or the ordinary checkout).
 */
export function googlePayFailureMessages(failure: GooglePayFailure): readonly string[] {
  const { statusCode, detail, field = '' } = failure;
  if (statusCode === 409 || statusCode === 404) return ['payment.cartChanged'];
  if (statusCode !== 400) return ['googlePay.failed'];
  if (detail === GOOGLE_PAY_ADDRESS_MISSING) return ['googlePay.addressMissing'];
  if (detail.startsWith(BILLING_ADDRESS_ERROR)) {
    return [
      field === `${BILLING}/postalCode` ? 'addresses.billingPostalCode' : 'addresses.billingError',
      'googlePay.fixAddress',
    ];
  }
  if (detail.startsWith(SHIPPING_ADDRESS_ERROR)) return ['addresses.shippingError', 'googlePay.fixAddress'];
  if (field === `${SHIPPING}/countryCode`) return ['googlePay.countryNotAllowed'];
  if (field.startsWith('/paymentData')) return ['googlePay.detailsMissing'];
  if (field === '/expectedTotal') return ['payment.error.malformed-price'];
  return ['googlePay.failed'];
}
