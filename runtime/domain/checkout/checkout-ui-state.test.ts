import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REVIEW_CONSENT,
  DEFAULT_SELECTED_PAYMENT,
  initialCheckoutUiState,
  type CheckoutUiStateInput,
} from './checkout-ui-state.ts';

const cartBilling = { firstName: 'Cart', postalCode: '811 01' };
const cartShipping = { firstName: 'CartShip', postalCode: '040 01' };
const savedBilling = { firstName: 'Saved', company: 'ACME s.r.o.', vatNumber: 'SK2020123456', postalCode: '811 02' };
const savedShipping = { firstName: 'SavedShip', postalCode: '040 02' };

const guest: CheckoutUiStateInput = { country: 'sk', cookies: {}, cart: {} };

describe('initialCheckoutUiState (spec/2 §3 Client UI state, §4 Checkout)', () => {
  it('starts a guest with the defaults: card provider, same as billing, new billing address, review consent on', () => {
    expect(DEFAULT_SELECTED_PAYMENT).toBe('scheme');
    expect(DEFAULT_REVIEW_CONSENT).toBe(true);
    expect(initialCheckoutUiState(guest)).toEqual({
      selectedPayment: 'scheme',
      shippingAddressType: 'SAME_AS_BILLING',
      billingAddressType: 'new',
      billingDetails: { company: undefined, department: undefined, vatNumber: undefined },
      shippingDetails: {},
      clientEmail: '',
      clientType: 'PRIVATE',
      reviewConsent: true,
    });
  });

  it('takes billing and shipping details from the cart before the customer’s defaults', () => {
    const state = initialCheckoutUiState({
      ...guest,
      cart: { billingAddress: cartBilling, shippingAddress: cartShipping },
      customer: { defaultBillingAddress: savedBilling, defaultShippingAddress: savedShipping, hasSavedAddresses: true },
    });
    expect(state.billingDetails.firstName).toBe('Cart');
    expect(state.shippingDetails).toEqual(cartShipping);
    expect(state.clientType).toBe('PRIVATE');
    expect(state.billingAddressType).toBe('saved');
  });

  it('falls back to the customer’s default addresses, and reads the client type from a company address', () => {
    const state = initialCheckoutUiState({
      ...guest,
      customer: { defaultBillingAddress: savedBilling, defaultShippingAddress: savedShipping, hasSavedAddresses: true },
    });
    expect(state.billingDetails).toEqual(savedBilling);
    expect(state.shippingDetails).toEqual(savedShipping);
    expect(state.clientType).toBe('COMPANY');
  });

  it('clears company data when the cookie says private', () => {
    const state = initialCheckoutUiState({
      ...guest,
      cookies: { clientType: 'PRIVATE' },
      customer: { defaultBillingAddress: savedBilling, hasSavedAddresses: true },
    });
    expect(state.clientType).toBe('PRIVATE');
    expect(state.billingDetails).toEqual({ firstName: 'Saved', postalCode: '811 02' });
  });

  it('keeps the shipping address type of the cookie', () => {
    const cookies = { shippingAddressType: 'SAVED_ADDRESS' };
    expect(initialCheckoutUiState({ ...guest, cookies }).shippingAddressType).toBe('SAME_AS_BILLING');
    expect(
      initialCheckoutUiState({ ...guest, cookies, customer: { hasSavedAddresses: true } }).shippingAddressType,
    ).toBe('SAVED_ADDRESS');
  });

  it.each([
    ['seeds an empty e-mail from the cart', '', 'cart@example.com', 'cart@example.com'],
    ['seeds a missing e-mail from the cart', null, 'cart@example.com', 'cart@example.com'],
    ['keeps an e-mail already typed', 'typed@example.com', 'cart@example.com', 'typed@example.com'],
    ['stays empty without either', undefined, null, ''],
  ])('%s', (_case, clientEmail, customerEmail, expected) => {
    expect(initialCheckoutUiState({ ...guest, clientEmail, cart: { customerEmail } }).clientEmail).toBe(expected);
  });
});
