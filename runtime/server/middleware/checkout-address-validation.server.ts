// ADR 024: forms validate with the same JSON Schemas in the browser and in the middleware. The browser runs the
// standalone validators `multishop generate` compiles (generated/form-validators/<cc>.js); the server compiles the
// same schemas — schemas/checkout-address-form.schema.json with the country's address format laid over it
// (runtime/domain/forms/checkout-address-form-schema.ts) — so that an operation can re-check the addresses a browser
// sent before it acts on them (spec/2 §5 Checkout submit).
import type { Ajv2020 } from 'ajv/dist/2020.js';
import { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { schemaAjv } from '../platform/schema-ajv.server.ts';
import { COUNTRIES, type CountryCode } from '../../../generated/index.ts';
import formSchema from '../../../schemas/checkout-address-form.schema.json' with { type: 'json' };
import type { ClientType } from '../../domain/checkout/client-type.ts';
import { cleanVatNumber } from '../../domain/customer/vat-number-cleanup.ts';
import { describeSchemaError } from '../../domain/validation/describe-schema-error.ts';
import {
  checkoutAddressFormSchemas,
  type CheckoutAddressFormKind,
} from '../../domain/forms/checkout-address-form-schema.ts';
import { fieldRuleErrorOf, type FieldRuleName } from '../../domain/forms/field-errors.ts';
import { submittedValues } from '../../domain/forms/submitted-values.ts';

/**
 * The rule an address breaks, in an answer's details: what the browser's form shows in the shopper's language. A type
 * rather than an interface, so that it is one of an answer's `errors` (records: OperationFailure).
 */
export type InvalidAddressFieldDetail = {
  code: 'InvalidAddressField';
  /** The JSON pointer of the field, as the answer's `field`. */
  field: string;
  rule: FieldRuleName;
  params: Readonly<Record<string, string | number>>;
};

/**
 * An address's first problem in the middleware's 400 style (payload-validator.server.ts): the field's JSON pointer,
 * a message naming it (`/billingAddress/postalCode must match the pattern ^\d{5}$ (got "1011")`), and the details
 * the browser maps onto its form's field (runtime/state/forms/server-errors.ts):
 * `throw new OperationError(400, problem.message, problem.field, { errors: problem.errors })`.
 */
export interface CheckoutAddressProblem {
  field: string;
  message: string;
  errors: [InvalidAddressFieldDetail];
}

export interface CheckoutAddressValidationOptions {
  /** Where the address is in the answer's terms: '/billingAddress' (the default: none, the address itself). */
  at?: string;
  /** A guest's billing address must carry the e-mail (spec/2 §1, §5). */
  guest?: boolean;
}

// One Ajv for every country: each country's schemas are compiled on its first check and kept (a compile costs about
// 25 ms; the check after that microseconds). All errors, so the first one reported is the first by the schema's
// order, as the browser's first error of a field is.
let ajv: Ajv2020 | undefined;
const compiled = new Map<string, ValidateFunction>();

function validatorOf(country: CountryCode, kind: CheckoutAddressFormKind): ValidateFunction {
  const key = `${country}/${kind}`;
  let validate = compiled.get(key);
  if (validate === undefined) {
    if (ajv === undefined) {
      ajv = schemaAjv({ allErrors: true }, ['email']);
      ajv.addSchema(formSchema);
    }
    const schemas = checkoutAddressFormSchemas(country, COUNTRIES[country].address);
    for (const schema of Object.values(schemas)) {
      if (ajv.getSchema(schema.$id as string) === undefined) ajv.addSchema(schema);
    }
    validate = ajv.getSchema(schemas[kind].$id as string)!;
    compiled.set(key, validate);
  }
  return validate;
}

/**
 * What is checked: the address as the form submits it (trimmed, blanks left out: submitted-values.ts), with the
 * client type of the checkout, and the VAT number as its field holds it — an address may carry it as typed, with the
 * country prefix (spec/3 §5 VAT number: the prefix is removed if present, then the clean-up applies).
 */
function checkedValues(
  country: CountryCode,
  address: Readonly<Record<string, unknown>>,
  clientType: ClientType | null,
): Record<string, unknown> {
  const { clientType: _ignored, ...rest } = address;
  const values = submittedValues(rest);
  if (typeof values.vatNumber === 'string') {
    const cleaned = cleanVatNumber(country, values.vatNumber);
    if (cleaned === '') delete values.vatNumber;
    else values.vatNumber = cleaned;
  }
  return clientType === null ? values : { ...values, clientType };
}

/**
 * Checks an address a browser sent against the checkout address form's schema of the country (spec/2 §5 Checkout
 * submit; spec/3 §5 Postal code, Street number, Phone number, VAT number): the first problem in the middleware's 400
 * style, or null when the address is valid. `clientType` is the checkout's (spec/2 §4); null for a shipping address,
 * which is checked as the form checks it, without company requirements (company data is the billing address's:
 * spec/3 §5).
 */
export function validateCheckoutAddress(
  country: CountryCode,
  address: object,
  clientType: ClientType | null,
  options: CheckoutAddressValidationOptions = {},
): CheckoutAddressProblem | null {
  const validate = validatorOf(country, options.guest ? 'guestAddress' : 'address');
  const values = checkedValues(country, address as Readonly<Record<string, unknown>>, clientType);
  if (validate(values)) return null;
  const errors = (validate.errors ?? []) as ErrorObject[];
  for (const error of errors) {
    const rule = fieldRuleErrorOf(error, { postalCodeExample: COUNTRIES[country].address.postalCode.example });
    // Ajv's 'if' error only restates the errors of its 'then'.
    if (rule === null) continue;
    const { pointer, message } = describeSchemaError(error, values);
    const field = `${options.at ?? ''}${pointer}`;
    // The rule's parameters but the field's name: the pointer says which field it is.
    const { field: _name, ...params } = rule.error.params;
    return {
      field: field || '/',
      message: `${field || 'The address'} ${message}`,
      errors: [{ code: 'InvalidAddressField', field: field || '/', rule: rule.error.rule, params }],
    };
  }
  // Every error was a summary: not reachable while 'if' has a 'then' whose errors it summarises.
  throw new Error(`Checkout address of ${country} failed without a telling error`);
}
