// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { dropAddressDraft, readAddressDraft, writeAddressDraft } from './address-draft.ts';

describe('the addresses step’s draft (what a reload must not lose)', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps what was typed for the cart, and gives it back', () => {
    writeAddressDraft(sessionStorage, 'cart-1', {
      billing: { email: 'jana@example.com', firstName: 'Jana', streetNumber: '12a' },
      shipping: { city: 'Brno' },
    });
    expect(readAddressDraft(sessionStorage, 'cart-1')).toEqual({
      billing: { email: 'jana@example.com', firstName: 'Jana', streetNumber: '12a' },
      shipping: { city: 'Brno' },
    });
    expect(readAddressDraft(sessionStorage, 'cart-2')).toBeNull();
  });

  it('keeps one cart’s draft a tab, and drops it once the cart holds the addresses', () => {
    writeAddressDraft(sessionStorage, 'cart-1', { billing: { firstName: 'A' }, shipping: {} });
    writeAddressDraft(sessionStorage, 'cart-2', { billing: { firstName: 'B' }, shipping: {} });
    expect(readAddressDraft(sessionStorage, 'cart-1')).toBeNull();
    dropAddressDraft(sessionStorage, 'cart-2');
    expect(readAddressDraft(sessionStorage, 'cart-2')).toBeNull();
  });

  it('takes back only strings from what the browser stored', () => {
    sessionStorage.setItem(
      'checkout-address-draft:cart-1',
      JSON.stringify({ billing: { firstName: 'Jana', lastName: 7, city: 'x'.repeat(501) }, shipping: 'nonsense' }),
    );
    expect(readAddressDraft(sessionStorage, 'cart-1')).toEqual({ billing: { firstName: 'Jana' }, shipping: {} });
    sessionStorage.setItem('checkout-address-draft:cart-1', '{not json');
    expect(readAddressDraft(sessionStorage, 'cart-1')).toBeNull();
  });

  it('works without storage', () => {
    writeAddressDraft(undefined, 'cart-1', { billing: {}, shipping: {} });
    expect(readAddressDraft(undefined, 'cart-1')).toBeNull();
  });
});
