import { isValidPhoneNumber } from './phone-number.ts';
import { validateFormValue } from './form-rules.ts';
import { isBlank } from './is-blank.ts';
import {
  SUBREASONS_BY_REASON,
  SUPPORT_SHORTCUTS,
  SUPPORT_SUBREASONS,
  supportSubreason,
  type SupportNeed,
  type SupportShortcutLink,
  type SupportSubreasonKey,
} from './support-reasons.ts';
import { supportProductNumberAsSku } from './support-product-number.ts';
import type { SupportFormState, SupportFormValues } from './support-form-state.ts';

export type SupportField = 'reason' | 'subreason' | keyof SupportFormValues;

/** The fields after the subreason, in the order of spec/3 §3 Support contact form fields. */
const FIELD_ORDER = [
  'contactName',
  'companyName',
  'customerEmail',
  'subject',
  'description',
  'orderNumber',
  'productNumber',
  'invoiceNumber',
  'vatId',
  'quantity',
  'phoneNumber',
] as const satisfies readonly (keyof SupportFormValues)[];

/** spec/3 §5 Support form: required whatever the subreason. */
const ALWAYS_REQUIRED = ['reason', 'subreason', 'contactName', 'customerEmail', 'subject', 'description'] as const;

/** spec/3 §5: product, order and invoice number, VAT ID and quantity are shown only when the subreason needs them. */
const SHOWN_ONLY_WHEN_NEEDED: ReadonlySet<string> = new Set<SupportNeed>([
  'productNumber',
  'orderNumber',
  'invoiceNumber',
  'vatId',
  'quantity',
]);

interface SubreasonFields {
  fields: readonly (keyof SupportFormValues)[];
  required: readonly SupportField[];
}

function fieldsOf(needs: readonly SupportNeed[]): SubreasonFields {
  const needed: ReadonlySet<string> = new Set(needs);
  return {
    // The phone number is always offered; it becomes required when the subreason needs it (spec/3 §5).
    fields: FIELD_ORDER.filter((field) => !SHOWN_ONLY_WHEN_NEEDED.has(field) || needed.has(field)),
    required: [...ALWAYS_REQUIRED, ...FIELD_ORDER.filter((field) => needed.has(field))],
  };
}

// Built once at module load, per subreason.
const BY_SUBREASON = Object.fromEntries(
  (Object.keys(SUPPORT_SUBREASONS) as SupportSubreasonKey[]).map((key) => [key, fieldsOf(supportSubreason(key).needs)]),
) as Record<SupportSubreasonKey, SubreasonFields>;
const NO_SUBREASON = fieldsOf([]);
const NO_SUBREASONS: readonly SupportSubreasonKey[] = [];
const NO_FIELDS: readonly (keyof SupportFormValues)[] = [];

export interface SupportFormView {
  /** spec/3 §2: the subreason select appears after a reason is chosen; empty when it is hidden. */
  subreasonOptions: readonly SupportSubreasonKey[];
  /** spec/3 §2: the shortcut panel's links, shown until the customer continues the request; null when none. */
  shortcut: readonly SupportShortcutLink[] | null;
  /** spec/3 §2: the spare-parts info note. */
  note: 'spareParts' | null;
  /** spec/3 §2: the portal-issue hint. */
  hint: 'portalIssue' | null;
  /** spec/3 §4: the remaining fields, in order; empty until they appear. */
  fields: readonly (keyof SupportFormValues)[];
  /** spec/3 §5: the fields that must be filled in for the current subreason. */
  required: readonly SupportField[];
  /** spec/3 §3 Prefill modes. */
  productNumberReadOnly: boolean;
  /** spec/3 §5: the product number as shown, with the SKU prefix. */
  productNumberShown: string;
}

/**
 * spec/3 §2, §4, §5 Support form: what the form shows in a state. The remaining fields appear only after the
 * shortcut is continued, or at once for subreasons without a shortcut.
 */
