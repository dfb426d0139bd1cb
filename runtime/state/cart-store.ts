// The shopper's cart in the browser (ARCHITECTURE "State in the browser"; spec/2 §4): one signal holding the cart the
// server last answered, the queue every change goes through (cart-queue.ts), and the reads the components make of it.
// The server never writes these signals: catalogue pages render without a cart, and the cart arrives after hydration
// from the session (ARCHITECTURE "Pages stay cacheable": their HTML is the same for every visitor).
import { computed, effect, signal } from '@preact/signals-react';
import type { LanguageCode } from '../../generated/index.ts';
import type { Cart } from '../../generated/types.ts';
import { CART_UPDATE_DEBOUNCE_MS, SAFARI_CART_UPDATE_DELAY_MS } from '../domain/cart/cart-update-queue.ts';
import { createOperationClient } from '../client/operation-client.ts';
import { connectLive, type LiveConnection } from '../client/live-connection.ts';
import { createCartQueue, type CartAction, type CartQueue } from './cart-queue.ts';
import { itemCount } from './cart-lines-view.ts';

/** The session's cart as the server last answered it; null when the session has none. */
export const cart = signal<Cart | null>(null);

/** Whether the first read of the cart has answered (the checkout cart page waits for it before deciding). */
export const cartLoaded = signal(false);

/** spec/1 §3 "Cart summary: total items, total gross price": what the header's cart button shows. */
export const cartSummary = computed(() => {
  const current = cart.value;
  return {
    totalItems: current === null ? 0 : itemCount(current.lineItems),
    totalGrossCentAmount: current?.totalPrice.centAmount ?? 0,
  };
});

const client = createOperationClient();
let language: LanguageCode | undefined;
let loading: Promise<void> | null = null;

/** spec/2 §9: Safari's own delay; every other browser the cart debounce. */
function debounceMs(): number {
  if (typeof navigator === 'undefined') return CART_UPDATE_DEBOUNCE_MS;
  const agent = navigator.userAgent;
  const safari = /Safari\//.test(agent) && !/Chrom(e|ium)\/|Android/.test(agent);
  return safari ? SAFARI_CART_UPDATE_DELAY_MS : CART_UPDATE_DEBOUNCE_MS;
}

async function readCart(): Promise<Cart | null> {
  const answer = await client.call('getMyCart', language === undefined ? {} : { language });
  return answer.cart;
}

/** Reads the session's cart into the tab; a failed read leaves the tab's cart as it was, and is logged. */
function refreshCart(): Promise<void> {
  return readCart()
    .then((answer) => {
      cart.value = answer;
    })
    .catch((error: unknown) => console.warn('The cart could not be read', error));
}

let queue: CartQueue | null = null;

function cartQueue(): CartQueue {
  queue ??= createCartQueue({
    send: (request) => client.call('updateCart', { ...request, actions: [...request.actions], language }),
    reload: readCart,
    current: () => cart.value,
    replace: (answer) => {
      cart.value = answer;
    },
    delayMs: debounceMs(),
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  });
  return queue;
}

/**
 * Reads the session's cart once per page load, in the page's language (spec/2 §4 "A cart is loaded for the user").
 * A failed read leaves the cart empty: browsing goes on, and the next change tries again.
 */
export function loadCart(pageLanguage: LanguageCode): Promise<void> {
  language = pageLanguage;
  loading ??= refreshCart().finally(() => {
    cartLoaded.value = true;
  });
  return loading;
}

/** Reads the session's cart again (spec/2 §8: each payment error state reloads the cart). */
export function reloadCart(): Promise<void> {
  return refreshCart();
}

/** A cart another call answered (the VAT ID check changes the cart's prices): newer than the tab's, it replaces it. */
export function receiveCart(next: Cart): void {
  const current = cart.value;
  if (current === null || current.id !== next.id || next.version >= current.version) cart.value = next;
}

/** spec/2 §4 Payment: once the order is placed the cart is reset; the session's next add begins a new one. */
export function cartOrdered(): void {
  cart.value = null;
}

