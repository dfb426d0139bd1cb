import type { VatCheckResult } from './vat-check-result.ts';

// spec/3 §8 Error catalogue, VAT row, word for word.
export const VAT_VALIDATED = 'VAT ID successfully validated.';
export const VAT_NOT_VALIDATED = 'VAT ID not validated.';
export const VAT_CORRECT_OR_CONTINUE = 'Please correct it or continue anyway.';
export const VAT_FORMAT_HINT =
  'Make sure your VAT ID format is correct to receive a NET invoice or ignore and continue with GROSS invoice.';
export const VAT_TIMEOUT = 'VAT ID validation is taking too much time.';
export const VAT_CONFIRM_WITH_BUTTON = 'Confirm by clicking the button below.';
export const VAT_TECHNICAL_ISSUE = 'Technical issue occurred.';
export const VAT_PRICES_ADJUSTED_TO_NET = 'Prices have been adjusted to NET.';
export const VAT_PRICES_NOT_ADJUSTED_TO_NET =
  'We were unable to adjust prices to NET. You can continue and contact our support service to claim the tax back.';

/**
 * spec/3 §8 VAT modal reasons: invalid VAT ID, private VAT ID, system error; the user can still buy and reclaim
 * tax. The modal lists all three. The service's codes cannot tell a private holder's ID from an invalid one, so
 * no check outcome opens the modal on privateVatId; it is there for the customer to read.
 */
export const VAT_MODAL_REASONS = ['invalidVatId', 'privateVatId', 'systemError'] as const;
export type VatModalReason = (typeof VAT_MODAL_REASONS)[number];

/** spec/3 §4: tracking events of this flow that an outcome fires (triggered and button click come from the UI). */
export type VatTrackingEvent = 'success' | 'failed' | 'failedWithoutRate' | 'timeout';

/**
 * What the check produced: the service's result, or `timedOut` when no answer came in time (spec/3 §8 'VAT ID
 * validation is taking too much time.'; it counts as couldNotValidate).
 */
export type VatCheckOutcome = VatCheckResult | 'timedOut';

export interface VatCheckFeedback {
  result: VatCheckResult;
  tone: 'success' | 'warning' | 'error';
  /** In display order: the first is the heading. */
  messages: readonly string[];
  /** spec/3 §2: the 'Validate my VAT ID' button shows when validation could not be done. */
  showValidateButton: boolean;
  /** The issue the 'VAT ID Validation Issues' modal opens on, or null when nothing went wrong. */
  modalReason: VatModalReason | null;
  trackingEvent: VatTrackingEvent;
}

function feedback(
  result: VatCheckResult,
  tone: VatCheckFeedback['tone'],
  messages: readonly string[],
  modalReason: VatModalReason | null,
  trackingEvent: VatTrackingEvent,
): VatCheckFeedback {
  return Object.freeze({
    result,
    tone,
    messages: Object.freeze(messages),
    showValidateButton: result === 'couldNotValidate',
    modalReason,
    trackingEvent,
  });
}

// Built once: the feedback is one of six fixed answers.
const VALID = feedback('valid', 'success', [VAT_VALIDATED], null, 'success');
const VALID_NET = feedback('valid', 'success', [VAT_VALIDATED, VAT_PRICES_ADJUSTED_TO_NET], null, 'success');
// The ID is fine but the cart kept gross prices: the customer can buy and reclaim the tax (spec/3 §8 modal reasons).
const VALID_NOT_NET = feedback(
  'valid',
  'warning',
  [VAT_VALIDATED, VAT_PRICES_NOT_ADJUSTED_TO_NET],
  'systemError',
  'failedWithoutRate',
);
const NOT_VALID = feedback(
  'notValid',
  'error',
  [VAT_NOT_VALIDATED, VAT_CORRECT_OR_CONTINUE, VAT_FORMAT_HINT],
  'invalidVatId',
  'failed',
);
const TIMED_OUT = feedback(
  'couldNotValidate',
  'warning',
  [VAT_TIMEOUT, VAT_CONFIRM_WITH_BUTTON],
  'systemError',
  'timeout',
);
// spec/3 §8 pairs 'Confirm by clicking the button below.' with the time-out; the spec is silent for the other
// couldNotValidate answers, which show the same button (spec/3 §2), so they get the same instruction.
const TECHNICAL = feedback(
  'couldNotValidate',
  'error',
  [VAT_TECHNICAL_ISSUE, VAT_CONFIRM_WITH_BUTTON],
  'systemError',
  'failed',
);

// Where net prices were possible, a check that could not be done also says the prices stay gross and the tax can be
// claimed back (spec/3 §8; ADR 026: in production a check that confirms nothing gives couldNotValidate).
const TECHNICAL_NOT_NET = feedback(
  'couldNotValidate',
  'error',
  [VAT_TECHNICAL_ISSUE, VAT_PRICES_NOT_ADJUSTED_TO_NET, VAT_CONFIRM_WITH_BUTTON],
  'systemError',
  'failedWithoutRate',
);

/**
 * spec/3 §4, §8: the messages for a check outcome. `changeTaxRate` is the store flag; `pricesAdjusted` says
 * whether the cart's prices became net after a valid check (spec/3 §4: its tax mode became External), or become so
 * once the billing address naming the ID is saved (ADR 026). Without the flag (or where no intra-Community supply can
 * be made, ADR 026) no price change is attempted, so nothing is said about prices.
 */
export function vatCheckFeedback(
  outcome: VatCheckOutcome,
  tax: { changeTaxRate: boolean; pricesAdjusted: boolean },
): VatCheckFeedback {
  switch (outcome) {
    case 'valid':
      if (!tax.changeTaxRate) return VALID;
      return tax.pricesAdjusted ? VALID_NET : VALID_NOT_NET;
    case 'notValid':
      return NOT_VALID;
    case 'timedOut':
      return TIMED_OUT;
    case 'couldNotValidate':
      return tax.changeTaxRate ? TECHNICAL_NOT_NET : TECHNICAL;
  }
}
