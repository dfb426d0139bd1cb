import { fieldNameKey, FORM_RULE_NAMES } from '../customer/form-rules.ts';

/**
 * The rules a form field can break, each with its message under validation.<rule> (spec/3 §5 Forms in general: keys
 * validation.<rule>, field names validation.fieldNames.<field>): the general rules of form-rules.ts, the address rules
 * of spec/3 §5 (postal code, street number, phone number, VAT number), and `invalid`, the select's default error
 * ('This field is not correct.', spec/3 §5) for a value no rule of its own describes (a choice outside the list).
 */
export const FIELD_RULE_NAMES = [
  ...FORM_RULE_NAMES,
  'postalCode',
  'streetNumber',
  'phone',
  'vatNumber',
  'invalid',
] as const;
export type FieldRuleName = (typeof FIELD_RULE_NAMES)[number];

/** A field's broken rule: its translation key and the key's parameters (the field's name as its own key). */
export interface FieldRuleError {
  rule: FieldRuleName;
  key: `validation.${FieldRuleName}`;
  params: Readonly<Record<string, string | number>>;
}

/** What this module reads of a JSON Schema validator's error: Ajv's ErrorObject, standalone or compiled. */
export interface SchemaErrorLike {
  readonly keyword: string;
  readonly instancePath: string;
  readonly params: object;
}

/** What a message may show beyond the error itself. */
export interface FieldErrorContext {
  /** The country's postal-code example (spec/3 §5: the placeholder), shown in the postal-code message. */
  postalCodeExample?: string | undefined;
}

// spec/3 §5: a value that breaks its field's pattern breaks that field's own rule.
const PATTERN_RULES: Readonly<Record<string, FieldRuleName>> = {
  postalCode: 'postalCode',
  streetNumber: 'streetNumber',
  phone: 'phone',
  vatNumber: 'vatNumber',
};

/**
 * The form field an error is about, as react-hook-form names fields: the JSON pointer's tokens joined by dots
 * ('/billing/postalCode' → 'billing.postalCode'); a missing property is the field it names. An error about the whole
 * form (its root) is 'root', react-hook-form's name for form-level errors.
 */
export function fieldOfError(error: SchemaErrorLike): string {
  const params = error.params as Record<string, unknown>;
  const pointer =
    error.keyword === 'required'
      ? `${error.instancePath}/${escapeToken(String(params.missingProperty))}`
      : error.keyword === 'additionalProperties'
        ? `${error.instancePath}/${escapeToken(String(params.additionalProperty))}`
        : error.instancePath;
  if (pointer === '') return 'root';
  return pointer
    .slice(1)
    .split('/')
    .map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~'))
    .join('.');
}

function escapeToken(token: string): string {
  return token.replaceAll('~', '~0').replaceAll('/', '~1');
}

function ruleError(rule: FieldRuleName, field: string, extra: Record<string, string | number> = {}): FieldRuleError {
  // The field's own name, the last part of its path ('billing.postalCode' is a postal code).
  const name = field.slice(field.lastIndexOf('.') + 1);
  return { rule, key: `validation.${rule}`, params: { field: fieldNameKey(name), ...extra } };
}

/**
 * One validator error as the rule a shopper broke, or null for an error that only restates others (Ajv's 'if': "must
 * match the then schema", whose own errors follow it). A blank field is a missing one (submitted-values.ts), so an
 * empty text (minLength 1) is `required` too.
 */
export function fieldRuleErrorOf(
  error: SchemaErrorLike,
  context: FieldErrorContext = {},
): { field: string; error: FieldRuleError } | null {
  const field = fieldOfError(error);
  const params = error.params as Record<string, unknown>;
  const limit = typeof params.limit === 'number' ? params.limit : 0;
  const name = field.slice(field.lastIndexOf('.') + 1);
  switch (error.keyword) {
    case 'if':
      return null;
    case 'required':
      return { field, error: ruleError('required', field) };
    case 'minLength':
      return { field, error: limit <= 1 ? ruleError('required', field) : ruleError('min', field, { length: limit }) };
    case 'maxLength':
      return { field, error: ruleError('max', field, { length: limit }) };
    case 'format':
      return { field, error: params.format === 'email' ? ruleError('email', field) : ruleError('invalid', field) };
    case 'pattern': {
      const rule = PATTERN_RULES[name] ?? 'invalid';
      const example = rule === 'postalCode' ? context.postalCodeExample : undefined;
      return { field, error: ruleError(rule, field, example === undefined ? {} : { example }) };
    }
    default:
      // type, enum, const, additionalProperties: a value the form's own inputs cannot give (a choice outside the
      // list, another country than the page's) — the select's default error (spec/3 §5).
      return { field, error: ruleError('invalid', field) };
  }
}

/**
 * Whether `later`, an error of the same field found after `first`, says the same rule more strictly: a country's
 * own limit laid over the shared one (HU's VAT number: at most 8, within the shared 20) is the one to show.
 */
export function isStricter(first: FieldRuleError, later: FieldRuleError): boolean {
  if (first.rule !== later.rule) return false;
  const [was, is] = [first.params.length, later.params.length];
  if (typeof was !== 'number' || typeof is !== 'number') return false;
  return first.rule === 'max' ? is < was : first.rule === 'min' && is > was;
}

/**
 * Ajv errors (of a standalone validator or a compiled one) as field errors:
 * `{ postalCode: { rule: 'postalCode', key: 'validation.postalCode', params: { field, example } } }` — the first
 * error of each field, in the validator's order (the shared rules, required and lengths, before a country's pattern),
 * or the strictest limit where a country's narrows the shared one.
 */
export function fieldErrorsFromAjv(
  errors: readonly SchemaErrorLike[] | null | undefined,
  context: FieldErrorContext = {},
): Record<string, FieldRuleError> {
  const fields: Record<string, FieldRuleError> = {};
  for (const error of errors ?? []) {
    const mapped = fieldRuleErrorOf(error, context);
    if (mapped === null) continue;
    const first = fields[mapped.field];
    if (first === undefined || isStricter(first, mapped.error)) fields[mapped.field] = mapped.error;
  }
  return fields;
}

/** A translation function (i18n/translate.ts Translate): a message key and its parameters to text. */
type Translate = (key: string, params?: Readonly<Record<string, string | number>>) => string;

/**
 * A field error in the page's language: its message with the field's name translated first (the parameters name
 * fields by their keys, validation.fieldNames.<field>, as form-rules.ts does).
 */
export function translateFieldError(translate: Translate, error: FieldRuleError): string {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(error.params)) {
    params[name] = (name === 'field' || name === 'target') && typeof value === 'string' ? translate(value) : value;
  }
  return translate(error.key, params);
}
