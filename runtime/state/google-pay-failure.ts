/** A refused payWithGooglePay call as its answer says it (the operation client's RequestError). */
export interface GooglePayFailure {
  readonly statusCode: number;
  readonly detail: string;
  readonly field?: string | undefined;
  /** The answer's first detail's `reason`: the Google Pay problem, or which address a form rule refused. */
  readonly reason?: string | undefined;
}

/** The messages of the problems of spec/2 §5 Google Pay (google-pay.ts GooglePayProblem), by the answer's reason. */
const BY_REASON: Readonly<Record<string, readonly string[]>> = {
  shippingAddressMissing: ['googlePay.addressMissing'],
  countryNotAllowed: ['googlePay.countryNotAllowed'],
  billingCountryNotAllowed: ['googlePay.billingCountry'],
  emailMissing: ['googlePay.detailsMissing'],
  phoneMissing: ['googlePay.detailsMissing'],
  phoneInvalid: ['googlePay.detailsMissing'],
  billingAddressIncomplete: ['googlePay.detailsMissing'],
  shippingAddressInvalid: ['addresses.shippingError', 'googlePay.fixAddress'],
};

/**
 * What the cart step tells the shopper when Google Pay's data or the cart is refused (spec/2 §5 Google Pay, §8): the
 * message keys, in order, of the checkout namespace. The addresses come from Google Pay, so the way to fix them is
 * there (or the ordinary checkout).
 */
export function googlePayFailureMessages(failure: GooglePayFailure): readonly string[] {
  const { statusCode, field = '', reason = '' } = failure;
  if (statusCode === 409 || statusCode === 404) return ['payment.cartChanged'];
  if (statusCode !== 400) return ['googlePay.failed'];
  if (reason === 'billingAddressInvalid') {
    // spec/2 §5: the postal code has its own message.
    return [
      field.endsWith('/postalCode') ? 'addresses.billingPostalCode' : 'addresses.billingError',
      'googlePay.fixAddress',
    ];
  }
  return BY_REASON[reason] ?? (field === '/expectedTotal' ? ['payment.error.malformed-price'] : ['googlePay.failed']);
}
