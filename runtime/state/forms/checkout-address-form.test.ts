// The checkout address form's rules, checked through the validators the browser runs: the standalone code
// `multishop generate` compiled into generated/form-validators/<cc>.js, for every country of the shop.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES, type AddressFormat, type CountryCode } from '../../../generated/index.ts';
import { loadCheckoutAddressFormValidators } from '../../../generated/form-validators.js';
import commonSchema from '../../../schemas/common.schema.json' with { type: 'json' };
import formSchema from '../../../schemas/checkout-address-form.schema.json' with { type: 'json' };
import { isValidPhoneNumber } from '../../domain/customer/phone-number.ts';
import { isValidPostalCode } from '../../domain/customer/postal-code.ts';
import { cleanVatNumber } from '../../domain/customer/vat-number-cleanup.ts';
import { CHECKOUT_ADDRESS_FORM_FIELDS } from '../../domain/forms/checkout-address-form-schema.ts';
import { fieldErrorsFromAjv } from '../../domain/forms/field-errors.ts';

const addFormats = (addFormatsModule as unknown as { default: typeof addFormatsModule }).default ?? addFormatsModule;

/** A complete private address of the country, its postal code the country's own example (spec/3 §5). */
function validAddress(country: CountryCode): Record<string, string> {
  return {
    clientType: 'PRIVATE',
    firstName: 'Jana',
    lastName: 'Nováková',
    streetName: 'Hlavná',
    streetNumber: '12a',
    postalCode: COUNTRIES[country].address.postalCode.example!,
    city: 'Bratislava',
    phone: '+421 905 123 456',
    country: country.toUpperCase(),
  };
}

/** A company's billing address: company, department and a VAT number in the country's own clean form. */
function companyAddress(country: CountryCode): Record<string, string> {
  return {
    ...validAddress(country),
    clientType: 'COMPANY',
    company: 'Stavby s.r.o.',
    department: 'Nákup',
    vatNumber: cleanVatNumber(country, COUNTRIES[country].address.vat.placeholder),
  };
}

async function check(country: CountryCode, address: Record<string, unknown>, guest = false) {
  const validators = await loadCheckoutAddressFormValidators(country);
  const validate = guest ? validators.validateGuestAddress : validators.validateAddress;
  const valid = validate(address);
  return {
    valid,
    errors: fieldErrorsFromAjv(validate.errors, { postalCodeExample: validators.postalCodeExample }),
  };
}

