import { describe, expect, it } from 'vitest';
import {
  createPrefilledSupportFormState,
  createSupportFormState,
  nextSupportFormState,
  type SupportFormEvent,
  type SupportFormState,
} from './support-form-state.ts';

function run(state: SupportFormState, ...events: SupportFormEvent[]): SupportFormState {
  return events.reduce(nextSupportFormState, state);
}

const start = createSupportFormState();

describe('createSupportFormState (spec/3 §2, spec/1 §4: optional preselected reason)', () => {
  it('starts empty: no reason, no subreason, no shortcut continued, no prefill', () => {
    expect(start).toMatchObject({ reason: null, subreason: null, shortcutContinued: false, prefillMode: null });
    expect(start.values).toMatchObject({ contactName: '', customerEmail: '', quantity: null, productNumber: '' });
  });

  it('takes a preselected reason and seeded values, cleaning the product number', () => {
    const state = createSupportFormState({
      reason: 'sales',
      values: { contactName: 'Ann Lee', productNumber: 'EX10012345' },
    });
    expect(state.reason).toBe('sales');
    expect(state.values).toMatchObject({ contactName: 'Ann Lee', productNumber: '10012345' });
  });
});

describe('createPrefilledSupportFormState (spec/3 §3 Prefill modes)', () => {
  it.each([
    ['manual', 'productClaim', 'missingLanguageManual', null],
    ['quote', 'sales', 'discountRequest', 1],
    ['spareParts', 'sales', 'sparePartsRequest', null],
  ] as const)('%s: reason %s, subreason %s, quantity %s', (mode, reason, subreason, quantity) => {
    const state = createPrefilledSupportFormState(mode, 'EX10012345', { customerEmail: 'ann@example.com' });
    expect(state).toMatchObject({ reason, subreason, prefillMode: mode, shortcutContinued: false });
    expect(state.values).toMatchObject({ productNumber: '10012345', quantity, customerEmail: 'ann@example.com' });
  });

  it('works without seeded values', () => {
    expect(createPrefilledSupportFormState('quote', '1').values.contactName).toBe('');
  });
});

describe('nextSupportFormState (spec/3 §4 Support form: the reset order)', () => {
  const onShortcut = run(
    start,
    { type: 'chooseReason', reason: 'returns' },
    { type: 'chooseSubreason', subreason: 'noReasonReturn' },
  );

  it('choosing a reason resets the subreason and the shortcut state', () => {
    const continued = run(onShortcut, { type: 'continueRequest' });
    expect(continued.shortcutContinued).toBe(true);
    const next = run(continued, { type: 'chooseReason', reason: 'invoice' });
    expect(next).toMatchObject({ reason: 'invoice', subreason: null, shortcutContinued: false });
  });

  it('choosing a subreason resets the shortcut/continue state', () => {
    const continued = run(
      start,
      { type: 'chooseReason', reason: 'shipment' },
      { type: 'chooseSubreason', subreason: 'shipmentStatus' },
      { type: 'continueRequest' },
    );
    expect(continued.shortcutContinued).toBe(true);
    const next = run(continued, { type: 'chooseSubreason', subreason: 'damagedDelivery' });
    expect(next).toMatchObject({ subreason: 'damagedDelivery', shortcutContinued: false });
    expect(run(continued, { type: 'chooseSubreason', subreason: null })).toMatchObject({
      subreason: null,
      shortcutContinued: false,
    });
  });

  it('choosing the option already chosen changes nothing', () => {
    const continued = run(onShortcut, { type: 'continueRequest' });
    expect(run(continued, { type: 'chooseReason', reason: 'returns' })).toBe(continued);
    expect(run(continued, { type: 'chooseSubreason', subreason: 'noReasonReturn' })).toBe(continued);
  });

  it('refuses a subreason of another reason, or before a reason', () => {
    expect(run(onShortcut, { type: 'chooseSubreason', subreason: 'invoiceRequest' })).toBe(onShortcut);
    expect(run(start, { type: 'chooseSubreason', subreason: 'otherRequest' })).toBe(start);
  });

  it('continues only past a shortcut panel that is open', () => {
    expect(run(onShortcut, { type: 'continueRequest' }).shortcutContinued).toBe(true);
    const continued = run(onShortcut, { type: 'continueRequest' });
    expect(run(continued, { type: 'continueRequest' })).toBe(continued);
    const noPanel = run(
      start,
      { type: 'chooseReason', reason: 'other' },
      { type: 'chooseSubreason', subreason: 'otherRequest' },
    );
    expect(run(noPanel, { type: 'continueRequest' })).toBe(noPanel);
    expect(run(start, { type: 'continueRequest' })).toBe(start);
  });

  it('keeps the typed values when the reason changes', () => {
    const typed = run(onShortcut, { type: 'setText', field: 'contactName', value: 'Ann Lee' });
    expect(run(typed, { type: 'chooseReason', reason: 'other' }).values.contactName).toBe('Ann Lee');
  });

  it('sets text fields as typed and the quantity as chosen', () => {
    const state = run(
      start,
      { type: 'setText', field: 'description', value: ' Broken lid ' },
      { type: 'setQuantity', quantity: 3 },
    );
    expect(state.values).toMatchObject({ description: ' Broken lid ', quantity: 3 });
  });

  it('keeps the product number to digits only, cut to 10 (spec/3 §5)', () => {
    const state = run(start, { type: 'setText', field: 'productNumber', value: 'EX 1001-2345 678' });
    expect(state.values.productNumber).toBe('1001234567');
  });
});

describe('prefill modes keep the product number read-only (spec/3 §3)', () => {
  const quote = createPrefilledSupportFormState('quote', '10012345');

  it('ignores typing into the product number', () => {
    expect(run(quote, { type: 'setText', field: 'productNumber', value: '999' })).toBe(quote);
  });

  it('ends the mode when the customer leaves the prefilled reason or subreason', () => {
    const otherSubreason = run(quote, { type: 'chooseSubreason', subreason: 'productAvailability' });
    expect(otherSubreason.prefillMode).toBeNull();
    expect(run(otherSubreason, { type: 'setText', field: 'productNumber', value: '999' }).values.productNumber).toBe(
      '999',
    );
    expect(run(quote, { type: 'chooseReason', reason: 'other' }).prefillMode).toBeNull();
  });
});
