import { describe, expect, it } from 'vitest';
import {
  createPrefilledSupportFormState,
  createSupportFormState,
  nextSupportFormState,
  type SupportFormEvent,
  type SupportFormState,
  type SupportFormValues,
} from './support-form-state.ts';
import { supportFormErrors, supportFormSubmission, supportFormView } from './support-form-view.ts';
import { SUBREASONS_BY_REASON, type SupportReasonKey, type SupportSubreasonKey } from './support-reasons.ts';

function run(state: SupportFormState, ...events: SupportFormEvent[]): SupportFormState {
  return events.reduce(nextSupportFormState, state);
}

function chosen(reason: SupportReasonKey, subreason: SupportSubreasonKey, values: Partial<SupportFormValues> = {}) {
  return run(
    createSupportFormState({ values }),
    { type: 'chooseReason', reason },
    { type: 'chooseSubreason', subreason },
  );
}

const CONTACT: Partial<SupportFormValues> = {
  contactName: 'Ann Lee',
  customerEmail: 'ann@example.com',
  subject: 'Question',
  description: 'How loud is it?',
};

const ALWAYS_REQUIRED = ['reason', 'subreason', 'contactName', 'customerEmail', 'subject', 'description'];

describe('supportFormView: the order of appearance (spec/3 §2, §4)', () => {
  it('shows only the reason select at first', () => {
    const view = supportFormView(createSupportFormState());
    expect(view).toMatchObject({ subreasonOptions: [], shortcut: null, note: null, hint: null, fields: [] });
  });

  it('shows the subreason select, with that reason’s subreasons, after a reason is chosen', () => {
    const view = supportFormView(createSupportFormState({ reason: 'invoice' }));
    expect(view.subreasonOptions).toEqual(SUBREASONS_BY_REASON.invoice);
    expect(view.fields).toEqual([]);
  });

  it('shows the shortcut panel, not the fields, until the request is continued', () => {
    const panel = chosen('returns', 'noReasonReturn');
    expect(supportFormView(panel).shortcut).toEqual([
      { kind: 'returnsPortal' },
      { kind: 'route', routeKey: 'returnPolicy' },
    ]);
    expect(supportFormView(panel).fields).toEqual([]);
    const continued = supportFormView(run(panel, { type: 'continueRequest' }));
    expect(continued.shortcut).toBeNull();
    expect(continued.fields).toContain('orderNumber');
  });

  it('shows the fields at once for a subreason without a shortcut', () => {
    const view = supportFormView(chosen('other', 'otherRequest'));
    expect(view.shortcut).toBeNull();
    expect(view.fields).toEqual([
      'contactName',
      'companyName',
      'customerEmail',
      'subject',
      'description',
      'phoneNumber',
    ]);
  });

  it('shows the spare-parts info note and the portal-issue hint', () => {
    expect(supportFormView(chosen('sales', 'sparePartsRequest')).note).toBe('spareParts');
    expect(supportFormView(chosen('shopIssue', 'portalIssue')).hint).toBe('portalIssue');
    expect(supportFormView(chosen('sales', 'sparePartsRequest')).hint).toBeNull();
  });
});

describe('supportFormView: shown and required fields (spec/3 §5 Support form)', () => {
  it('requires reason, subreason, contact name, e-mail, subject and description, whatever the subreason', () => {
    expect(supportFormView(createSupportFormState()).required).toEqual(ALWAYS_REQUIRED);
    expect(supportFormView(chosen('other', 'otherRequest')).required).toEqual(ALWAYS_REQUIRED);
  });

  it.each<[string, SupportReasonKey, SupportSubreasonKey]>([
    ['productNumber', 'consulting', 'productAdvice'],
    ['orderNumber', 'order', 'changeOrder'],
    ['invoiceNumber', 'invoice', 'invoiceCorrection'],
    ['vatId', 'invoice', 'vatRefund'],
    ['quantity', 'sales', 'discountRequest'],
  ])('%s is shown and required only when the subreason needs it', (field, reason, subreason) => {
    const needing = supportFormView(chosen(reason, subreason));
    expect(needing.fields).toContain(field);
    expect(needing.required).toContain(field);
    const other = supportFormView(chosen('other', 'otherRequest'));
    expect(other.fields).not.toContain(field);
    expect(other.required).not.toContain(field);
  });

  it('the phone number is always offered, and required when the subreason needs it', () => {
    const needing = supportFormView(chosen('consulting', 'projectConsulting'));
    expect(needing.fields).toContain('phoneNumber');
    expect(needing.required).toContain('phoneNumber');
    expect(supportFormView(chosen('other', 'otherRequest')).required).not.toContain('phoneNumber');
  });

  it('lists the fields in the order of the spec’s form fields', () => {
    expect(supportFormView(chosen('sales', 'businessOffer')).fields).toEqual([
      'contactName',
      'companyName',
      'customerEmail',
      'subject',
      'description',
      'productNumber',
      'vatId',
      'quantity',
      'phoneNumber',
    ]);
  });

  it('shows the product number with the SKU prefix, read-only in a prefill mode (spec/3 §3, §5)', () => {
    const quote = supportFormView(createPrefilledSupportFormState('quote', '10012345'));
    expect(quote).toMatchObject({ productNumberReadOnly: true, productNumberShown: 'EX10012345' });
    expect(quote.fields).toContain('productNumber');
    expect(supportFormView(chosen('consulting', 'productAdvice')).productNumberReadOnly).toBe(false);
  });
});

