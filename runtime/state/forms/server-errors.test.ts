import { describe, expect, it } from 'vitest';
import { serverErrorsToFields } from './server-errors.ts';

const update = {
  actions: [
    { action: 'setCustomerEmail' },
    { action: 'setBillingAddress' },
    { action: 'setShippingAddress' },
    { action: 'recalculate' },
  ],
};

describe('serverErrorsToFields (a middleware 400 naming a field, onto the address forms)', () => {
  it.each([
    ['/billingAddress/postalCode', {}, 'billing', 'postalCode'],
    ['/shippingAddress/streetNumber', {}, 'shipping', 'streetNumber'],
    ['/actions/1/address/postalCode', update, 'billing', 'postalCode'],
    ['/actions/2/address/city', update, 'shipping', 'city'],
    ['/actions/0/email', update, 'billing', 'email'],
  ])('places %s on the %s form', (field, sent, form, name) => {
    const [error] = serverErrorsToFields({ statusCode: 400, message: `${field} is not valid`, field }, sent);
    expect(error).toMatchObject({ form, field: name, serverMessage: `${field} is not valid` });
  });

  it("words the rule the answer's details name (checkout-address-validation.server.ts), with its parameters", () => {
    const failure = {
      statusCode: 400,
      message: '/billingAddress/postalCode must match the pattern ^\\d{5}$ (got "1011")',
      field: '/billingAddress/postalCode',
      errors: [
        {
          code: 'InvalidAddressField',
          field: '/billingAddress/postalCode',
          rule: 'postalCode',
          params: { example: '10115' },
        },
      ],
    };
    expect(serverErrorsToFields(failure)).toEqual([
      {
        form: 'billing',
        field: 'postalCode',
        error: {
          rule: 'postalCode',
          key: 'validation.postalCode',
          params: { example: '10115', field: 'validation.fieldNames.postalCode' },
        },
        serverMessage: failure.message,
      },
    ]);
  });

  it("falls back to the select's general error (spec/3 §5) where the answer names no rule", () => {
    const [error] = serverErrorsToFields(
      {
        statusCode: 400,
        message: '/actions/1/address/postalCode must NOT have more than 20 characters',
        field: '/actions/1/address/postalCode',
        errors: [{ code: 'Other', field: '/actions/1/address/postalCode', rule: 'made-up' }],
      },
      update,
    );
    expect(error?.error).toEqual({
      rule: 'invalid',
      key: 'validation.invalid',
      params: { field: 'validation.fieldNames.postalCode' },
    });
  });

  it.each<[string, { statusCode: number; message: string; field?: string }, object]>([
    ['a field of no form', { statusCode: 400, message: 'The cart has no line items', field: '/cartId' }, update],
    ['no field', { statusCode: 400, message: 'bad' }, update],
    ['a whole address', { statusCode: 400, message: 'x', field: '/actions/1/address' }, update],
    ['a field the form does not have', { statusCode: 400, message: 'x', field: '/billingAddress/fax' }, update],
    ['an action that carries no form', { statusCode: 400, message: 'x', field: '/actions/3/address/city' }, update],
    ['an action the caller did not say', { statusCode: 400, message: 'x', field: '/actions/1/address/city' }, {}],
    ['a nested pointer below a field', { statusCode: 400, message: 'x', field: '/billingAddress/city/0' }, update],
    ['a failure other than 400', { statusCode: 404, message: 'Cart not found', field: '/billingAddress/city' }, update],
  ])('places nothing for %s: the page notifies instead', (_what, failure, sent) => {
    expect(serverErrorsToFields(failure, sent)).toEqual([]);
  });
});
