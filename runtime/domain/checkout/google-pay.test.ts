import { describe, expect, it } from 'vitest';
import {
  GOOGLE_PAY_ADDRESS_MISSING,
  allowsGooglePayExpress,
  checkGooglePayData,
  googlePayRequirements,
  type GooglePayAddress,
  type GooglePayPaymentData,
} from './google-pay.ts';

const address: GooglePayAddress = {
  name: 'Eva Nováková',
  address1: 'Hlavná 12',
  locality: 'Bratislava',
  postalCode: '811 01',
  countryCode: 'SK',
  phoneNumber: '+421 900 000 000',
};
const data: GooglePayPaymentData = { email: 'eva@example.com', shippingAddress: address, billingAddress: address };

describe('googlePayRequirements (spec/2 §5 Google Pay: shipping address, current country, phone, e-mail, full billing address)', () => {
  it.each([
    ['sk', 'SK'],
    ['gb', 'GB'],
    ['ch', 'CH'],
  ] as const)('%s allows shipping to %s only and asks for everything the shop needs', (country, code) => {
    expect(googlePayRequirements(country)).toEqual({
      emailRequired: true,
      shippingAddressRequired: true,
      shippingAddressParameters: { allowedCountryCodes: [code], phoneNumberRequired: true },
      billingAddressRequired: true,
      billingAddressParameters: { format: 'FULL', phoneNumberRequired: true },
    });
  });

  it('cannot be changed by a caller', () => {
    const requirements = googlePayRequirements('sk');
    expect(Object.isFrozen(requirements)).toBe(true);
    expect(Object.isFrozen(requirements.shippingAddressParameters.allowedCountryCodes)).toBe(true);
    expect(Object.isFrozen(requirements.billingAddressParameters)).toBe(true);
  });
});

describe('checkGooglePayData (spec/2 §5 Google Pay; spec/3 §5 Phone number)', () => {
  it('accepts complete data for the current country', () => {
    expect(checkGooglePayData('sk', data)).toEqual({ valid: true });
  });

  it.each([
    ['no shipping address', { ...data, shippingAddress: undefined }],
    ['a null shipping address', { ...data, shippingAddress: null }],
  ])('refuses %s with the catalogue message', (_case, payment) => {
    expect(checkGooglePayData('sk', payment)).toEqual({
      valid: false,
      problem: 'shippingAddressMissing',
      message: 'Adress from Google express payment is missing',
    });
    expect(GOOGLE_PAY_ADDRESS_MISSING).toBe('Adress from Google express payment is missing');
  });

  it.each<[string, GooglePayPaymentData, string]>([
    [
      'shipping to another country',
      { ...data, shippingAddress: { ...address, countryCode: 'CZ' } },
      'countryNotAllowed',
    ],
    [
      'shipping without a country',
      { ...data, shippingAddress: { ...address, countryCode: null } },
      'countryNotAllowed',
    ],
    ['no e-mail', { ...data, email: undefined }, 'emailMissing'],
    ['a blank e-mail', { ...data, email: ' ' }, 'emailMissing'],
    [
      'no phone on either address',
      { ...data, shippingAddress: { ...address, phoneNumber: null }, billingAddress: { ...address, phoneNumber: '' } },
      'phoneMissing',
    ],
    [
      'no phone and no billing address',
      { ...data, shippingAddress: { ...address, phoneNumber: null }, billingAddress: null },
      'phoneMissing',
    ],
    [
      'a shipping phone that breaks the spec/3 §5 phone rule (dashes)',
      { ...data, shippingAddress: { ...address, phoneNumber: '+421 900-000-000' } },
      'phoneInvalid',
    ],
    [
      'a billing phone with fewer than 8 digits (spec/3 §5)',
      { ...data, billingAddress: { ...address, phoneNumber: '+421 900' } },
      'phoneInvalid',
    ],
    [
      'a valid billing phone beside an invalid shipping phone',
      { ...data, shippingAddress: { ...address, phoneNumber: '(0900) 000 000' } },
      'phoneInvalid',
    ],
    [
      'an only phone that is not a phone number',
      { ...data, shippingAddress: { ...address, phoneNumber: 'call me' }, billingAddress: null },
      'phoneInvalid',
    ],
    ['no billing address', { ...data, billingAddress: undefined }, 'billingAddressIncomplete'],
    [
      'a billing address without name',
      { ...data, billingAddress: { ...address, name: '' } },
      'billingAddressIncomplete',
    ],
    ['… without street', { ...data, billingAddress: { ...address, address1: null } }, 'billingAddressIncomplete'],
    ['… without city', { ...data, billingAddress: { ...address, locality: ' ' } }, 'billingAddressIncomplete'],
    [
      '… without postal code',
      { ...data, billingAddress: { ...address, postalCode: null } },
      'billingAddressIncomplete',
    ],
    ['… without country', { ...data, billingAddress: { ...address, countryCode: '' } }, 'billingAddressIncomplete'],
  ])('refuses %s', (_case, payment, problem) => {
    expect(checkGooglePayData('sk', payment)).toEqual({ valid: false, problem });
  });

  it('accepts a valid phone on the billing address alone and a lower-case country code', () => {
    expect(
      checkGooglePayData('sk', {
        ...data,
        shippingAddress: { ...address, phoneNumber: undefined, countryCode: ' sk' },
      }),
    ).toEqual({ valid: true });
  });

  it('accepts a valid phone on the shipping address with a blank one on the billing address', () => {
    expect(
      checkGooglePayData('sk', {
        ...data,
        shippingAddress: { ...address, phoneNumber: '0900123456' },
        billingAddress: { ...address, phoneNumber: ' ' },
      }),
    ).toEqual({ valid: true });
  });

  it.each(['AT', ' ', 'sk-'])(
    'refuses a billing address in another country (%j): the shop keeps every address of a cart in its country',
    (countryCode) => {
      const problem = countryCode.trim() === '' ? 'billingAddressIncomplete' : 'billingCountryNotAllowed';
      expect(checkGooglePayData('sk', { ...data, billingAddress: { ...address, countryCode } })).toEqual({
        valid: false,
        problem,
      });
    },
  );

  it('accepts a billing address of the current country in any case and with spaces', () => {
    expect(checkGooglePayData('sk', { ...data, billingAddress: { ...address, countryCode: ' Sk ' } })).toEqual({
      valid: true,
    });
  });
});

describe('allowsGooglePayExpress (spec/2 §5: express orders are private)', () => {
  it.each([
    ['Platform', true],
    ['Disabled', true],
    ['ExternalAmount', true],
    ['External', false],
  ])('a cart in tax mode %s: %s', (taxMode, allowed) => {
    expect(allowsGooglePayExpress({ taxMode })).toBe(allowed);
  });
});
