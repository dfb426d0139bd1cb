import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES, type AddressFormat } from '../../../generated/index.ts';
import {
  checkoutAddressFormSchemaId,
  checkoutAddressFormSchemas,
  CHECKOUT_ADDRESS_FORM_SCHEMA_ID,
} from './checkout-address-form-schema.ts';

const format = (overrides: Partial<AddressFormat> = {}): AddressFormat => ({
  postalCode: { pattern: '^\\d{5}$', example: '10115' },
  streetNumberCheck: true,
  vat: { prefix: 'DE', placeholder: '123456789', cleanup: 'digits' },
  ...overrides,
});

describe("checkoutAddressFormSchemas (the shared form schema with a country's address format laid over it)", () => {
  it('refers to the shared schema by its $id', () => {
    const { address, guestAddress } = checkoutAddressFormSchemas('de', format());
    expect(address.$ref).toBe(CHECKOUT_ADDRESS_FORM_SCHEMA_ID);
    expect(address.$id).toBe(checkoutAddressFormSchemaId('de', 'address'));
    expect(guestAddress).toMatchObject({ $ref: address.$id, required: ['email'] });
  });

  it("takes the country, postal-code pattern, street-number rule and VAT characters from the country's format", () => {
    expect(checkoutAddressFormSchemas('de', format()).address).toMatchObject({
      properties: {
        country: { const: 'DE' },
        postalCode: { pattern: '^\\d{5}$' },
        streetNumber: { pattern: '\\d' },
        vatNumber: { pattern: '^[0-9]+$' },
      },
      required: ['streetNumber'],
    });
    const unchecked = checkoutAddressFormSchemas('cz', format({ streetNumberCheck: false })).address;
    expect(unchecked).not.toHaveProperty('required');
    expect(unchecked).not.toHaveProperty('properties.streetNumber');
  });

  it('lets any postal code pass where the country defines no format (spec/3 §5)', () => {
    const none = checkoutAddressFormSchemas('xx', format({ postalCode: {} })).address;
    expect(none).not.toHaveProperty('properties.postalCode');
  });

  it.each<[AddressFormat['vat'], object]>([
    [{ prefix: 'AT', placeholder: 'U1', cleanup: 'alphanumeric' }, { pattern: '^[0-9A-Z]+$' }],
    [{ prefix: 'XX', placeholder: '1', cleanup: 'whitespace' }, { pattern: '^[0-9A-Za-z.-]+$' }],
    [
      { prefix: 'HU', placeholder: '1', cleanup: 'digits', maxLength: 8 },
      { pattern: '^[0-9]+$', maxLength: 8 },
    ],
  ])('allows the VAT characters its clean-up leaves: %j', (vat, expected) => {
    expect(checkoutAddressFormSchemas('xx', format({ vat })).address).toHaveProperty(
      'properties.vatNumber',
      expect.objectContaining(expected),
    );
  });

  it.each(COUNTRY_CODES)("%s: is made from the country's config", (country) => {
    const { address } = checkoutAddressFormSchemas(country, COUNTRIES[country].address);
    expect(address).toHaveProperty('properties.country.const', country.toUpperCase());
    expect(address).toHaveProperty('properties.postalCode.pattern', COUNTRIES[country].address.postalCode.pattern);
  });
});
