import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from '../../../generated/index.ts';
import { loadCheckoutAddressFormValidators } from '../../../generated/form-validators.js';
import formSchema from '../../../schemas/checkout-address-form.schema.json' with { type: 'json' };
import { CHECKOUT_ADDRESS_FORM_SCHEMA_ID } from '../../domain/forms/checkout-address-form-schema.ts';
import { submittedValues } from '../../domain/forms/submitted-values.ts';
import { serverErrorsToFields } from '../../state/forms/server-errors.ts';
import { validateCheckoutAddress } from './checkout-address-validation.server.ts';

function address(country: CountryCode): Record<string, string> {
  return {
    firstName: 'Jan',
    lastName: 'Novák',
    streetName: 'Hlavní',
    streetNumber: '7',
    postalCode: COUNTRIES[country].address.postalCode.example!,
    city: 'Praha',
    phone: '+420 601 123 456',
    country: country.toUpperCase(),
  };
}

describe('validateCheckoutAddress (the middleware re-checks the addresses a browser sent)', () => {
  it('compiles the shared form schema by the $id the country forms refer to', () => {
    expect(formSchema.$id).toBe(CHECKOUT_ADDRESS_FORM_SCHEMA_ID);
  });

  it('passes a valid address, private and company', () => {
    expect(validateCheckoutAddress('de', address('de'), 'PRIVATE')).toBeNull();
    expect(validateCheckoutAddress('de', { ...address('de'), company: 'GmbH' }, 'COMPANY')).toBeNull();
  });

  it("answers the first problem in the middleware's 400 style, with the rule for the browser's form", () => {
    const problem = validateCheckoutAddress('de', { ...address('de'), postalCode: '1011' }, 'PRIVATE', {
      at: '/billingAddress',
    });
    expect(problem).toEqual({
      field: '/billingAddress/postalCode',
      message: '/billingAddress/postalCode must match the pattern ^\\d{5}$ (got "1011")',
      errors: [
        {
          code: 'InvalidAddressField',
          field: '/billingAddress/postalCode',
          rule: 'postalCode',
          params: { example: '10115' },
        },
      ],
    });
    // What the browser makes of it (runtime/state/forms/server-errors.ts).
    expect(serverErrorsToFields({ statusCode: 400, ...problem! })).toMatchObject([
      { form: 'billing', field: 'postalCode', error: { key: 'validation.postalCode', params: { example: '10115' } } },
    ]);
  });

  it('takes the checkout client type over anything the address says: company required only of a company', () => {
    const withType = { ...address('de'), clientType: 'PRIVATE' };
    expect(validateCheckoutAddress('de', withType, 'COMPANY')).toMatchObject({
      field: '/company',
      message: '/company is required',
      errors: [{ rule: 'required' }],
    });
    expect(validateCheckoutAddress('de', address('de'), null), 'a shipping address').toBeNull();
  });

  it('requires the e-mail of a guest', () => {
    expect(validateCheckoutAddress('de', address('de'), 'PRIVATE', { guest: true })).toMatchObject({
      field: '/email',
      errors: [{ rule: 'required' }],
    });
  });

  it('reads a VAT number typed with its country prefix as the field does (spec/3 §5 VAT number)', () => {
    const company = { ...address('de'), company: 'GmbH' };
    expect(validateCheckoutAddress('de', { ...company, vatNumber: 'DE 123 456 789' }, 'COMPANY')).toBeNull();
    expect(validateCheckoutAddress('de', { ...company, vatNumber: 'DE' }, 'COMPANY'), 'only the prefix').toBeNull();
    expect(
      validateCheckoutAddress('hu', { ...address('hu'), company: 'Kft', vatNumber: 'HU12345678-2-42' }, 'COMPANY'),
    ).toBeNull();
  });

  it("refuses another country than the store's (spec/2 §5)", () => {
    expect(validateCheckoutAddress('at', address('de'), 'PRIVATE')).toMatchObject({
      errors: [{ rule: 'invalid' }],
    });
  });

  // The same schema on both sides: every verdict of the middleware is the browser's.
  it.each(COUNTRY_CODES)('%s: agrees with the browser validators, address by address', async (country) => {
    const validators = await loadCheckoutAddressFormValidators(country);
    const base = address(country);
    const cases: Array<[Record<string, unknown>, 'PRIVATE' | 'COMPANY' | null]> = [
      [base, 'PRIVATE'],
      [{ ...base, postalCode: '0' }, 'PRIVATE'],
      [{ ...base, postalCode: ` ${base.postalCode} ` }, 'PRIVATE'],
      [{ ...base, streetNumber: 'bez čísla' }, 'PRIVATE'],
      [{ ...base, streetNumber: '' }, null],
      [{ ...base, phone: '1234-5678' }, 'PRIVATE'],
      [{ ...base, city: 'x'.repeat(101) }, 'PRIVATE'],
      [{ ...base, email: 'jan@' }, 'PRIVATE'],
      [base, 'COMPANY'],
      [{ ...base, company: 'Firma', vatNumber: '1' }, 'COMPANY'],
      [{ ...base, company: 'Firma', department: 'Nákup' }, 'COMPANY'],
    ];
    for (const [sent, clientType] of cases) {
      const browser = validators.validateAddress({ ...submittedValues(sent), ...(clientType ? { clientType } : {}) });
      const server = validateCheckoutAddress(country, sent, clientType);
      expect(server === null, `${country} ${JSON.stringify(sent)} ${clientType}`).toBe(browser);
    }
  });
});
