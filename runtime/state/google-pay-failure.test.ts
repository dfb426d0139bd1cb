import { describe, expect, it } from 'vitest';
import type { GooglePayProblem } from '../domain/checkout/google-pay.ts';
import { googlePayFailureMessages } from './google-pay-failure.ts';

const BILLING = '/paymentData/paymentMethodData/info/billingAddress';

describe('googlePayFailureMessages (spec/2 §5 Google Pay, §8: what the cart step says of a refusal)', () => {
  const refusal = (reason: GooglePayProblem) =>
    googlePayFailureMessages({ statusCode: 400, detail: 'anything', field: '/paymentData', reason });

  it('says the missing shipping address with the catalogue’s message, and each country rule with its own', () => {
    expect(refusal('shippingAddressMissing')).toEqual(['googlePay.addressMissing']);
    expect(refusal('countryNotAllowed')).toEqual(['googlePay.countryNotAllowed']);
    expect(refusal('billingCountryNotAllowed')).toEqual(['googlePay.billingCountry']);
  });

  it.each<GooglePayProblem>(['emailMissing', 'phoneMissing', 'phoneInvalid', 'billingAddressIncomplete'])(
    'asks for the details Google Pay did not give (%s)',
    (reason) => {
      expect(refusal(reason)).toEqual(['googlePay.detailsMissing']);
    },
  );

  it.each<[string, Parameters<typeof googlePayFailureMessages>[0], readonly string[]]>([
    [
      'a billing postal code, with the spec’s postal-code message',
      { statusCode: 400, detail: '…', field: `${BILLING}/postalCode`, reason: 'billingAddressInvalid' },
      ['addresses.billingPostalCode', 'googlePay.fixAddress'],
    ],
    [
      'another billing field',
      { statusCode: 400, detail: '…', field: `${BILLING}/address1`, reason: 'billingAddressInvalid' },
      ['addresses.billingError', 'googlePay.fixAddress'],
    ],
    [
      'a shipping field',
      {
        statusCode: 400,
        detail: '…',
        field: '/paymentData/shippingAddress/postalCode',
        reason: 'shippingAddressInvalid',
      },
      ['addresses.shippingError', 'googlePay.fixAddress'],
    ],
    ['a cart changed meanwhile (409)', { statusCode: 409, detail: '…', field: '/version' }, ['payment.cartChanged']],
    ['a cart gone (404)', { statusCode: 404, detail: 'Cart not found', field: '/cartId' }, ['payment.cartChanged']],
    ['a changed total', { statusCode: 400, detail: '…', field: '/expectedTotal' }, ['payment.error.malformed-price']],
    [
      'a closed checkout',
      { statusCode: 400, detail: 'Checkout is not available in this country', field: '' },
      ['googlePay.failed'],
    ],
    ['a reason it does not know', { statusCode: 400, detail: '…', reason: 'somethingNew' }, ['googlePay.failed']],
    ['a server failure', { statusCode: 500, detail: 'Internal Server Error' }, ['googlePay.failed']],
  ])('%s', (_case, failure, keys) => {
    expect(googlePayFailureMessages(failure)).toEqual(keys);
  });
});