describe('supportFormErrors (spec/3 §5 Support form)', () => {
  it('marks every always-required field of an empty form', () => {
    expect(supportFormErrors(createSupportFormState())).toEqual(
      Object.fromEntries(ALWAYS_REQUIRED.map((field) => [field, 'required'])),
    );
  });

  it('has no errors for a complete form, with optional fields left empty', () => {
    expect(supportFormErrors(chosen('other', 'otherRequest', CONTACT))).toEqual({});
  });

  it('treats blank text as missing', () => {
    expect(supportFormErrors(chosen('other', 'otherRequest', { ...CONTACT, subject: '   ' }))).toEqual({
      subject: 'required',
    });
  });

  it('requires the numbers the subreason needs', () => {
    expect(supportFormErrors(chosen('shipment', 'damagedDelivery', CONTACT))).toEqual({
      orderNumber: 'required',
      productNumber: 'required',
      phoneNumber: 'required',
    });
  });

  it('checks the e-mail address', () => {
    expect(supportFormErrors(chosen('other', 'otherRequest', { ...CONTACT, customerEmail: 'ann@' }))).toEqual({
      customerEmail: 'invalid',
    });
  });

  it('checks a phone number given, even where it is optional (spec/3 §5 Phone number)', () => {
    expect(supportFormErrors(chosen('other', 'otherRequest', { ...CONTACT, phoneNumber: '123' }))).toEqual({
      phoneNumber: 'invalid',
    });
    expect(supportFormErrors(chosen('other', 'otherRequest', { ...CONTACT, phoneNumber: '+421 905 123 456' }))).toEqual(
      {},
    );
    expect(
      supportFormErrors(chosen('consulting', 'projectConsulting', { ...CONTACT, phoneNumber: ' ' })).phoneNumber,
    ).toBe('required');
  });

  it.each([
    [null, 'required'],
    [0, 'invalid'],
    [1.5, 'invalid'],
    [1, undefined],
    [5000, undefined],
  ])('a needed quantity of %s: %s (no maximum, spec/3 §5)', (quantity, error) => {
    const state = chosen('sales', 'discountRequest', { ...CONTACT, productNumber: '10012345', quantity });
    expect(supportFormErrors(state).quantity).toBe(error);
  });

  it('ignores the quantity where the subreason does not need it', () => {
    expect(supportFormErrors(chosen('other', 'otherRequest', { ...CONTACT, quantity: 0 }))).toEqual({});
  });
});

describe('supportFormSubmission (spec/3 §3 form fields, §7 Support form)', () => {
  it('is null while a field is missing or the shortcut panel is still shown', () => {
    expect(supportFormSubmission(chosen('other', 'otherRequest'))).toBeNull();
    expect(
      supportFormSubmission(chosen('shipment', 'shipmentStatus', { ...CONTACT, orderNumber: 'SK100200' })),
    ).toBeNull();
  });

  it('sends the shown fields, trimmed, without empty optional ones', () => {
    const state = chosen('other', 'otherRequest', { ...CONTACT, contactName: ' Ann Lee ', orderNumber: 'SK1' });
    expect(supportFormSubmission(state)).toEqual({ reason: 'other', subreason: 'otherRequest', ...CONTACT });
  });

  it('sends the product number with the SKU prefix and the quantity as text', () => {
    const quote = run(createPrefilledSupportFormState('quote', '10012345', CONTACT), {
      type: 'setQuantity',
      quantity: 4,
    });
    expect(supportFormSubmission(quote)).toEqual({
      reason: 'sales',
      subreason: 'discountRequest',
      ...CONTACT,
      productNumber: 'EX10012345',
      quantity: '4',
    });
  });

  it('sends a shortcut subreason once the request is continued', () => {
    const continued = run(chosen('shipment', 'shipmentStatus', { ...CONTACT, orderNumber: 'SK100200' }), {
      type: 'continueRequest',
    });
    expect(supportFormSubmission(continued)).toMatchObject({ subreason: 'shipmentStatus', orderNumber: 'SK100200' });
  });
});
