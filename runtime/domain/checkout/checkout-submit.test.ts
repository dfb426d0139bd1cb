import { describe, expect, it } from 'vitest';
import {
  BILLING_ADDRESS_ERROR,
  BILLING_POSTAL_CODE_INCORRECT,
  BILLING_VAT_VALIDATION_ERROR,
  SHIPPING_ADDRESS_ERROR,
  SHIPPING_POSTAL_CODE_INCORRECT,
  checkCheckoutSubmit,
  shippingPostalCodeMessage,
  type CheckoutSubmitInput,
} from './checkout-submit.ts';

const billingAddress = {
  firstName: 'Eva',
  streetName: 'Hlavná',
  streetNumber: '12',
  postalCode: '811 01',
  city: 'Bratislava',
};
const shippingAddress = {
  firstName: 'Eva',
  streetName: 'Mlynská',
  streetNumber: '3',
  postalCode: '040 01',
  city: 'Košice',
};

const valid: CheckoutSubmitInput = {
  country: 'sk',
  clientType: 'COMPANY',
  billing: { address: billingAddress, invalidFields: [] },
  shipping: { address: shippingAddress, invalidFields: [] },
  vatValidationError: false,
  shippingAddressError: false,
};

describe('catalogue messages (spec/2 §5 Checkout submit, §8), word for word', () => {
  it('are the spec’s', () => {
    expect([
      BILLING_ADDRESS_ERROR,
      BILLING_VAT_VALIDATION_ERROR,
      SHIPPING_ADDRESS_ERROR,
      BILLING_POSTAL_CODE_INCORRECT,
      SHIPPING_POSTAL_CODE_INCORRECT,
    ]).toEqual([
      'Billing Address Error',
      'Billing vat validation error',
      'Shipping Address Error',
      'Postal code is incorrect in billing address',
      'Postal code is incorrect in shipping address:',
    ]);
  });

  it('follows the shipping postal-code message with the address', () => {
    expect(shippingPostalCodeMessage({ ...shippingAddress, postalCode: '0400' })).toBe(
      'Postal code is incorrect in shipping address: Mlynská 3, 0400 Košice',
    );
  });
});

describe('checkCheckoutSubmit (spec/2 §5 Checkout submit)', () => {
  it('passes valid billing and shipping addresses', () => {
    expect(checkCheckoutSubmit(valid)).toEqual({ valid: true });
    expect(checkCheckoutSubmit({ ...valid, shipping: null })).toEqual({ valid: true });
  });

  it.each<[string, Partial<CheckoutSubmitInput>, string, string | null, string, 'error' | 'warning']>([
    [
      'an invalid billing field, at the first one',
      { billing: { address: billingAddress, invalidFields: ['city', 'firstName'] } },
      'billing',
      'city',
      BILLING_ADDRESS_ERROR,
      'error',
    ],
    [
      'a billing postal code out of the country’s format',
      { billing: { address: { ...billingAddress, postalCode: '8110' }, invalidFields: [] } },
      'billing',
      'postalCode',
      BILLING_POSTAL_CODE_INCORRECT,
      'error',
    ],
    [
      'a missing billing postal code',
      { billing: { address: { ...billingAddress, postalCode: undefined }, invalidFields: [] } },
      'billing',
      'postalCode',
      BILLING_POSTAL_CODE_INCORRECT,
      'error',
    ],
    [
      'a VAT validation error of a company client, as a warning',
      { vatValidationError: true },
      'billing',
      'vatNumber',
      BILLING_VAT_VALIDATION_ERROR,
      'warning',
    ],
    [
      'an invalid shipping field, at the first one',
      { shipping: { address: shippingAddress, invalidFields: ['streetNumber'] } },
      'shipping',
      'streetNumber',
      SHIPPING_ADDRESS_ERROR,
      'error',
    ],
    [
      'a shipping postal code out of the country’s format, naming the address',
      { shipping: { address: { ...shippingAddress, postalCode: '0400' }, invalidFields: [] } },
      'shipping',
      'postalCode',
      'Postal code is incorrect in shipping address: Mlynská 3, 0400 Košice',
      'error',
    ],
    [
      'a missing shipping postal code',
      { shipping: { address: { ...shippingAddress, postalCode: undefined }, invalidFields: [] } },
      'shipping',
      'postalCode',
      'Postal code is incorrect in shipping address: Mlynská 3, Košice',
      'error',
    ],
    [
      'a shipping address error, at the shipping form',
      { shippingAddressError: true },
      'shipping',
      null,
      SHIPPING_ADDRESS_ERROR,
      'error',
    ],
    [
      'a shipping address error when shipping goes to the billing address, at the billing form',
      { shippingAddressError: true, shipping: null },
      'billing',
      null,
      SHIPPING_ADDRESS_ERROR,
      'error',
    ],
  ])('refuses %s', (_case, change, form, field, message, type) => {
    expect(checkCheckoutSubmit({ ...valid, ...change })).toEqual({
      valid: false,
      form,
      field,
      notification: { type, message },
    });
  });

  it('ignores a VAT validation error of a private client, whose VAT number is cleared', () => {
    expect(checkCheckoutSubmit({ ...valid, clientType: 'PRIVATE', vatValidationError: true })).toEqual({ valid: true });
  });

  it('checks postal codes against the shop’s country', () => {
    const austrian = { ...billingAddress, postalCode: '1010' };
    expect(
      checkCheckoutSubmit({
        ...valid,
        country: 'at',
        billing: { address: austrian, invalidFields: [] },
        shipping: null,
      }),
    ).toEqual({ valid: true });
    expect(checkCheckoutSubmit({ ...valid, billing: { address: austrian, invalidFields: [] } })).toMatchObject({
      notification: { message: BILLING_POSTAL_CODE_INCORRECT },
    });
  });

  it('reports the first problem in page order: billing, VAT, then shipping', () => {
    const everythingWrong: CheckoutSubmitInput = {
      ...valid,
      billing: { address: { ...billingAddress, postalCode: 'x' }, invalidFields: [] },
      shipping: { address: shippingAddress, invalidFields: ['city'] },
      vatValidationError: true,
      shippingAddressError: true,
    };
    expect(checkCheckoutSubmit(everythingWrong)).toMatchObject({ form: 'billing', field: 'postalCode' });
    expect(checkCheckoutSubmit({ ...everythingWrong, billing: valid.billing })).toMatchObject({ field: 'vatNumber' });
    expect(
      checkCheckoutSubmit({ ...everythingWrong, billing: valid.billing, vatValidationError: false }),
    ).toMatchObject({ form: 'shipping', field: 'city' });
  });
});
