import { describe, expect, it } from 'vitest';
import { googlePayFailureMessages } from './google-pay-failure.ts';

describe('googlePayFailureMessages (spec/2 §5 Google Pay, §8: what the cart step says of a refusal)', () => {
  it.each<[string, Parameters<typeof googlePayFailureMessages>[0], readonly string[]]>([
    [
      'the missing shipping address, with the catalogue message',
      {
        statusCode: 400,
        detail: 'Adress from Google express payment is missing',
        field: '/paymentData/shippingAddress',
      },
      ['googlePay.addressMissing'],
    ],
    [
      'a shipping address abroad',
      {
        statusCode: 400,
        detail: 'The shipping address must be in the shop’s country',
        field: '/paymentData/shippingAddress/countryCode',
      },
      ['googlePay.countryNotAllowed'],
    ],
    [
      'a missing e-mail',
      { statusCode: 400, detail: 'The e-mail is missing', field: '/paymentData/email' },
      ['googlePay.detailsMissing'],
    ],
    [
      'an incomplete billing address',
      {
        statusCode: 400,
        detail: 'The billing address is not complete',
        field: '/paymentData/paymentMethodData/info/billingAddress',
      },
      ['googlePay.detailsMissing'],
    ],
    [
      'a billing postal code, with the spec’s postal-code message',
      {
        statusCode: 400,
        detail: 'Billing Address Error: /billingAddress/postalCode must match …',
        field: '/paymentData/paymentMethodData/info/billingAddress/postalCode',
      },
      ['addresses.billingPostalCode', 'googlePay.fixAddress'],
    ],
    [
      'another billing field',
      {
        statusCode: 400,
        detail: 'Billing Address Error: /billingAddress/streetNumber must …',
        field: '/paymentData/paymentMethodData/info/billingAddress/address1',
      },
      ['addresses.billingError', 'googlePay.fixAddress'],
    ],
    [
      'a shipping field',
      { statusCode: 400, detail: 'Shipping Address Error: …', field: '/paymentData/shippingAddress/postalCode' },
      ['addresses.shippingError', 'googlePay.fixAddress'],
    ],
    [
      'a cart changed meanwhile (409)',
      { statusCode: 409, detail: 'Object c has a different version', field: '/version' },
      ['payment.cartChanged'],
    ],
    ['a cart gone (404)', { statusCode: 404, detail: 'Cart not found', field: '/cartId' }, ['payment.cartChanged']],
    [
      'a changed total',
      { statusCode: 400, detail: 'The total of the cart is not the one shown', field: '/expectedTotal' },
      ['payment.error.malformed-price'],
    ],
    [
      'a closed checkout',
      { statusCode: 400, detail: 'Checkout is not available in this country', field: '' },
      ['googlePay.failed'],
    ],
    ['a server failure', { statusCode: 500, detail: 'Internal Server Error' }, ['googlePay.failed']],
  ])('%s', (_case, failure, keys) => {
    expect(googlePayFailureMessages(failure)).toEqual(keys);
  });
});
