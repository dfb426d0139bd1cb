import type { AddressFormat, CheckoutAddressForm } from '../../../generated/types.ts';

/** The fields of a checkout address form (schemas/checkout-address-form.schema.json's properties, in its order). */
export const CHECKOUT_ADDRESS_FORM_FIELDS = [
  'email',
  'clientType',
  'firstName',
  'lastName',
  'company',
  'department',
  'vatNumber',
  'streetName',
  'streetNumber',
  'postalCode',
  'city',
  'phone',
  'country',
] as const satisfies ReadonlyArray<keyof CheckoutAddressForm>;
export type CheckoutAddressFormField = (typeof CHECKOUT_ADDRESS_FORM_FIELDS)[number];

/** The $id of schemas/checkout-address-form.schema.json, the rules every country shares. */
export const CHECKOUT_ADDRESS_FORM_SCHEMA_ID = 'https://multishop.example/schemas/checkout-address-form.schema.json';

/**
 * The two forms an address is checked as: any address (a customer's billing address, a shipping address), and a
 * guest's billing address, which must carry the e-mail (spec/2 §1: a guest checks out with an e-mail; spec/2 §5: it
 * must exist on the cart before pay).
 */
export const CHECKOUT_ADDRESS_FORM_KINDS = ['address', 'guestAddress'] as const;
export type CheckoutAddressFormKind = (typeof CHECKOUT_ADDRESS_FORM_KINDS)[number];

/** A JSON Schema as this module writes it: plain JSON data. */
export type JsonSchemaObject = { readonly [keyword: string]: unknown };

// spec/3 §5 Street number: "must contain a digit" — anywhere in it ('12a', '3/5', 'č. 7').
const HAS_DIGIT = '\\d';

// spec/3 §5 VAT number: what each clean-up leaves (runtime/domain/customer/vat-number-cleanup.ts) is what the field
// may hold — digits; digits and upper-case letters (the alphanumeric clean-up upper-cases); for a clean-up that only
// removes white space, the characters the cart's address takes (common.schema.json cartAddress vatNumber: letters,
// digits, dots and dashes), so what the form accepts the cart accepts.
const VAT_CHARACTERS: Readonly<Record<AddressFormat['vat']['cleanup'], string>> = {
  digits: '^[0-9]+$',
  alphanumeric: '^[0-9A-Z]+$',
  whitespace: '^[0-9A-Za-z.-]+$',
};

/** The $id of a country's schema of one kind: `…/checkout-address-form/de/address`. */
export function checkoutAddressFormSchemaId(country: string, kind: CheckoutAddressFormKind): string {
  return `https://multishop.example/schemas/checkout-address-form/${country.toLowerCase()}/${kind}`;
}

/**
 * A country's checkout address schemas: schemas/checkout-address-form.schema.json with what the country's address
 * format says laid over it (spec/3 §5 Postal code, Street number, VAT number), and the page's country as the only
 * country (spec/2 §5: each store invoices and delivers in its own country). The one source of both validators: the
 * browser's, which `multishop generate` compiles to standalone code (cli/generate/form-validators.ts), and the
 * middleware's (runtime/server/middleware/checkout-address-validation.server.ts), so they cannot disagree.
 */
export function checkoutAddressFormSchemas(
  country: string,
  format: AddressFormat,
): Record<CheckoutAddressFormKind, JsonSchemaObject> {
  const streetNumberChecked = format.streetNumberCheck;
  const address: JsonSchemaObject = {
    $id: checkoutAddressFormSchemaId(country, 'address'),
    description: `The checkout address form of ${country.toUpperCase()}.`,
    $ref: CHECKOUT_ADDRESS_FORM_SCHEMA_ID,
    type: 'object',
    properties: {
      country: { type: 'string', const: country.toUpperCase() },
      // spec/3 §5 Postal code: passes when the country defines no format.
      ...(format.postalCode.pattern === undefined
        ? {}
        : { postalCode: { type: 'string', pattern: format.postalCode.pattern } }),
      ...(streetNumberChecked ? { streetNumber: { type: 'string', pattern: HAS_DIGIT } } : {}),
      vatNumber: {
        type: 'string',
        pattern: VAT_CHARACTERS[format.vat.cleanup],
        // spec/3 §5: HU keeps only the first 8 characters.
        ...(format.vat.maxLength === undefined ? {} : { maxLength: format.vat.maxLength }),
      },
    },
    // Where the digit is checked, there must be a number to check; CZ, PL and RO addresses may have none.
    ...(streetNumberChecked ? { required: ['streetNumber'] } : {}),
  };
  const guestAddress: JsonSchemaObject = {
    $id: checkoutAddressFormSchemaId(country, 'guestAddress'),
    description: `A guest's billing address form of ${country.toUpperCase()}: the address with the e-mail.`,
    $ref: checkoutAddressFormSchemaId(country, 'address'),
    type: 'object',
    required: ['email'],
  };
  return { address, guestAddress };
}
