import { describe, expect, it } from 'vitest';
import {
  BILLING_ADDRESS_TYPES,
  DEFAULT_SHIPPING_ADDRESS_TYPE,
  SHIPPING_ADDRESS_TYPES,
  initialBillingAddressType,
  initialShippingAddressType,
  isShippingAddressType,
} from './address-type.ts';

describe('address types (spec/2 §3 Enumerations)', () => {
  it('lists the shipping and billing address types', () => {
    expect(SHIPPING_ADDRESS_TYPES).toEqual(['SAME_AS_BILLING', 'DIFFERENT_FROM_BILLING', 'SAVED_ADDRESS']);
    expect(BILLING_ADDRESS_TYPES).toEqual(['saved', 'new']);
    expect(DEFAULT_SHIPPING_ADDRESS_TYPE).toBe('SAME_AS_BILLING');
  });

  it.each([
    ['SAME_AS_BILLING', true],
    ['DIFFERENT_FROM_BILLING', true],
    ['SAVED_ADDRESS', true],
    ['same_as_billing', false],
    [undefined, false],
  ])('%j is a shipping address type: %s', (value, expected) => {
    expect(isShippingAddressType(value)).toBe(expected);
  });
});

describe('initialShippingAddressType (spec/2 §4: same as billing unless a cookie holds another value)', () => {
  it.each([
    [undefined, false, 'SAME_AS_BILLING'],
    [null, true, 'SAME_AS_BILLING'],
    ['nonsense', true, 'SAME_AS_BILLING'],
    ['DIFFERENT_FROM_BILLING', false, 'DIFFERENT_FROM_BILLING'],
    ['SAVED_ADDRESS', true, 'SAVED_ADDRESS'],
    ['SAVED_ADDRESS', false, 'SAME_AS_BILLING'], // nothing saved to choose from
    ['SAME_AS_BILLING', true, 'SAME_AS_BILLING'],
  ])('cookie %j, saved addresses %s: %s', (cookie, hasSavedAddresses, expected) => {
    expect(initialShippingAddressType(cookie, hasSavedAddresses)).toBe(expected);
  });
});

describe('initialBillingAddressType (spec/2 §3: saved or new)', () => {
  it.each([
    [true, 'saved'],
    [false, 'new'],
  ])('with a saved billing address %s: %s', (hasSaved, expected) => {
    expect(initialBillingAddressType(hasSaved)).toBe(expected);
  });
});
