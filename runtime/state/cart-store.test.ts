// The cart store on its own (spec/2 §4): a store made with a fake client — no page, no fetch — and what its signals
// say after each action. The update queue's own rules are cart-queue.test.ts's; the live events cart-live*.test.ts's.
import { describe, expect, it, vi } from 'vitest';
import type { Cart } from '../../generated/types.ts';
import { sampleCart } from '../../tests/fixtures/sample-cart.ts';
import { RequestError, type OperationClient } from '../client/operation-client.ts';
import { createCartStore } from './cart-store.ts';

/** A client that records every call and answers with the test's handler (a value or a thrown error). */
function fakeClient(answer: (operation: string, payload: Record<string, unknown>) => unknown) {
  const calls: Array<[string, unknown]> = [];
  const client: OperationClient = {
    call: async (operation, payload) => {
      calls.push([operation, payload]);
      return answer(operation, payload as Record<string, unknown>) as never;
    },
  };
  return { client, calls };
}

const updated = (held: Cart, version: number): Cart => ({ ...held, version });

describe('the cart store (spec/2 §4)', () => {
  it('reads the session’s cart once, in the page’s language; until then it is not loaded', async () => {
    const { client, calls } = fakeClient(() => ({ cart: sampleCart() }));
    const tab = createCartStore({ client, live: null });
    expect([tab.cart.value, tab.loaded.value]).toEqual([null, false]);
    await Promise.all([tab.load('de'), tab.load('de')]);
    expect(calls).toEqual([['getMyCart', { language: 'de' }]]);
    expect(tab.loaded.value).toBe(true);
    expect(tab.cart.value).toEqual(sampleCart());
    expect(tab.language()).toBe('de');
    // The header's summary: items and the gross total (spec/1 §3); an SKU's quantity in the cart (spec/2 §5).
    expect(tab.summary.value).toEqual({ totalItems: 3, totalGrossCentAmount: 23_494 });
    expect([tab.quantityOf('1000001'), tab.quantityOf('9999999')]).toEqual([2, 0]);
  });

  it('a failed read leaves the cart empty, and loaded: browsing goes on', async () => {
    const { client } = fakeClient(() => {
      throw new RequestError('/api/getMyCart', 500, 'down');
    });
    const tab = createCartStore({ client, live: null });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await tab.load('de');
    vi.restoreAllMocks();
    expect([tab.cart.value, tab.loaded.value]).toEqual([null, true]);
  });

  it('sends the changes queued together against the cart’s version, in the page’s language, and shows the answer', async () => {
    const held = sampleCart();
    const { client, calls } = fakeClient((operation) =>
      operation === 'updateCart' ? updated(held, 8) : { cart: held },
    );
    const tab = createCartStore({ client, live: null });
    await tab.load('de');
    const added = tab.add('1000003', 1);
    const changed = tab.changeQuantity('line-drill', 3);
    const removed = tab.remove('line-bench');
    await tab.flush();
    expect(await Promise.all([added, changed, removed])).toEqual([
      updated(held, 8),
      updated(held, 8),
      updated(held, 8),
    ]);
    expect(calls.at(-1)).toEqual([
      'updateCart',
      {
        cartId: 'cart-1',
        version: 7,
        actions: [
          { action: 'addLineItem', sku: '1000003', quantity: 1 },
          { action: 'changeLineItemQuantity', lineItemId: 'line-drill', quantity: 3 },
          { action: 'removeLineItem', lineItemId: 'line-bench' },
        ],
        language: 'de',
      },
    ]);
    expect(tab.cart.value!.version).toBe(8);
  });

  it('another tab’s change (409): sends the list once more against the server’s version', async () => {
    const held = sampleCart();
    let conflicts = 1;
    const { client, calls } = fakeClient((operation) => {
      if (operation !== 'updateCart') return { cart: held };
      if (conflicts-- > 0) throw new RequestError('/api/updateCart', 409, 'stale', '/version', 9);
      return updated(held, 10);
    });
    const tab = createCartStore({ client, live: null, cart: held });
    const changing = tab.changeQuantity('line-drill', 1);
    await tab.flush();
    expect(await changing).toEqual(updated(held, 10));
    expect(calls.map(([operation, payload]) => [operation, (payload as { version?: number }).version])).toEqual([
      ['updateCart', 7],
      ['updateCart', 9],
    ]);
  });

  it('takes a newer cart another call answered, not an older one; the order placed resets it', () => {
    const { client } = fakeClient(() => null);
    const tab = createCartStore({ client, live: null, cart: sampleCart() });
    tab.receive(updated(sampleCart(), 6));
    expect(tab.cart.value!.version).toBe(7);
    tab.receive(updated(sampleCart(), 9));
    expect(tab.cart.value!.version).toBe(9);
    tab.ordered();
    expect(tab.cart.value).toBeNull();
  });

  it('asks what to offer for an SKU added: its guarantees and its accessories, in the page’s language', async () => {
    const { client, calls } = fakeClient((operation) =>
      operation === 'getExtraGuaranteeOffers' ? { offers: ['offer'] } : { products: ['card'] },
    );
    const tab = createCartStore({ client, live: null, cart: null });
    await tab.load('fr');
    expect(await tab.guaranteeOffers('1000001')).toEqual(['offer']);
    expect(await tab.complementaryProducts(['1000001'])).toEqual(['card']);
    expect(calls).toEqual([
      ['getExtraGuaranteeOffers', { sku: '1000001', language: 'fr' }],
      ['getComplementaryProducts', { skus: ['1000001'], language: 'fr' }],
    ]);
  });
});
