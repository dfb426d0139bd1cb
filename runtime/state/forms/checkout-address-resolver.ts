import {
  set,
  type CriteriaMode,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type ResolverResult,
} from 'react-hook-form';
import type { CountryCode } from '../../../generated/index.ts';
import {
  loadCheckoutAddressFormValidators,
  type CheckoutAddressFormValidators,
  type StandaloneValidator,
} from '../../../generated/form-validators.js';
import type { CheckoutAddressForm } from '../../../generated/types.ts';
import type { Translate } from '../../i18n/translate.ts';
import {
  fieldErrorsFromAjv,
  fieldRuleErrorOf,
  isStricter,
  translateFieldError,
  type FieldErrorContext,
  type FieldRuleError,
} from '../../domain/forms/field-errors.ts';
import { submittedValues } from '../../domain/forms/submitted-values.ts';

/**
 * A checkout address form's values as the inputs hold them: text (blank while untouched), or null (a radio group
 * with nothing chosen). The resolver hands the page's submit handler a CheckoutAddressForm: trimmed, blanks left out,
 * valid.
 */
export type CheckoutAddressFormValues = { [Field in keyof CheckoutAddressForm]?: string | null };

export interface StandaloneResolverOptions {
  /**
   * The page's `t()`: each error's message is then its text in the shopper's language (spec/3 §5: validation.<rule>
   * with the field's name). Without it the message is the translation key itself.
   */
  translate?: Translate;
  /** What messages may show beyond the error (the country's postal-code example). */
  context?: FieldErrorContext;
}

/**
 * Validates submitted values with a standalone validator and answers as react-hook-form's resolvers do: the
 * submitted values (submitted-values.ts) when they pass, else each failing field's error as fieldErrorsFromAjv picks
 * it, `{ type: <rule>, message }` — with every rule the field breaks in `types` when the form asks for all
 * (criteriaMode 'all'). Field names are dotted paths (set), so a nested form works as a flat one.
 */
export function resolveWithValidator<TFieldValues extends FieldValues, TTransformedValues>(
  validate: StandaloneValidator<TTransformedValues>,
  values: TFieldValues,
  criteriaMode: CriteriaMode | undefined,
  options: StandaloneResolverOptions = {},
): ResolverResult<TFieldValues, TTransformedValues> {
  const submitted = submittedValues(values);
  if (validate(submitted)) return { values: submitted, errors: {} };
  const message = (error: FieldRuleError) =>
    options.translate ? translateFieldError(options.translate, error) : error.key;
  // Every rule each field breaks, the strictest limit of a rule kept (field-errors.ts).
  const rulesByField = new Map<string, Map<string, FieldRuleError>>();
  for (const error of validate.errors ?? []) {
    const mapped = fieldRuleErrorOf(error, options.context);
    if (mapped === null) continue;
    const rules = rulesByField.get(mapped.field) ?? new Map<string, FieldRuleError>();
    const known = rules.get(mapped.error.rule);
    if (known === undefined || isStricter(known, mapped.error)) rules.set(mapped.error.rule, mapped.error);
    rulesByField.set(mapped.field, rules);
  }
  const errors: FieldErrors<TFieldValues> = {};
  for (const [field, error] of Object.entries(fieldErrorsFromAjv(validate.errors, options.context))) {
    const fieldError: FieldError = { type: error.rule, message: message(error) };
    if (criteriaMode === 'all') {
      fieldError.types = Object.fromEntries(
        [...(rulesByField.get(field)?.values() ?? [])].map((rule) => [rule.rule, message(rule)]),
      );
    }
    set(errors, field, fieldError);
  }
  return { values: {}, errors };
}

export interface CheckoutAddressResolverOptions {
  /** The page's country: its address format decides the postal code, street number and VAT number rules. */
  country: CountryCode;
  /** A guest's billing address, which must carry the e-mail (spec/2 §1, §5); any other address may leave it out. */
  guest?: boolean;
  /** The page's `t()`, for messages in the shopper's language; without it a message is its translation key. */
  translate?: Translate;
  /** Where the validators come from; the generated modules unless a test gives others. */
  load?: (country: CountryCode) => Promise<CheckoutAddressFormValidators>;
}

/**
 * The resolver of a checkout address form (billing or shipping; spec/2 §5 Checkout submit, spec/3 §5): the country's
 * generated validators — the same schema the middleware checks addresses with
 * (runtime/server/middleware/checkout-address-validation.server.ts) — loaded on first use:
 *
 *   useForm<CheckoutAddressFormValues, unknown, CheckoutAddressForm>({
 *     resolver: createCheckoutAddressResolver({ country, guest, translate: t }),
 *     defaultValues: { country: 'DE', clientType, … },
 *   })
 *
 * The form's values are CheckoutAddressForm's fields and no other (a field the schema does not know is an error of
 * that field), `country` the page's in upper case. A form without `clientType` (the shipping address) is checked as a
 * private client's.
 */
export function createCheckoutAddressResolver(
  options: CheckoutAddressResolverOptions,
): Resolver<CheckoutAddressFormValues, unknown, CheckoutAddressForm> {
  const load = options.load ?? loadCheckoutAddressFormValidators;
  return async (values, _context, { criteriaMode }) => {
    const validators = await load(options.country);
    const validate = options.guest ? validators.validateGuestAddress : validators.validateAddress;
    return resolveWithValidator<CheckoutAddressFormValues, CheckoutAddressForm>(validate, values, criteriaMode, {
      ...(options.translate ? { translate: options.translate } : {}),
      context: { postalCodeExample: validators.postalCodeExample },
    });
  };
}
