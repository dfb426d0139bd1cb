import { isBlank, type InputValue } from './is-blank.ts';

/** spec/3 §5 Forms in general: the rules a form field can carry. */
export const FORM_RULE_NAMES = ['email', 'required', 'min', 'max', 'confirmed', 'oneOf', 'rating'] as const;
export type FormRuleName = (typeof FORM_RULE_NAMES)[number];

export type FormRule =
  | { name: 'email' }
  | { name: 'required' }
  | { name: 'min'; length: number }
  | { name: 'max'; length: number }
  /** The value must equal the value of the field named `target` (a repeated password or e-mail). */
  | { name: 'confirmed'; target: string }
  | { name: 'oneOf'; values: readonly (string | number)[] }
  | { name: 'rating' };

export type FormValue = InputValue;

/**
 * A failed rule as a translation key plus its parameters (spec/3 §5: keys validation.<rule>, field names
 * validation.fieldNames.<field>). Field names are given as their translation keys; the page translates both.
 */
export interface FormRuleError {
  key: `validation.${FormRuleName}`;
  params: Readonly<Record<string, string | number>>;
}

/** spec/3 §5: the validated input's default rules, required with min 3. */
export const VALIDATED_INPUT_DEFAULT_RULES: readonly FormRule[] = [{ name: 'required' }, { name: 'min', length: 3 }];

/** spec/3 §5: the select's default error. */
export const SELECT_DEFAULT_ERROR = 'This field is not correct.';

/** spec/3 §5: the translation key of a field's name. */
export function fieldNameKey(field: string): `validation.fieldNames.${string}` {
  return `validation.fieldNames.${field}`;
}

// A pragmatic address check: allowed local-part characters, '@', then host labels separated by at least one dot.
// Each label starts and ends with a letter or digit, so the match stays linear.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

const NO_VALUES: Readonly<Record<string, FormValue>> = Object.freeze({});

function isEmpty(value: FormValue): boolean {
  return value === null || value === undefined || value === '';
}

/** Required fails on nothing, false (an unticked box) and blank text; the number 0 is a value. */
function isMissing(value: FormValue): boolean {
  return value === false || isBlank(value);
}

function passes(rule: FormRule, value: FormValue, values: Readonly<Record<string, FormValue>>): boolean {
  switch (rule.name) {
    case 'required':
      return !isMissing(value);
    // spec/3 §5: rating is treated as required; no star chosen (0) counts as missing too.
    case 'rating':
      return !isMissing(value) && value !== 0;
    // The other rules leave an empty field to `required`, so an optional field may stay empty.
    case 'email':
      return isEmpty(value) || EMAIL.test(String(value));
    case 'min':
      return isEmpty(value) || String(value).length >= rule.length;
    case 'max':
      return isEmpty(value) || String(value).length <= rule.length;
    case 'confirmed':
      return value === values[rule.target];
    case 'oneOf':
      return isEmpty(value) || rule.values.includes(value as string | number);
  }
}

function paramsOf(rule: FormRule, field: string): Record<string, string | number> {
  const params: Record<string, string | number> = { field: fieldNameKey(field) };
  if (rule.name === 'min' || rule.name === 'max') params.length = rule.length;
  if (rule.name === 'confirmed') params.target = fieldNameKey(rule.target);
  return params;
}

/**
 * spec/3 §5 Forms in general: the first rule the value breaks, as its translation key and parameters, or null.
 * `values` holds the form's other fields, for `confirmed`.
 */
export function validateFormValue(
  field: string,
  value: FormValue,
  rules: readonly FormRule[],
  values: Readonly<Record<string, FormValue>> = NO_VALUES,
): FormRuleError | null {
  for (const rule of rules) {
    if (!passes(rule, value, values)) return { key: `validation.${rule.name}`, params: paramsOf(rule, field) };
  }
  return null;
}