describe.each(COUNTRY_CODES)('the checkout address form of %s (generated standalone validators)', (country) => {
  it("accepts a complete address with the country's postal-code example (spec/3 §5 Postal code)", async () => {
    const validators = await loadCheckoutAddressFormValidators(country);
    expect(validators.postalCodeExample).toBe(COUNTRIES[country].address.postalCode.example);
    expect(await check(country, validAddress(country))).toEqual({ valid: true, errors: {} });
    expect(await check(country, companyAddress(country))).toEqual({ valid: true, errors: {} });
  });

  it('refuses a postal code out of the format with validation.postalCode, showing the example', async () => {
    const { valid, errors } = await check(country, { ...validAddress(country), postalCode: '0' });
    expect(valid).toBe(false);
    expect(errors).toEqual({
      postalCode: {
        rule: 'postalCode',
        key: 'validation.postalCode',
        params: {
          field: 'validation.fieldNames.postalCode',
          example: COUNTRIES[country].address.postalCode.example,
        },
      },
    });
  });

  it('judges postal codes as the domain rule does (spec/3 §5 Postal code table)', async () => {
    const samples = ['10115', '1010', '110 00', '11000', '00-001', '1100-148', '010011', '1012 AB', 'SW1A 1AA'];
    for (const code of [...samples, 'D02 X285', '105 57', 'abc', '0150']) {
      const { errors } = await check(country, { ...validAddress(country), postalCode: code });
      expect(errors.postalCode === undefined, `${country} ${code}`).toBe(isValidPostalCode(country, code));
    }
  });

  it('checks the street number as the country says (spec/3 §5 Street number: not in CZ, PL, RO)', async () => {
    const checked = COUNTRIES[country].address.streetNumberCheck;
    expect(checked).toBe(!['cz', 'pl', 'ro'].includes(country));
    const noDigit = await check(country, { ...validAddress(country), streetNumber: 'bez čísla' });
    const missing = await check(country, { ...validAddress(country), streetNumber: undefined });
    expect(noDigit.valid).toBe(!checked);
    if (checked) {
      expect(noDigit.errors.streetNumber?.key).toBe('validation.streetNumber');
      expect(missing.errors.streetNumber?.key).toBe('validation.required');
    } else {
      expect(noDigit).toEqual({ valid: true, errors: {} });
      expect(missing).toEqual({ valid: true, errors: {} });
    }
    for (const streetNumber of ['7', '12a', '3/5', 'č. 7']) {
      expect((await check(country, { ...validAddress(country), streetNumber })).valid, streetNumber).toBe(true);
    }
  });

  it('requires the company of company clients only (spec/2 §4, §5 Checkout submit)', async () => {
    const { company: _company, ...withoutCompany } = companyAddress(country);
    const company = await check(country, withoutCompany);
    expect(company.errors).toEqual({
      company: { rule: 'required', key: 'validation.required', params: { field: 'validation.fieldNames.company' } },
    });
    const { vatNumber: _vat, department: _department, ...withoutVat } = companyAddress(country);
    expect((await check(country, withoutVat)).valid, 'a company without a VAT ID (spec/3 §8: invoiced gross)').toBe(
      true,
    );
    expect((await check(country, validAddress(country))).valid, 'a private client without company').toBe(true);
    const { clientType: _type, ...shipping } = withoutCompany;
    expect((await check(country, shipping)).valid, 'a shipping address: no client type, no company').toBe(true);
  });

  it("checks the VAT number by the country's clean-up (spec/3 §5 VAT number: minimum 2, HU 8)", async () => {
    const vat: AddressFormat['vat'] = COUNTRIES[country].address.vat;
    const short = await check(country, { ...companyAddress(country), vatNumber: '1' });
    expect(short.errors.vatNumber).toMatchObject({ rule: 'min', params: { length: 2 } });
    const wrong = await check(country, { ...companyAddress(country), vatNumber: '12 34!' });
    expect(wrong.errors.vatNumber?.rule).toBe('vatNumber');
    const long = await check(country, { ...companyAddress(country), vatNumber: '1'.repeat(21) });
    expect(long.errors.vatNumber).toMatchObject({ rule: 'max', params: { length: vat.maxLength ?? 20 } });
    if (vat.maxLength !== undefined) {
      const over = await check(country, { ...companyAddress(country), vatNumber: '1'.repeat(vat.maxLength + 1) });
      expect(over.errors.vatNumber).toMatchObject({ rule: 'max', params: { length: vat.maxLength } });
    }
  });

  it("accepts only the page's country (spec/2 §5: a store's addresses are in its own country)", async () => {
    const other = country === 'de' ? 'AT' : 'DE';
    expect((await check(country, { ...validAddress(country), country: other })).errors.country?.rule).toBe('invalid');
  });
});

