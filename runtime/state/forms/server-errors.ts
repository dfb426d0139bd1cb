import {
  CHECKOUT_ADDRESS_FORM_FIELDS,
  type CheckoutAddressFormField,
} from '../../domain/forms/checkout-address-form-schema.ts';
import { FIELD_RULE_NAMES, type FieldRuleError, type FieldRuleName } from '../../domain/forms/field-errors.ts';
import { fieldNameKey } from '../../domain/customer/form-rules.ts';

/** A failed middleware call as its 400 answer says it (ARCHITECTURE: a message naming the field, by JSON pointer). */
export interface ServerFailure {
  readonly statusCode: number;
  readonly message: string;
  /** '/billingAddress/postalCode', '/actions/1/address/postalCode' … */
  readonly field?: string;
  /** Details; an address check names the broken rule (checkout-address-validation.server.ts). */
  readonly errors?: ReadonlyArray<Readonly<Record<string, unknown>>>;
}

/** The checkout's two address forms (spec/2 §2 /checkout/addresses). */
export type AddressFormName = 'billing' | 'shipping';

/** A server error placed on a form's field, ready for react-hook-form's setError. */
export interface ServerFieldError {
  form: AddressFormName;
  field: CheckoutAddressFormField;
  /** The rule, for the message in the shopper's language (translateFieldError). */
  error: FieldRuleError;
  /** The server's own message (English, for logs; never shown to the shopper). */
  serverMessage: string;
}

/** What was sent, when the pointer names an action by its index: the update's action list. */
export interface SentUpdate {
  readonly actions?: ReadonlyArray<{ readonly action: string }>;
}

const FORM_OF_ADDRESS: Readonly<Record<string, AddressFormName>> = {
  billingAddress: 'billing',
  shippingAddress: 'shipping',
};

// spec/2 §4 Updates: the update actions that carry a form's values.
const FORM_OF_ACTION: Readonly<Record<string, AddressFormName>> = {
  setBillingAddress: 'billing',
  setShippingAddress: 'shipping',
  // The e-mail field is the billing form's (spec/2 §1: a guest checks out with an e-mail).
  setCustomerEmail: 'billing',
};

function isFormField(name: string | undefined): name is CheckoutAddressFormField {
  return CHECKOUT_ADDRESS_FORM_FIELDS.includes(name as CheckoutAddressFormField);
}

function isRuleName(value: unknown): value is FieldRuleName {
  return FIELD_RULE_NAMES.includes(value as FieldRuleName);
}

/** The form and field a failure's pointer names, or null when it names none of a form's fields. */
function placeOf(pointer: string, sent: SentUpdate): { form: AddressFormName; field: CheckoutAddressFormField } | null {
  const tokens = pointer.split('/').slice(1);
  const [first, second, third, fourth] = tokens;
  // '/billingAddress/postalCode' (an order's or a check's body)
  if (first !== undefined && Object.hasOwn(FORM_OF_ADDRESS, first) && tokens.length === 2 && isFormField(second)) {
    return { form: FORM_OF_ADDRESS[first]!, field: second };
  }
  if (first !== 'actions' || second === undefined || !/^\d+$/.test(second)) return null;
  const action = sent.actions?.[Number(second)]?.action;
  const form = action !== undefined && Object.hasOwn(FORM_OF_ACTION, action) ? FORM_OF_ACTION[action]! : undefined;
  if (form === undefined) return null;
  // '/actions/1/address/postalCode' (setBillingAddress, setShippingAddress)
  if (third === 'address' && tokens.length === 4 && isFormField(fourth) && action !== 'setCustomerEmail') {
    return { form, field: fourth };
  }
  // '/actions/0/email' (setCustomerEmail)
  if (action === 'setCustomerEmail' && third === 'email' && tokens.length === 3) return { form, field: 'email' };
  return null;
}

/** The rule the answer's details name for the field; else the select's default error (spec/3 §5). */
function ruleOf(failure: ServerFailure, field: CheckoutAddressFormField): FieldRuleError {
  const detail = failure.errors?.find((entry) => entry.field === failure.field && isRuleName(entry.rule));
  const rule = (detail?.rule as FieldRuleName | undefined) ?? 'invalid';
  const params = (typeof detail?.params === 'object' && detail.params !== null ? detail.params : {}) as Record<
    string,
    string | number
  >;
  return { rule, key: `validation.${rule}`, params: { ...params, field: fieldNameKey(field) } };
}

/**
 * A middleware 400 on a form's field (ARCHITECTURE: "400 with a message naming the field"), as errors of the
 * checkout's address forms, for react-hook-form's setError: `/billingAddress/postalCode` is the billing form's postal
 * code; `/actions/1/address/postalCode` the field of whichever form action 1 of the update sent (`sent`, the update's
 * payload; without it an action's pointer places nothing). The message is the rule the answer's details name
 * (validation.<rule>, in the shopper's language), or the general 'This field is not correct.' — the server's own
 * message is English for developers. A failure naming no form field (the cart id, a version) gives none: the page
 * shows it as a notification.
 */
export function serverErrorsToFields(failure: ServerFailure, sent: SentUpdate = {}): ServerFieldError[] {
  if (failure.statusCode !== 400 || failure.field === undefined) return [];
  const place = placeOf(failure.field, sent);
  if (place === null) return [];
  return [{ ...place, error: ruleOf(failure, place.field), serverMessage: failure.message }];
}
