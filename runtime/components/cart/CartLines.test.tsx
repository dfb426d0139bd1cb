// @vitest-environment happy-dom
// The cart's lines as the shopper uses them (spec/2 §3 Line item, §4 Quantities, §5 Quantity input): what each line
// shows in the page's language, and what the quantity buttons, the field and the remove button send to the server
// (the update cart operation, through the page's fetch) and show after its answer.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSignals } from '@preact/signals-react/runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '../../../generated/types.ts';
import { renderInShop, tabCartStore } from '../../../tests/fixtures/render-in-shop.tsx';
import { DRILL, sampleCart, WORKBENCH } from '../../../tests/fixtures/sample-cart.ts';
import type { CartStore } from '../../state/cart-store.ts';
import { notifications } from '../../state/notifications.ts';
import { CartLines } from './CartLines.tsx';
import { useCartStore } from './CartStoreProvider.tsx';

const GERMANY = 'http://de.localhost:3000/';

/** The update cart requests the page sent, and how the server answers the next one. */
let sent: { operation: string; body: Record<string, unknown> }[];
let answer: (body: Record<string, unknown>) => Response;

beforeEach(() => {
  sent = [];
  notifications.value = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push({ operation: url.replace('/api/', ''), body });
      return answer(body);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

/** The server's cart after a change of the drill's quantity (its discount and totals are the server's business). */
const withDrillQuantity = (quantity: number): Cart => {
  const current = sampleCart();
  return {
    ...current,
    version: current.version + 1,
    lineItems: current.lineItems.map((line) => (line.id === DRILL.id ? { ...line, quantity } : line)),
  };
};

/** The lines of the tab's cart, as the sidebar and the cart step render them (their parents follow the signal). */
function TabCartLines() {
  useSignals();
  return <CartLines lines={useCartStore().cart.value?.lineItems ?? []} />;
}

/** The tab's cart store of the test. */
let tab: CartStore;

function renderLines(shown: Cart = sampleCart(), url = GERMANY) {
  tab = tabCartStore(shown);
  return renderInShop(<TabCartLines />, { url, cartStore: tab });
}

/** A line of the list, found by its product's name. */
const lineOf = (name: string) => screen.getByRole('link', { name }).closest('li')!;

const plain = (text: string | null) => text!.replace(/[\u00a0\u202f]/g, ' ');

describe('CartLines', () => {
  it('shows each line’s name, item number, unit price, quantity, total and the discount on it', () => {
    renderLines();
    const drill = within(lineOf('Akku-Bohrschrauber'));
    expect(drill.getByText('Art.-Nr. 1000001')).toBeTruthy();
    expect(plain(drill.getByText(/pro Stück/).textContent)).toBe('100,00 € pro Stück');
    expect(plain(drill.getByText(/^Rabatt/).textContent)).toBe('Rabatt −20,00 €');
    expect((drill.getByLabelText('Menge für Akku-Bohrschrauber') as HTMLInputElement).value).toBe('2');
    expect(plain(lineOf('Akku-Bohrschrauber').querySelector('.cart-line__total')!.textContent)).toBe('180,00 €');

    const bench = within(lineOf('Werkbank'));
    expect(plain(bench.getByText(/pro Stück/).textContent)).toBe('49,99 € pro Stück');
    // No discount on it: no discount text.
    expect(bench.queryByText(/^Rabatt/)).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('one more: sends the line’s next quantity against the cart’s version, and shows the server’s answer', async () => {
    answer = () => json(withDrillQuantity(3));
    renderLines();
    fireEvent.click(within(lineOf('Akku-Bohrschrauber')).getByRole('button', { name: 'Menge erhöhen' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      operation: 'updateCart',
      body: {
        cartId: 'cart-1',
        version: 7,
        actions: [{ action: 'changeLineItemQuantity', lineItemId: DRILL.id, quantity: 3 }],
      },
    });
    await waitFor(() =>
      expect((screen.getByLabelText('Menge für Akku-Bohrschrauber') as HTMLInputElement).value).toBe('3'),
    );
    expect(tab.cart.value?.version).toBe(8);
  });

  it('one fewer: sends the lower quantity; at one it cannot go lower', async () => {
    answer = () => json(withDrillQuantity(1));
    renderLines();
    expect(within(lineOf('Werkbank')).getByRole('button', { name: 'Menge verringern' }).hasAttribute('disabled')).toBe(
      true,
    );
    fireEvent.click(within(lineOf('Akku-Bohrschrauber')).getByRole('button', { name: 'Menge verringern' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body.actions).toEqual([{ action: 'changeLineItemQuantity', lineItemId: DRILL.id, quantity: 1 }]);
  });

  it('caps a typed quantity at the stock, says so, and sends the capped one', async () => {
    answer = () => json(withDrillQuantity(25));
    renderLines();
    const field = within(lineOf('Akku-Bohrschrauber')).getByLabelText('Menge für Akku-Bohrschrauber');
    fireEvent.change(field, { target: { value: '999' } });
    fireEvent.blur(field);
    expect(screen.getByRole('status').textContent).toBe('Sie haben die maximale Bestellmenge erreicht');
    expect((field as HTMLInputElement).value).toBe('25');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body.actions).toEqual([{ action: 'changeLineItemQuantity', lineItemId: DRILL.id, quantity: 25 }]);
    // At the stock, one more is not offered.
    const more = within(lineOf('Akku-Bohrschrauber')).getByRole('button', { name: 'Menge erhöhen' });
    await waitFor(() => expect(more.hasAttribute('disabled')).toBe(true));
  });

  it('removes the line its button names', async () => {
    const current = sampleCart();
    answer = () => json({ ...current, version: 8, lineItems: [DRILL] });
    renderLines(current);
    fireEvent.click(screen.getByRole('button', { name: 'Werkbank aus dem Warenkorb entfernen' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body.actions).toEqual([{ action: 'removeLineItem', lineItemId: WORKBENCH.id }]);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Werkbank' })).toBeNull());
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('tells the shopper, in their language, when a change fails', async () => {
    answer = (body) =>
      body.actions === undefined ? json({ cart: sampleCart() }) : json({ statusCode: 500, message: 'boom' }, 500);
    renderLines();
    fireEvent.click(within(lineOf('Akku-Bohrschrauber')).getByRole('button', { name: 'Menge erhöhen' }));
    await waitFor(() =>
      expect(notifications.value.map((notification) => notification.message)).toContain(
        'Ihr Warenkorb konnte nicht geändert werden. Er zeigt jetzt seinen aktuellen Inhalt.',
      ),
    );
  });

  it('lists a guarantee under its product, named after it', () => {
    const guarantee = {
      ...WORKBENCH,
      id: 'line-guarantee',
      name: '3 Jahre Garantie',
      variant: { sku: '4100010', images: [] },
      productType: { key: 'extra_guarantee' as const },
      customFields: [{ name: 'parentSku', value: DRILL.variant.sku }],
    };
    renderLines(sampleCart({ lineItems: [guarantee, DRILL, WORKBENCH] }));
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.cart-line__name')!.textContent)).toEqual([
      'Akku-Bohrschrauber',
      '3 Jahre Garantie',
      'Werkbank',
    ]);
    expect(within(items[1]!).getByText('Zusatzgarantie für Akku-Bohrschrauber')).toBeTruthy();
    // Its quantity is its product's: it has no field of its own, but can be removed.
    expect(within(items[1]!).queryByRole('spinbutton')).toBeNull();
    expect(
      within(items[1]!).getByRole('button', { name: '3 Jahre Garantie aus dem Warenkorb entfernen' }),
    ).toBeTruthy();
  });

  it('names the controls in the page’s language', () => {
    renderLines(sampleCart(), 'http://be.localhost:3000/fr/');
    const drill = within(lineOf('Akku-Bohrschrauber'));
    expect(drill.getByRole('button', { name: 'Augmenter la quantité' })).toBeTruthy();
    expect(drill.getByRole('button', { name: 'Diminuer la quantité' })).toBeTruthy();
    expect(drill.getByLabelText('Quantité pour Akku-Bohrschrauber')).toBeTruthy();
    expect(drill.getByText('Réf. 1000001')).toBeTruthy();
    expect(plain(drill.getByText(/l’unité/).textContent)).toBe('100,00 € l’unité');
  });
});