describe('the rules every country shares (schemas/checkout-address-form.schema.json)', () => {
  const country = 'de';

  it("loads a country's validators once, and none for a country the shop does not have", async () => {
    expect(await loadCheckoutAddressFormValidators('de')).toBe(await loadCheckoutAddressFormValidators('de'));
    await expect(loadCheckoutAddressFormValidators('xx' as CountryCode)).rejects.toThrow(
      'No checkout address validators for country xx',
    );
  });

  it('requires the e-mail of a guest only, in the form of an address (spec/2 §1, §5)', async () => {
    expect((await check(country, validAddress(country))).valid).toBe(true);
    expect((await check(country, validAddress(country), true)).errors.email?.key).toBe('validation.required');
    for (const email of ['jana', 'jana@', 'jana@example', 'jana @example.com', 'jana@example..com']) {
      const { errors } = await check(country, { ...validAddress(country), email }, true);
      expect(errors.email?.key, email).toBe('validation.email');
    }
    const ok = await check(country, { ...validAddress(country), email: 'jana.novakova+shop@example.co.uk' }, true);
    expect(ok.valid).toBe(true);
    const long = await check(country, { ...validAddress(country), email: `${'a'.repeat(243)}@example.com` }, true);
    expect(long.errors.email).toMatchObject({ rule: 'max', params: { length: 254 } });
  });

  it('refuses over-long texts with validation.max and the limit', async () => {
    const limits = { firstName: 100, lastName: 100, streetName: 200, city: 100, postalCode: 20, phone: 40 };
    for (const [field, limit] of Object.entries(limits)) {
      const value = field === 'phone' ? '1'.repeat(limit + 1) : 'x'.repeat(limit + 1);
      const { errors } = await check(country, { ...validAddress(country), [field]: value });
      expect(errors[field], field).toEqual({
        rule: 'max',
        key: 'validation.max',
        params: { field: `validation.fieldNames.${field}`, length: limit },
      });
    }
    for (const [field, limit] of Object.entries({ company: 200, department: 100 })) {
      const { errors } = await check(country, { ...companyAddress(country), [field]: 'x'.repeat(limit + 1) });
      expect(errors[field], field).toMatchObject({ rule: 'max', params: { length: limit } });
    }
  });

  it('counts characters, not UTF-16 units: 100 emoji are a 100-character name', async () => {
    expect((await check(country, { ...validAddress(country), firstName: '😀'.repeat(100) })).valid).toBe(true);
    expect((await check(country, { ...validAddress(country), firstName: '😀'.repeat(101) })).valid).toBe(false);
  });

  it('requires the name, street, postal code, city, phone and country', async () => {
    const { errors } = await check(country, {});
    expect(Object.keys(errors).sort()).toEqual(
      ['firstName', 'lastName', 'streetName', 'streetNumber', 'postalCode', 'city', 'phone', 'country'].sort(),
    );
    expect(new Set(Object.values(errors).map((error) => error.key))).toEqual(new Set(['validation.required']));
  });

  it('checks the phone as the domain rule does (spec/3 §5 Phone number)', async () => {
    for (const phone of ['12345678', '+421 905 123 456', '1234567', '1234  5678', '+ 12345678', '1234-5678']) {
      const { errors } = await check(country, { ...validAddress(country), phone });
      expect(errors.phone === undefined, phone).toBe(isValidPhoneNumber(phone));
      if (errors.phone) expect(errors.phone.key).toBe('validation.phone');
    }
  });

  it('refuses a client type outside the two and a field the form does not have', async () => {
    const { errors } = await check(country, { ...validAddress(country), clientType: 'GOVERNMENT', fax: '123' });
    expect(errors.clientType?.key).toBe('validation.invalid');
    expect(errors.fax?.key).toBe('validation.invalid');
  });
});

describe("the form's fields and limits against the cart's address (common.schema.json cartAddress)", () => {
  type Property = { maxLength?: number };
  const form = formSchema.properties as Record<string, Property>;
  const cart = commonSchema.$defs.cartAddress.properties as Record<string, Property>;

  it("lists the schema's fields, in its order", () => {
    expect(CHECKOUT_ADDRESS_FORM_FIELDS).toEqual(Object.keys(form));
  });

  it('has every field of the form but the client type in the cart, no longer than the cart takes', () => {
    for (const field of CHECKOUT_ADDRESS_FORM_FIELDS.filter((name) => name !== 'clientType')) {
      expect(cart[field], field).toBeDefined();
      // The country is two capital letters in both: no length of its own.
      if (field === 'country') continue;
      expect(form[field]!.maxLength, field).toBeLessThanOrEqual(cart[field]!.maxLength ?? Infinity);
    }
  });

  it.each(COUNTRY_CODES)('%s: an address the form accepts, the cart accepts', async (country) => {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats(ajv);
    ajv.addSchema(commonSchema);
    const cartAddress = ajv.getSchema(`${commonSchema.$id}#/$defs/cartAddress`)!;
    for (const address of [validAddress(country), companyAddress(country)]) {
      expect((await check(country, address)).valid).toBe(true);
      const { clientType: _clientType, ...sent } = address;
      expect(cartAddress(sent), JSON.stringify(cartAddress.errors)).toBe(true);
    }
  });
});
