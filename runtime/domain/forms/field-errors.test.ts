import { describe, expect, it } from 'vitest';
import { FORM_RULE_NAMES } from '../customer/form-rules.ts';
import {
  FIELD_RULE_NAMES,
  fieldErrorsFromAjv,
  fieldOfError,
  fieldRuleErrorOf,
  isStricter,
  translateFieldError,
  type FieldRuleError,
  type SchemaErrorLike,
} from './field-errors.ts';

const error = (keyword: string, instancePath: string, params: object = {}): SchemaErrorLike => ({
  keyword,
  instancePath,
  params,
});

describe('fieldErrorsFromAjv (spec/3 §5: validation.<rule> keys, field names validation.fieldNames.<field>)', () => {
  it('keeps the general rules of form-rules.ts and adds the address rules', () => {
    expect(FIELD_RULE_NAMES).toEqual(expect.arrayContaining([...FORM_RULE_NAMES]));
    expect(FIELD_RULE_NAMES).toEqual(
      expect.arrayContaining(['postalCode', 'streetNumber', 'phone', 'vatNumber', 'invalid']),
    );
  });

  it.each<[string, SchemaErrorLike, string, string, Record<string, string | number>]>([
    ['a missing property', error('required', '', { missingProperty: 'city' }), 'city', 'required', {}],
    ['an empty text (minLength 1)', error('minLength', '/city', { limit: 1 }), 'city', 'required', {}],
    ['a text too short', error('minLength', '/vatNumber', { limit: 2 }), 'vatNumber', 'min', { length: 2 }],
    ['a text too long', error('maxLength', '/firstName', { limit: 100 }), 'firstName', 'max', { length: 100 }],
    ['an e-mail of a wrong form', error('format', '/email', { format: 'email' }), 'email', 'email', {}],
    [
      'the postal-code pattern',
      error('pattern', '/postalCode', { pattern: '^\\d{5}$' }),
      'postalCode',
      'postalCode',
      {},
    ],
    [
      'the street-number digit',
      error('pattern', '/streetNumber', { pattern: '\\d' }),
      'streetNumber',
      'streetNumber',
      {},
    ],
    ['the phone pattern', error('pattern', '/phone', { pattern: '^\\+?…$' }), 'phone', 'phone', {}],
    ['the VAT characters', error('pattern', '/vatNumber', { pattern: '^[0-9]+$' }), 'vatNumber', 'vatNumber', {}],
    ['a pattern of another field', error('pattern', '/country', { pattern: '^[A-Z]{2}$' }), 'country', 'invalid', {}],
    ['a choice outside the list', error('enum', '/clientType', { allowedValues: [] }), 'clientType', 'invalid', {}],
    ['another country', error('const', '/country', { allowedValue: 'DE' }), 'country', 'invalid', {}],
    ['a value of a wrong type', error('type', '/city', { type: 'string' }), 'city', 'invalid', {}],
    [
      'a field the form does not have',
      error('additionalProperties', '', { additionalProperty: 'x' }),
      'x',
      'invalid',
      {},
    ],
  ])('maps %s to its rule', (_what, ajvError, field, rule, extra) => {
    expect(fieldErrorsFromAjv([ajvError])).toEqual({
      [field]: { rule, key: `validation.${rule}`, params: { field: `validation.fieldNames.${field}`, ...extra } },
    });
  });

  it("shows the country's example in the postal-code message", () => {
    const errors = fieldErrorsFromAjv([error('pattern', '/postalCode', { pattern: '^\\d{5}$' })], {
      postalCodeExample: '10115',
    });
    expect(errors.postalCode?.params).toEqual({ field: 'validation.fieldNames.postalCode', example: '10115' });
  });

  it("drops Ajv's 'if' summary and keeps the first error of each field, in the validator's order", () => {
    expect(
      fieldErrorsFromAjv([
        error('required', '', { missingProperty: 'company' }),
        error('if', '', { failingKeyword: 'then' }),
        error('maxLength', '/postalCode', { limit: 20 }),
        error('pattern', '/postalCode', { pattern: '^\\d{5}$' }),
      ]),
    ).toEqual({
      company: { rule: 'required', key: 'validation.required', params: { field: 'validation.fieldNames.company' } },
      postalCode: {
        rule: 'max',
        key: 'validation.max',
        params: { field: 'validation.fieldNames.postalCode', length: 20 },
      },
    });
    expect(fieldRuleErrorOf(error('if', '', {}))).toBeNull();
    expect(fieldErrorsFromAjv(null)).toEqual({});
  });

  it('names nested fields by dotted paths, as react-hook-form does, and the whole form root', () => {
    expect(fieldOfError(error('pattern', '/billing/postalCode'))).toBe('billing.postalCode');
    expect(fieldOfError(error('required', '/shipping', { missingProperty: 'city' }))).toBe('shipping.city');
    expect(fieldOfError(error('type', '', { type: 'object' }))).toBe('root');
    expect(fieldOfError(error('type', '/a~1b/c~0d'))).toBe('a/b.c~d');
    // The field's own name is the message's: a billing postal code is a postal code.
    expect(fieldErrorsFromAjv([error('pattern', '/billing/postalCode')])['billing.postalCode']?.params).toEqual({
      field: 'validation.fieldNames.postalCode',
    });
  });
});

