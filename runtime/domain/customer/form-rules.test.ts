import { describe, expect, it } from 'vitest';
import {
  FORM_RULE_NAMES,
  SELECT_DEFAULT_ERROR,
  VALIDATED_INPUT_DEFAULT_RULES,
  fieldNameKey,
  validateFormValue,
  type FormRule,
  type FormValue,
} from './form-rules.ts';

const field = { field: 'validation.fieldNames.name' };

describe('form rules (spec/3 §5 Forms in general)', () => {
  it('knows the rules email, required, min, max, confirmed, oneOf and rating', () => {
    expect(FORM_RULE_NAMES).toEqual(['email', 'required', 'min', 'max', 'confirmed', 'oneOf', 'rating']);
  });

  it('names fields by the key validation.fieldNames.<field>', () => {
    expect(fieldNameKey('customerEmail')).toBe('validation.fieldNames.customerEmail');
  });

  it("has the select's default error 'This field is not correct.'", () => {
    expect(SELECT_DEFAULT_ERROR).toBe('This field is not correct.');
  });
});

describe('validateFormValue: one row per rule and value (spec/3 §5: key validation.<rule> with its parameters)', () => {
  const rows: Array<[FormRule, FormValue, null | { key: string; params: Record<string, string | number> }]> = [
    [{ name: 'required' }, 'Ann', null],
    [{ name: 'required' }, 0, null],
    [{ name: 'required' }, true, null],
    [{ name: 'required' }, '', { key: 'validation.required', params: field }],
    [{ name: 'required' }, '   ', { key: 'validation.required', params: field }],
    [{ name: 'required' }, null, { key: 'validation.required', params: field }],
    [{ name: 'required' }, undefined, { key: 'validation.required', params: field }],
    [{ name: 'required' }, false, { key: 'validation.required', params: field }],
    // rating is treated as required; no star (0) is no rating.
    [{ name: 'rating' }, 4, null],
    [{ name: 'rating' }, 0, { key: 'validation.rating', params: field }],
    [{ name: 'rating' }, null, { key: 'validation.rating', params: field }],
    [{ name: 'rating' }, '', { key: 'validation.rating', params: field }],
    [{ name: 'email' }, 'ann.lee+shop@example.co.uk', null],
    [{ name: 'email' }, 'a@b.de', null],
    [{ name: 'email' }, '', null],
    [{ name: 'email' }, 'ann@example', { key: 'validation.email', params: field }],
    [{ name: 'email' }, 'ann.example.com', { key: 'validation.email', params: field }],
    [{ name: 'email' }, 'ann@-example.com', { key: 'validation.email', params: field }],
    [{ name: 'email' }, 'ann lee@example.com', { key: 'validation.email', params: field }],
    [{ name: 'email' }, 'ann@example..com', { key: 'validation.email', params: field }],
    [{ name: 'min', length: 3 }, 'abc', null],
    [{ name: 'min', length: 3 }, null, null],
    [{ name: 'min', length: 3 }, 'ab', { key: 'validation.min', params: { ...field, length: 3 } }],
    [{ name: 'min', length: 3 }, 12, { key: 'validation.min', params: { ...field, length: 3 } }],
    [{ name: 'max', length: 3 }, 'abc', null],
    [{ name: 'max', length: 3 }, undefined, null],
    [{ name: 'max', length: 3 }, 'abcd', { key: 'validation.max', params: { ...field, length: 3 } }],
    [{ name: 'oneOf', values: ['sk', 'cz'] }, 'cz', null],
    [{ name: 'oneOf', values: [1, 2] }, 2, null],
    [{ name: 'oneOf', values: ['sk', 'cz'] }, '', null],
    [{ name: 'oneOf', values: ['sk', 'cz'] }, 'de', { key: 'validation.oneOf', params: field }],
    [{ name: 'oneOf', values: [1, 2] }, '2', { key: 'validation.oneOf', params: field }],
  ];
  it.each(rows)('%j with %j', (rule, value, expected) => {
    expect(validateFormValue('name', value, [rule])).toEqual(expected);
  });

  it('confirmed: the value must equal the target field’s value', () => {
    const rules: FormRule[] = [{ name: 'confirmed', target: 'password' }];
    expect(validateFormValue('passwordRepeat', 'abc1', rules, { password: 'abc1' })).toBeNull();
    expect(validateFormValue('passwordRepeat', 'abc2', rules, { password: 'abc1' })).toEqual({
      key: 'validation.confirmed',
      params: { field: 'validation.fieldNames.passwordRepeat', target: 'validation.fieldNames.password' },
    });
    expect(validateFormValue('passwordRepeat', 'abc1', rules)).toEqual({
      key: 'validation.confirmed',
      params: { field: 'validation.fieldNames.passwordRepeat', target: 'validation.fieldNames.password' },
    });
  });

  it('reports the first rule broken, in the order given', () => {
    const rules: FormRule[] = [{ name: 'required' }, { name: 'email' }];
    expect(validateFormValue('name', '', rules)?.key).toBe('validation.required');
    expect(validateFormValue('name', 'x', rules)?.key).toBe('validation.email');
    expect(validateFormValue('name', 'x@y.z', rules)).toBeNull();
  });
});

describe('validated input default rule (spec/3 §5: required with min 3)', () => {
  it.each([
    ['', 'validation.required'],
    ['ab', 'validation.min'],
    ['abc', null],
  ])('%j → %s', (value, key) => {
    expect(validateFormValue('name', value, VALIDATED_INPUT_DEFAULT_RULES)?.key ?? null).toBe(key);
  });
});
