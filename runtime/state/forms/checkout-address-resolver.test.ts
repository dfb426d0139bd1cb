import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../i18n/messages.server.ts';
import { createTranslator } from '../../i18n/translate.ts';
import { createCheckoutAddressResolver, type CheckoutAddressFormValues } from './checkout-address-resolver.ts';

const options = (criteriaMode?: 'firstError' | 'all') =>
  ({ criteriaMode, fields: {}, shouldUseNativeValidation: false }) as ResolverOptions<CheckoutAddressFormValues>;

/** A German private address as the inputs hold it: untouched optional fields are blank, texts as typed. */
const typed: CheckoutAddressFormValues = {
  email: '',
  clientType: 'PRIVATE',
  firstName: ' Anna ',
  lastName: 'Schmidt',
  company: '',
  department: '',
  vatNumber: '',
  streetName: 'Hauptstraße',
  streetNumber: '5',
  postalCode: '10115 ',
  city: 'Berlin',
  phone: '+49 170 1234567',
  country: 'DE',
};

describe('createCheckoutAddressResolver (react-hook-form over the generated standalone validators)', () => {
  it('answers valid values trimmed, blank fields left out, and no errors', async () => {
    const resolver = createCheckoutAddressResolver({ country: 'de' });
    expect(await resolver(typed, undefined, options())).toEqual({
      values: {
        clientType: 'PRIVATE',
        firstName: 'Anna',
        lastName: 'Schmidt',
        streetName: 'Hauptstraße',
        streetNumber: '5',
        postalCode: '10115',
        city: 'Berlin',
        phone: '+49 170 1234567',
        country: 'DE',
      },
      errors: {},
    });
  });

  it("answers each wrong field's error as { type: rule, message: key }, and no values", async () => {
    const resolver = createCheckoutAddressResolver({ country: 'de' });
    const result = await resolver(
      { ...typed, postalCode: '1011', firstName: '   ', clientType: 'COMPANY' },
      undefined,
      options(),
    );
    expect(result).toEqual({
      values: {},
      errors: {
        postalCode: { type: 'postalCode', message: 'validation.postalCode' },
        firstName: { type: 'required', message: 'validation.required' },
        company: { type: 'required', message: 'validation.required' },
      },
    });
  });

  it("words the messages in the shopper's language when given the page's t()", async () => {
    const t = createTranslator('de-DE', messagesFor('de-DE'));
    const resolver = createCheckoutAddressResolver({ country: 'de', guest: true, translate: t });
    const { errors } = await resolver({ ...typed, postalCode: '1011', lastName: '' }, undefined, options());
    expect(errors).toEqual({
      postalCode: {
        type: 'postalCode',
        message: 'Bitte geben Sie eine gültige Postleitzahl ein, zum Beispiel 10115.',
      },
      lastName: { type: 'required', message: 'Nachname ist ein Pflichtfeld.' },
      email: { type: 'required', message: 'E-Mail ist ein Pflichtfeld.' },
    });
  });

  it("lists every rule a field breaks under types when the form asks for all (criteriaMode 'all')", async () => {
    const resolver = createCheckoutAddressResolver({ country: 'de' });
    const { errors } = await resolver({ ...typed, postalCode: '1'.repeat(21) }, undefined, options('all'));
    expect(errors).toEqual({
      postalCode: {
        type: 'max',
        message: 'validation.max',
        types: { max: 'validation.max', postalCode: 'validation.postalCode' },
      },
    });
  });

  it("shows the country's own limit where it narrows the shared one (HU VAT number: 8)", async () => {
    const resolver = createCheckoutAddressResolver({
      country: 'hu',
      translate: createTranslator('en-GB', messagesFor('en-GB')),
    });
    const { errors } = await resolver(
      { ...typed, country: 'HU', postalCode: '1051', clientType: 'COMPANY', company: 'Kft', vatNumber: '1'.repeat(21) },
      undefined,
      options('all'),
    );
    expect(errors).toEqual({
      vatNumber: {
        type: 'max',
        message: 'VAT number: enter at most 8 characters.',
        types: { max: 'VAT number: enter at most 8 characters.' },
      },
    });
  });

  it("loads the country's validators once, through the loader it is given", async () => {
    const loaded: string[] = [];
    const { loadCheckoutAddressFormValidators } = await import('../../../generated/form-validators.js');
    const resolver = createCheckoutAddressResolver({
      country: 'at',
      load: (country) => {
        loaded.push(country);
        return loadCheckoutAddressFormValidators(country);
      },
    });
    await resolver({ ...typed, country: 'AT', postalCode: '1010' }, undefined, options());
    expect(loaded).toEqual(['at']);
  });
});