describe('translateFieldError', () => {
  // A translator over a few messages, filling in {name} parameters as the shop's does (i18n/translate.ts).
  const messages: Readonly<Record<string, string>> = {
    'validation.max': '{field}: enter at most {length} characters.',
    'validation.confirmed': '{field} does not match {target}.',
    'validation.fieldNames.firstName': 'First name',
    'validation.fieldNames.password': 'Password',
    'validation.fieldNames.passwordRepeat': 'Repeated password',
  };
  const t = (key: string, params: Readonly<Record<string, string | number>> = {}) =>
    (messages[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));

  it("translates the field's name first, then the message with it", () => {
    const [mapped] = Object.values(fieldErrorsFromAjv([error('maxLength', '/firstName', { limit: 100 })]));
    expect(translateFieldError(t, mapped!)).toBe('First name: enter at most 100 characters.');
    expect(
      translateFieldError(t, {
        rule: 'confirmed',
        key: 'validation.confirmed',
        params: { field: 'validation.fieldNames.passwordRepeat', target: 'validation.fieldNames.password' },
      }),
    ).toBe('Repeated password does not match Password.');
  });
});

describe('a format other than e-mail', () => {
  it('is the select’s default error, invalid (spec/3 §5)', () => {
    const [mapped] = Object.values(fieldErrorsFromAjv([error('format', '/city', { format: 'uri' })]));
    expect(mapped).toMatchObject({ rule: 'invalid', key: 'validation.invalid' });
  });
});

describe('isStricter (a country’s own limit laid over the shared one)', () => {
  const rule = (name: 'max' | 'min' | 'required', length?: number): FieldRuleError => ({
    rule: name,
    key: `validation.${name}`,
    params: length === undefined ? {} : { length },
  });

  it('takes the smaller maximum and the larger minimum of the same rule', () => {
    expect(isStricter(rule('max', 20), rule('max', 8))).toBe(true);
    expect(isStricter(rule('max', 8), rule('max', 20))).toBe(false);
    expect(isStricter(rule('min', 2), rule('min', 5))).toBe(true);
    expect(isStricter(rule('min', 5), rule('min', 2))).toBe(false);
  });

  it('compares only the same rule with lengths on both sides', () => {
    expect(isStricter(rule('max', 20), rule('min', 8))).toBe(false);
    expect(isStricter(rule('required'), rule('required'))).toBe(false);
    expect(isStricter(rule('max', 20), rule('max'))).toBe(false);
  });
});