export function supportFormView(state: SupportFormState): SupportFormView {
  const subreasonOptions = state.reason === null ? NO_SUBREASONS : SUBREASONS_BY_REASON[state.reason];
  const productNumberReadOnly = state.prefillMode !== null;
  const productNumberShown = supportProductNumberAsSku(state.values.productNumber);
  if (state.subreason === null) {
    return {
      subreasonOptions,
      shortcut: null,
      note: null,
      hint: null,
      fields: NO_FIELDS,
      required: NO_SUBREASON.required,
      productNumberReadOnly,
      productNumberShown,
    };
  }
  const definition = supportSubreason(state.subreason);
  const { fields, required } = BY_SUBREASON[state.subreason];
  const panelOpen = definition.shortcut !== undefined && !state.shortcutContinued;
  return {
    subreasonOptions,
    shortcut: panelOpen ? SUPPORT_SHORTCUTS[definition.shortcut!] : null,
    note: definition.note ?? null,
    hint: definition.hint ?? null,
    fields: panelOpen ? NO_FIELDS : fields,
    required,
    productNumberReadOnly,
    productNumberShown,
  };
}

/**
 * Why a field fails: missing, or not in its format (an e-mail address, a phone number of spec/3 §5, a quantity of
 * at least 1). spec/3 §8 does not show the support form's wording, so the page maps these to its texts.
 */
export type SupportFieldError = 'required' | 'invalid';

const EMAIL_RULE = [{ name: 'email' }] as const;

/** spec/3 §5 Support form: the errors of the current state, by field; an empty object when it can be sent. */
export function supportFormErrors(state: SupportFormState): Partial<Record<SupportField, SupportFieldError>> {
  const errors: Partial<Record<SupportField, SupportFieldError>> = {};
  const { values } = state;
  const { required } = state.subreason === null ? NO_SUBREASON : BY_SUBREASON[state.subreason];
  for (const field of required) {
    const value = field === 'reason' || field === 'subreason' ? state[field] : values[field];
    if (isBlank(value)) errors[field] = 'required';
  }
  if (errors.customerEmail === undefined && validateFormValue('customerEmail', values.customerEmail, EMAIL_RULE)) {
    errors.customerEmail = 'invalid';
  }
  // The phone number is optional unless needed, but a number given must be one (spec/3 §5 Phone number).
  if (errors.phoneNumber === undefined && values.phoneNumber !== '' && !isValidPhoneNumber(values.phoneNumber)) {
    errors.phoneNumber = 'invalid';
  }
  // spec/3 §5: the quantity selector has no maximum check, but a quantity is a whole number of at least 1.
  if (required.includes('quantity') && errors.quantity === undefined && !isPositiveWhole(values.quantity)) {
    errors.quantity = 'invalid';
  }
  return errors;
}

function isPositiveWhole(quantity: number | null): boolean {
  return Number.isInteger(quantity) && (quantity as number) >= 1;
}

/** The customer's part of the web-to-case submission (spec/3 §3 form fields), or null while it cannot be sent. */
export type SupportFormSubmission = Partial<Record<SupportField, string>>;

/**
 * spec/3 §7 Support form: the fields sent, when the form is complete and its fields are shown. Only the shown
 * fields are sent, so a value typed for an earlier subreason does not travel with the new one. The product number
 * is sent as the customer sees it, with the SKU prefix. Country, locale, return URL, record type, organisation id
 * and debug flag are the sender's to add.
 */
export function supportFormSubmission(state: SupportFormState): SupportFormSubmission | null {
  const view = supportFormView(state);
  if (view.fields.length === 0 || Object.keys(supportFormErrors(state)).length > 0) return null;
  const submission: SupportFormSubmission = { reason: state.reason!, subreason: state.subreason! };
  for (const field of view.fields) {
    // A shown quantity is required and was checked above, so it is a number here.
    const text = field === 'productNumber' ? view.productNumberShown : String(state.values[field]).trim();
    if (text !== '') submission[field] = text;
  }
  return submission;
}
