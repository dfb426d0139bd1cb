import {
  SUPPORT_PREFILL_MODES,
  SUPPORT_SUBREASONS,
  supportSubreason,
  type SupportPrefillMode,
  type SupportReasonKey,
  type SupportSubreasonKey,
} from './support-reasons.ts';
import { cleanSupportProductNumber } from './support-product-number.ts';

/** spec/3 §3 Support contact form fields that the customer fills in (the rest are added when sending). */
export interface SupportFormValues {
  contactName: string;
  companyName: string;
  customerEmail: string;
  subject: string;
  description: string;
  orderNumber: string;
  productNumber: string;
  invoiceNumber: string;
  vatId: string;
  quantity: number | null;
  phoneNumber: string;
}
export type SupportTextField = Exclude<keyof SupportFormValues, 'quantity'>;

export interface SupportFormState {
  reason: SupportReasonKey | null;
  subreason: SupportSubreasonKey | null;
  /** spec/3 §2: the customer chose 'continue the request' on the subreason's shortcut panel. */
  shortcutContinued: boolean;
  /** spec/3 §3 Prefill modes: while one is on, the product number is read-only. */
  prefillMode: SupportPrefillMode | null;
  values: SupportFormValues;
}

export type SupportFormEvent =
  | { type: 'chooseReason'; reason: SupportReasonKey | null }
  | { type: 'chooseSubreason'; subreason: SupportSubreasonKey | null }
  | { type: 'continueRequest' }
  | { type: 'setText'; field: SupportTextField; value: string }
  | { type: 'setQuantity'; quantity: number | null };

const EMPTY_VALUES: SupportFormValues = Object.freeze({
  contactName: '',
  companyName: '',
  customerEmail: '',
  subject: '',
  description: '',
  orderNumber: '',
  productNumber: '',
  invoiceNumber: '',
  vatId: '',
  quantity: null,
  phoneNumber: '',
});

/**
 * A new form. `reason` preselects a reason (spec/1 §4: the contact form may open with a preselected reason);
 * `values` seeds fields such as a signed-in customer's name and e-mail.
 */
export function createSupportFormState(
  options: { reason?: SupportReasonKey; values?: Partial<SupportFormValues> } = {},
): SupportFormState {
  const values = { ...EMPTY_VALUES, ...options.values };
  values.productNumber = cleanSupportProductNumber(values.productNumber);
  return { reason: options.reason ?? null, subreason: null, shortcutContinued: false, prefillMode: null, values };
}

/** spec/3 §3 Prefill modes: the form opened from a product for a manual, a quote or spare parts. */
export function createPrefilledSupportFormState(
  mode: SupportPrefillMode,
  productNumber: string,
  values: Partial<SupportFormValues> = {},
): SupportFormState {
  const { subreason, quantity } = SUPPORT_PREFILL_MODES[mode];
  return {
    reason: SUPPORT_SUBREASONS[subreason].reason,
    subreason,
    shortcutContinued: false,
    prefillMode: mode,
    values: { ...EMPTY_VALUES, ...values, productNumber: cleanSupportProductNumber(productNumber), quantity },
  };
}

/**
 * spec/3 §4 Support form, as a state machine: choosing a reason resets the subreason; choosing a subreason resets
 * the shortcut/continue state. Choosing the option already chosen changes nothing (a select fires no change then).
 * Leaving the prefilled reason or subreason ends the prefill mode, so the product number can be edited again.
 * Typed values are kept across reason changes: the customer does not retype name and e-mail; fields the new
 * subreason does not need are hidden and not sent (support-form-view.ts).
 */
export function nextSupportFormState(state: SupportFormState, event: SupportFormEvent): SupportFormState {
  switch (event.type) {
    case 'chooseReason':
      if (event.reason === state.reason) return state;
      return { ...state, reason: event.reason, subreason: null, shortcutContinued: false, prefillMode: null };
    case 'chooseSubreason': {
      if (event.subreason === state.subreason) return state;
      // A subreason belongs to one reason; one of another reason is not on offer.
      if (event.subreason !== null && SUPPORT_SUBREASONS[event.subreason].reason !== state.reason) return state;
      return { ...state, subreason: event.subreason, shortcutContinued: false, prefillMode: null };
    }
    case 'continueRequest':
      if (state.subreason === null || state.shortcutContinued) return state;
      if (supportSubreason(state.subreason).shortcut === undefined) return state;
      return { ...state, shortcutContinued: true };
    case 'setText': {
      if (event.field !== 'productNumber') return { ...state, values: { ...state.values, [event.field]: event.value } };
      // spec/3 §3: the product number is read-only in the prefill modes.
      if (state.prefillMode !== null) return state;
      return { ...state, values: { ...state.values, productNumber: cleanSupportProductNumber(event.value) } };
    }
    case 'setQuantity':
      return { ...state, values: { ...state.values, quantity: event.quantity } };
  }
}
