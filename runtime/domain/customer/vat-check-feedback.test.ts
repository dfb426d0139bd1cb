import { describe, expect, it } from 'vitest';
import {
  VAT_CONFIRM_WITH_BUTTON,
  VAT_CORRECT_OR_CONTINUE,
  VAT_FORMAT_HINT,
  VAT_MODAL_REASONS,
  VAT_NOT_VALIDATED,
  VAT_PRICES_ADJUSTED_TO_NET,
  VAT_PRICES_NOT_ADJUSTED_TO_NET,
  VAT_TECHNICAL_ISSUE,
  VAT_TIMEOUT,
  VAT_VALIDATED,
  vatCheckFeedback,
  type VatCheckFeedback,
  type VatCheckOutcome,
} from './vat-check-feedback.ts';

describe('VAT messages (spec/3 §8 Error catalogue, word for word)', () => {
  it.each([
    [VAT_VALIDATED, 'VAT ID successfully validated.'],
    [VAT_NOT_VALIDATED, 'VAT ID not validated.'],
    [VAT_CORRECT_OR_CONTINUE, 'Please correct it or continue anyway.'],
    [
      VAT_FORMAT_HINT,
      'Make sure your VAT ID format is correct to receive a NET invoice or ignore and continue with GROSS invoice.',
    ],
    [VAT_TIMEOUT, 'VAT ID validation is taking too much time.'],
    [VAT_CONFIRM_WITH_BUTTON, 'Confirm by clicking the button below.'],
    [VAT_TECHNICAL_ISSUE, 'Technical issue occurred.'],
    [VAT_PRICES_ADJUSTED_TO_NET, 'Prices have been adjusted to NET.'],
    [
      VAT_PRICES_NOT_ADJUSTED_TO_NET,
      'We were unable to adjust prices to NET. You can continue and contact our support service to claim the tax back.',
    ],
  ])('%s', (constant, text) => {
    expect(constant).toBe(text);
  });

  it('lists the modal reasons: invalid VAT ID, private VAT ID, system error', () => {
    expect(VAT_MODAL_REASONS).toEqual(['invalidVatId', 'privateVatId', 'systemError']);
  });
});

describe('vatCheckFeedback (spec/3 §4, §8: messages for each outcome)', () => {
  type Row = [string, VatCheckOutcome, boolean, boolean, Omit<VatCheckFeedback, 'result'> & { result: string }];
  it.each<Row>([
    [
      'valid, tax rate not changed by this store',
      'valid',
      false,
      false,
      {
        result: 'valid',
        tone: 'success',
        messages: [VAT_VALIDATED],
        showValidateButton: false,
        modalReason: null,
        trackingEvent: 'success',
      },
    ],
    [
      'valid, flag off: a price change is not even mentioned',
      'valid',
      false,
      true,
      {
        result: 'valid',
        tone: 'success',
        messages: [VAT_VALIDATED],
        showValidateButton: false,
        modalReason: null,
        trackingEvent: 'success',
      },
    ],
    [
      'valid, prices adjusted to net',
      'valid',
      true,
      true,
      {
        result: 'valid',
        tone: 'success',
        messages: [VAT_VALIDATED, VAT_PRICES_ADJUSTED_TO_NET],
        showValidateButton: false,
        modalReason: null,
        trackingEvent: 'success',
      },
    ],
    [
      'valid, prices could not be adjusted: buy and reclaim the tax',
      'valid',
      true,
      false,
      {
        result: 'valid',
        tone: 'warning',
        messages: [VAT_VALIDATED, VAT_PRICES_NOT_ADJUSTED_TO_NET],
        showValidateButton: false,
        modalReason: 'systemError',
        trackingEvent: 'failedWithoutRate',
      },
    ],
    [
      'notValid',
      'notValid',
      true,
      false,
      {
        result: 'notValid',
        tone: 'error',
        messages: [VAT_NOT_VALIDATED, VAT_CORRECT_OR_CONTINUE, VAT_FORMAT_HINT],
        showValidateButton: false,
        modalReason: 'invalidVatId',
        trackingEvent: 'failed',
      },
    ],
    [
      'timed out: validate again with the button',
      'timedOut',
      true,
      false,
      {
        result: 'couldNotValidate',
        tone: 'warning',
        messages: [VAT_TIMEOUT, VAT_CONFIRM_WITH_BUTTON],
        showValidateButton: true,
        modalReason: 'systemError',
        trackingEvent: 'timeout',
      },
    ],
    [
      'couldNotValidate where net prices were possible: technical issue, gross prices, reclaim the tax',
      'couldNotValidate',
      true,
      false,
      {
        result: 'couldNotValidate',
        tone: 'error',
        messages: [VAT_TECHNICAL_ISSUE, VAT_PRICES_NOT_ADJUSTED_TO_NET, VAT_CONFIRM_WITH_BUTTON],
        showValidateButton: true,
        modalReason: 'systemError',
        trackingEvent: 'failedWithoutRate',
      },
    ],
    [
      'couldNotValidate: technical issue',
      'couldNotValidate',
      false,
      false,
      {
        result: 'couldNotValidate',
        tone: 'error',
        messages: [VAT_TECHNICAL_ISSUE, VAT_CONFIRM_WITH_BUTTON],
        showValidateButton: true,
        modalReason: 'systemError',
        trackingEvent: 'failed',
      },
    ],
  ])('%s', (_case, outcome, changeTaxRate, pricesAdjusted, expected) => {
    expect(vatCheckFeedback(outcome, { changeTaxRate, pricesAdjusted })).toEqual(expected);
  });

  it('hands out frozen answers that a caller cannot change for the next one', () => {
    const feedback = vatCheckFeedback('valid', { changeTaxRate: false, pricesAdjusted: false });
    expect(Object.isFrozen(feedback)).toBe(true);
    expect(Object.isFrozen(feedback.messages)).toBe(true);
  });
});
