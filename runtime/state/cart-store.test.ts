// The cart store on its own (spec/2 §4): a store made with a fake client — no page, no fetch — and what its signals
// say after each action. The update queue's own rules are cart-queue.test.ts's; the live events cart-live*.test.ts's.
import { describe, expect, it, vi } from 'vitest';
import type { Cart } from '../../generated/types.ts';
import { fakeOperationClient } from '../../tests/fixtures/fake-operation-client.ts';
import { sampleCart } from '../../tests/fixtures/sample-cart.ts';
import { RequestError } from '../client/operation-client.ts';
import { createCartStore } from './cart-store.ts';

/** A client that records every call, as [operation, payload], and answers with the test's handler. */
function fakeClient(answer: (operation: string, payload: Record<string, unknown>) => unknown) {
  const { client, calls } = fakeOperationClient(answer);
  return { client, sent: () => calls.map(({ operation, payload }) => [operation, payload]) };
}

const updated = (held: Cart, version: number): Cart => ({ ...held, version });

describe('the cart store (spec/2 §4)', () => {
  it('reads the session’s cart once, in the page’s language; until then it is not loaded', async () => {
    const { client, sent } = fakeClient(() => ({ cart: sampleCart() }));
    const tab = createCartStore({ client, live: null });
    expect([tab.cart.value, tab.loaded.value]).toEqual([null, false]);
    await Promise.all([tab.load('de'), tab.load('de')]);
    expect(sent()).toEqual([['getMyCart', { language: 'de' }]]);
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
    const { client, sent } = fakeClient((operation) =>
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
    expect(sent().at(-1)).toEqual([
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
    const { client, sent } = fakeClient((operation) => {
      if (operation !== 'updateCart') return { cart: held };
      if (conflicts-- > 0) throw new RequestError('/api/updateCart', 409, 'stale', '/version', 9);
      return updated(held, 10);
    });
    const tab = createCartStore({ client, live: null, cart: held });
    const changing = tab.changeQuantity('line-drill', 1);
    await tab.flush();
    expect(await changing).toEqual(updated(held, 10));
    expect(sent().map(([operation, payload]) => [operation, (payload as { version?: number }).version])).toEqual([
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
    const { client, sent } = fakeClient((operation) =>
      operation === 'getExtraGuaranteeOffers' ? { offers: ['offer'] } : { products: ['card'] },
    );
    const tab = createCartStore({ client, live: null, cart: null });
    await tab.load('fr');
    expect(await tab.guaranteeOffers('1000001')).toEqual(['offer']);
    expect(await tab.complementaryProducts(['1000001'])).toEqual(['card']);
    expect(sent()).toEqual([
      ['getExtraGuaranteeOffers', { sku: '1000001', language: 'fr' }],
      ['getComplementaryProducts', { skus: ['1000001'], language: 'fr' }],
    ]);
  });
});

describe('the cart store: the add-to-cart flow (spec/2 §4 Add-to-cart flow, §5 Extra guarantee)', () => {
  const offer = { sku: '4100010', name: '2 Jahre Garantie', price: { centAmount: 1_000 } } as never;
  const card = { id: 'p3' } as never;
  const product = { country: 'de', onPaymentPage: false } as const;
  const payment = { country: 'de', onPaymentPage: true } as const;

  /** A tab whose adds answer the sample cart (the drill, SKU 1000001, on line-drill); its questions `offers`, `cards`. */
  function tabAnswering(offers: unknown[], cards: unknown[]) {
    const { client, sent } = fakeClient((operation) => {
      if (operation === 'getExtraGuaranteeOffers') return { offers };
      if (operation === 'getComplementaryProducts') return { products: cards };
      return updated(sampleCart(), 8);
    });
    return { tab: createCartStore({ client, live: null, cart: null }), sent };
  }

  it('adds one, waits while on its way, holds the item with its offers and answers the guarantee sidebar', async () => {
    const { tab, sent } = tabAnswering([offer], [card]);
    const adding = tab.addAndFollowUp('1000001', product);
    expect(tab.adding.value).toEqual(['1000001']);
    await tab.flush();
    expect(await adding).toBe('extraGuarantee');
    expect(tab.adding.value).toEqual([]);
    expect(tab.added.value).toEqual({
      sku: '1000001',
      name: 'Akku-Bohrschrauber',
      lineItemId: 'line-drill',
      offers: [offer],
      complementary: [card],
    });
    expect(sent().map(([operation]) => operation)).toEqual([
      'updateCart',
      'getExtraGuaranteeOffers',
      'getComplementaryProducts',
    ]);
  });

  it('asks for no guarantee on the payment page: the accessories follow, else the cart', async () => {
    const withCards = tabAnswering([offer], [card]);
    const adding = withCards.tab.addAndFollowUp('1000001', payment);
    await withCards.tab.flush();
    expect(await adding).toBe('complementaryProducts');
    expect(withCards.sent().map(([operation]) => operation)).not.toContain('getExtraGuaranteeOffers');

    const without = tabAnswering([offer], []);
    const bare = without.tab.addAndFollowUp('1000001', payment);
    await without.tab.flush();
    expect(await bare).toBe('cart');
    expect(without.tab.added.value!.offers).toEqual([]);
  });

  it('a question that fails counts as nothing to offer; a failed add rejects and holds no item', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client } = fakeClient((operation) => {
      if (operation === 'updateCart') return updated(sampleCart(), 8);
      throw new RequestError(`/api/${operation}`, 500, 'down');
    });
    const tab = createCartStore({ client, live: null, cart: null });
    const adding = tab.addAndFollowUp('1000001', product);
    await tab.flush();
    expect(await adding).toBe('cart');

    const failing = createCartStore({
      client: fakeClient(() => {
        throw new RequestError('/api/updateCart', 400, 'Product not found');
      }).client,
      live: null,
      cart: null,
    });
    const refused = failing.addAndFollowUp('1000001', product);
    const settled = expect(refused).rejects.toBeInstanceOf(RequestError);
    await failing.flush();
    await settled;
    expect([failing.adding.value, failing.added.value]).toEqual([[], null]);
    vi.restoreAllMocks();
  });

  it('adds a guarantee offered to the line of the item just added; nothing for another SKU or before an add', async () => {
    const { tab, sent } = tabAnswering([offer], []);
    expect(await tab.addGuarantee('4100010')).toBeNull();
    const adding = tab.addAndFollowUp('1000001', product);
    await tab.flush();
    await adding;
    expect(await tab.addGuarantee('1000002')).toBeNull();
    const guaranteeing = tab.addGuarantee('4100010');
    expect(tab.addingGuarantee.value).toBe('4100010');
    await tab.flush();
    expect(await guaranteeing).toEqual(updated(sampleCart(), 8));
    expect(tab.addingGuarantee.value).toBeNull();
    expect(sent().at(-1)).toEqual([
      'updateCart',
      {
        cartId: 'cart-1',
        version: 8,
        actions: [{ action: 'addExtraGuarantee', guaranteeSku: '4100010', parentLineItemId: 'line-drill' }],
        language: undefined,
      },
    ]);
  });
});
