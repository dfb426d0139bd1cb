// @vitest-environment happy-dom
// The coupon field of the cart step as the shopper uses it (spec/2 §4 add / remove discount code, §7 apply / remove
// cart coupon): what is sent for a typed code, a malformed one refused before anything is sent, a refusal explained
// in the page's language, the codes on the cart with their remove buttons and a code that stopped taking effect.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '../../../generated/types.ts';
import { renderInShop, shopTranslator, tabCartStore } from '../../../tests/fixtures/render-in-shop.tsx';
import { sampleCart, undiscountedCart } from '../../../tests/fixtures/sample-cart.ts';
import type { CartStore } from '../../state/cart-store.ts';
import { CheckoutStoreProvider } from '../checkout/CheckoutStoreProvider.tsx';
import { CouponForm } from './CouponForm.tsx';

const GERMANY = 'http://de.localhost:3000/checkout/cart';

/** The tab's cart store of the test. */
let tab: CartStore;

let sent: Record<string, unknown>[];
let answer: (body: Record<string, unknown>) => Response;

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      if (url === '/api/getMyCart') return json({ cart: tab.cart.value });
      sent.push(body);
      return answer(body);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(shown: Cart) {
  tab = tabCartStore(shown);
  renderInShop(
    <CheckoutStoreProvider>
      <CouponForm cart={shown} />
    </CheckoutStoreProvider>,
    { url: GERMANY, cartStore: tab },
  );
  return screen.getByLabelText('Rabattcode') as HTMLInputElement;
}

describe('CouponForm', () => {
  it('applies the code typed, without the spaces around it, says so and empties the field', async () => {
    answer = () => json({ ...sampleCart(), version: 8 });
    const field = renderForm(undiscountedCart());
    fireEvent.change(field, { target: { value: '  WELCOME10 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Einlösen' }));
    expect((await screen.findByRole('status')).textContent).toBe('Rabattcode WELCOME10 eingelöst');
    expect(sent).toEqual([
      { cartId: 'cart-1', version: 7, actions: [{ action: 'addDiscountCode', code: 'WELCOME10' }] },
    ]);
    // The store says "applied" before its promise settles; the field is emptied a tick later.
    await waitFor(() => expect(field.value).toBe(''));
  });

  it('refuses a malformed code before sending it', () => {
    const field = renderForm(undiscountedCart());
    fireEvent.change(field, { target: { value: 'WEL COME!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Einlösen' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Bitte geben Sie einen Rabattcode aus Buchstaben, Ziffern, Binde- und Unterstrichen ein (höchstens 50 Zeichen).',
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it.each([
    ['unknown', 'Den Rabattcode NOPE gibt es nicht.'],
    ['expired', 'Der Rabattcode NOPE ist abgelaufen.'],
    ['usedUp', 'Der Rabattcode NOPE ist bereits aufgebraucht.'],
    ['otherStore', 'Der Rabattcode NOPE gilt nicht in diesem Shop.'],
  ])('explains a code the server refused as %s, in German, next to the field', async (reason, message) => {
    answer = () =>
      json(
        {
          statusCode: 400,
          message: 'The discount code is not applicable',
          field: '/actions/0/code',
          errors: [{ code: 'DiscountCodeNonApplicable', reason }],
        },
        400,
      );
    const field = renderForm(undiscountedCart());
    fireEvent.change(field, { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Einlösen' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('lists the cart’s codes, each removed by its own button', async () => {
    answer = () => json({ ...undiscountedCart(), version: 8 });
    renderForm(sampleCart());
    expect(screen.getByText('WELCOME10 – Welcome 10 %')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Rabattcode WELCOME10 entfernen' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.actions).toEqual([
      { action: 'removeDiscountCode', discountCode: { id: 'code-1', typeId: 'discount-code' } },
    ]);
  });

  it('says when a code on the cart no longer takes effect', () => {
    const held = sampleCart();
    renderForm({ ...held, discountCodes: [{ ...held.discountCodes[0]!, state: 'NotActive' }] });
    expect(screen.getByText('Der Rabattcode WELCOME10 ist nicht aktiv.')).toBeTruthy();
  });

  it('says that codes do not combine once a second one is in effect (spec/2 §3: discounts do not stack)', () => {
    const held = sampleCart();
    const first = held.discountCodes[0]!;
    renderForm(held);
    const note = shopTranslator(GERMANY)('cart.coupon.noCombining');
    expect(screen.queryByText(note)).toBeNull();
    cleanup();
    const second = { ...first, discountCode: { ...first.discountCode, id: 'code-2', code: 'THANKS3' } };
    renderForm({ ...held, discountCodes: [first, second] });
    expect(screen.getByText(note)).toBeTruthy();
  });
});