/** Queues a change; answers the cart holding it, or rejects with the failure (the caller tells the shopper). */
export function changeCart(...actions: CartAction[]): Promise<Cart | null> {
  return cartQueue().enqueue(...actions);
}

/** The page's language, in which the cart's answers name its products. */
export function cartLanguage(): LanguageCode | undefined {
  return language;
}

/** Sends the queued changes now (before going to the checkout). */
export function flushCart(): Promise<void> {
  return cartQueue().flush();
}

/** spec/2 §4 Add-to-cart: adding an SKU already in the cart raises its quantity by the added amount. */
export function addToCart(sku: string, quantity: number): Promise<Cart | null> {
  return changeCart({ action: 'addLineItem', sku, quantity });
}

/** spec/2 §4 Quantities: quantity 0 removes the line. */
export function changeLineQuantity(lineItemId: string, quantity: number): Promise<Cart | null> {
  return changeCart({ action: 'changeLineItemQuantity', lineItemId, quantity });
}

export function removeLine(lineItemId: string): Promise<Cart | null> {
  return changeCart({ action: 'removeLineItem', lineItemId });
}

/** The quantity of an SKU already in the cart (spec/2 §5 Add to cart: the available quantity subtracts it). */
export function quantityInCart(sku: string): number {
  return cart.value?.lineItems.find((line) => line.variant.sku === sku)?.quantity ?? 0;
}

/**
 * spec/2 §4 Live updates: another tab's or device's change of the cart arrives as the new cart; a newer version than
 * the tab's replaces it (the tab's own changes come back at the version it already holds). Null: the cart is gone
 * (ordered or deleted) and the tab's is cleared.
 */
export function receiveCartUpdate(data: unknown): void {
  const current = cart.value;
  if (data === null) {
    cart.value = null;
    return;
  }
  const next = data as Partial<Cart>;
  if (current === null || next.id !== current.id || typeof next.version !== 'number') return;
  if (next.version > current.version && Array.isArray(next.lineItems)) cart.value = next as Cart;
}

/** spec/2 §4 updated-stock: the new stock of an SKU the cart holds, for its line's quantity limit. */
export function receiveUpdatedStock(data: unknown): void {
  const { sku, availableQuantity } = (data ?? {}) as { sku?: unknown; availableQuantity?: unknown };
  const current = cart.value;
  if (current === null || typeof sku !== 'string' || typeof availableQuantity !== 'number') return;
  if (!current.lineItems.some((line) => line.variant.sku === sku)) return;
  cart.value = {
    ...current,
    lineItems: current.lineItems.map((line) => (line.variant.sku === sku ? { ...line, availableQuantity } : line)),
  };
}

/**
 * Watches the tab's cart live while the page lives (spec/2 §4: enabled in all 25 countries): a connection for the
 * cart id the tab holds, a new one when the cart changes (a first add makes one), none without a cart. `port` null:
 * the server runs without live updates. Returns the stopper.
 */
export function watchCartLive(port: number | null): () => void {
  if (port === null || typeof window === 'undefined' || typeof WebSocket === 'undefined') return () => {};
  let connection: LiveConnection | null = null;
  let watched: string | null = null;
  const watch = (id: string | null) => {
    connection?.close();
    connection = null;
    watched = id;
    if (id !== null) {
      connection = connectLive({
        location: window.location,
        port,
        cartId: id,
        handlers: { cartUpdate: receiveCartUpdate, updatedStock: receiveUpdatedStock },
      });
    }
  };
  const stop = effect(() => {
    const id = cart.value?.id ?? null;
    if (id !== watched) watch(id);
  });
  // An open WebSocket keeps the page out of the browser's back/forward cache: it is closed while the page is hidden
  // in it, and opened again when the page comes back (the cart is read again too: it may have changed meanwhile).
  const onPageHide = () => watch(null);
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    void refreshCart().finally(() => watch(cart.value?.id ?? null));
  };
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('pageshow', onPageShow);
  return () => {
    stop();
    window.removeEventListener('pagehide', onPageHide);
    window.removeEventListener('pageshow', onPageShow);
    connection?.close();
  };
}
