// The shopper's cart in the browser (ARCHITECTURE "State in the browser"; spec/2 §4): one signal holding the cart the
// server last answered, the queue every change goes through (cart-queue.ts), the live updates of other tabs and
// devices, the add-to-cart flow (the adds on their way, the item just added and its guarantee), and the reads the
// components make of it. One store a tab (createCartStore), made by the frame's provider with the client and the live
// connection it is given and handed to the components through React context; its tests give it fakes. On the server
// nothing writes it: catalogue pages render without a cart, and the cart arrives after hydration from the session
// (ARCHITECTURE "Pages stay cacheable": their HTML is the same for every visitor).
import { computed, effect, signal, type ReadonlySignal } from '@preact/signals-react';
import type { LanguageCode } from '../../generated/index.ts';
import type { Cart, GetExtraGuaranteeOffersAnswer, ProductCard } from '../../generated/types.ts';
import type { LiveConnection, LiveHandlers } from '../client/live-connection.ts';
import type { OperationClient } from '../client/operation-client.ts';
import type { AddToCartSidebar } from '../domain/cart/add-to-cart-flow.ts';
import { CART_UPDATE_DEBOUNCE_MS, SAFARI_CART_UPDATE_DELAY_MS } from '../domain/cart/cart-update-queue.ts';
import { isExtraGuaranteeSku } from '../domain/cart/virtual-sku.ts';
import { followUp, sidebarAfterAdd, type AddedItem, type AddPage } from './added-item.ts';
import { createCartQueue, type CartAction, type CartQueue } from './cart-queue.ts';
import { itemCount } from './cart-lines-view.ts';

/** spec/1 §3 "Cart summary: total items, total gross price": what the header's cart button shows. */
export interface CartSummary {
  readonly totalItems: number;
  readonly totalGrossCentAmount: number;
}

export interface CartStoreOptions {
  readonly client: OperationClient;
  /**
   * Opens the live connection of a cart (spec/2 §4 Live updates: the browser's on the server's live port); null where
   * the server runs without live updates.
   */
  readonly live: ((cartId: string, handlers: LiveHandlers) => LiveConnection) | null;
  /** The cart already read, for a store made with it (the components' tests): the store counts as loaded. */
  readonly cart?: Cart | null;
}

export interface CartStore {
  /** The session's cart as the server last answered it; null when the session has none. */
  readonly cart: ReadonlySignal<Cart | null>;
  /** Whether the first read of the cart has answered (the checkout's pages wait for it before deciding). */
  readonly loaded: ReadonlySignal<boolean>;
  readonly summary: ReadonlySignal<CartSummary>;
  /** The SKUs whose add-to-cart flow is on its way (their buttons wait), once for each add. */
  readonly adding: ReadonlySignal<readonly string[]>;
  /** The item the last add-to-cart flow added, with what to offer for it; null before any. */
  readonly added: ReadonlySignal<AddedItem | null>;
  /** The extra guarantee being added to the item just added (the sidebar's buttons wait); null when none is. */
  readonly addingGuarantee: ReadonlySignal<string | null>;
  /**
   * Reads the session's cart once per page load, in the page's language (spec/2 §4 "A cart is loaded for the user").
   * A failed read leaves the cart empty: browsing goes on, and the next change tries again.
   */
  load(pageLanguage: LanguageCode): Promise<void>;
  /** Reads the session's cart again (spec/2 §8: each payment error state reloads the cart). */
  reload(): Promise<void>;
  /** A cart another call answered (the VAT ID check changes the cart's prices): newer than the tab's, it replaces it. */
  receive(next: Cart): void;
  /** spec/2 §4 Payment: once the order is placed the cart is reset; the session's next add begins a new one. */
  ordered(): void;
  /** The page's language, in which the cart's answers name its products. */
  language(): LanguageCode | undefined;
  /** Queues a change; answers the cart holding it, or rejects with the failure (the caller tells the shopper). */
  change(...actions: CartAction[]): Promise<Cart | null>;
  /** Sends the queued changes now (before going to the checkout). */
  flush(): Promise<void>;
  /** spec/2 §4 Add-to-cart: adding an SKU already in the cart raises its quantity by the added amount. */
  add(sku: string, quantity: number): Promise<Cart | null>;
  /** spec/2 §4 Quantities: quantity 0 removes the line. */
  changeQuantity(lineItemId: string, quantity: number): Promise<Cart | null>;
  remove(lineItemId: string): Promise<Cart | null>;
  /** The quantity of an SKU already in the cart (spec/2 §5 Add to cart: the available quantity subtracts it). */
  quantityOf(sku: string): number;
  /**
   * spec/2 §4 Live updates: another tab's or device's change of the cart arrives as the new cart; a newer version
   * than the tab's replaces it (the tab's own changes come back at the version it already holds). Null: the cart is
   * gone (ordered or deleted) and the tab's is cleared.
   */
  receiveUpdate(data: unknown): void;
  /** spec/2 §4 updated-stock: the new stock of an SKU the cart holds, for its line's quantity limit. */
  receiveUpdatedStock(data: unknown): void;
  /**
   * Watches the tab's cart live while the page lives (spec/2 §4: enabled in all 25 countries): a connection for the
   * cart id the tab holds, a new one when the cart changes (a first add makes one), none without a cart. Returns the
   * stopper.
   */
  watchLive(): () => void;
  /** spec/2 §5 Extra guarantee: the guarantees offered for an SKU added. */
  guaranteeOffers(sku: string): Promise<GetExtraGuaranteeOffersAnswer['offers']>;
  /** spec/2 §5 complementary products: the accessories of the products. */
  complementaryProducts(skus: readonly string[]): Promise<readonly ProductCard[]>;
  /**
   * spec/2 §4 Add-to-cart flow: adds one of an SKU, asks what to offer for it (added-item.ts), holds it as the item
   * just added and answers the sidebar that follows; null when the cart holds no line of it. Rejects when the add
   * failed (the caller tells the shopper, spec/2 §8 cart-adding-problem).
   */
  addAndFollowUp(sku: string, page: AddPage): Promise<AddToCartSidebar | null>;
  /**
   * spec/2 §5 Extra guarantee: adds a guarantee offered for the item just added to its line. Null when nothing was
   * sent (no item, or an SKU that is no guarantee's); rejects when the change failed.
   */
  addGuarantee(guaranteeSku: string): Promise<Cart | null>;
}

/** spec/2 §9: Safari's own delay; every other browser the cart debounce. */
function debounceMs(): number {
  if (typeof navigator === 'undefined') return CART_UPDATE_DEBOUNCE_MS;
  const agent = navigator.userAgent;
  const safari = /Safari\//.test(agent) && !/Chrom(e|ium)\/|Android/.test(agent);
  return safari ? SAFARI_CART_UPDATE_DELAY_MS : CART_UPDATE_DEBOUNCE_MS;
}

export function createCartStore(options: CartStoreOptions): CartStore {
  const { client, live } = options;
  const cart = signal<Cart | null>(options.cart ?? null);
  const loaded = signal(options.cart !== undefined);
  const summary = computed(() => {
    const current = cart.value;
    return {
      totalItems: current === null ? 0 : itemCount(current.lineItems),
      totalGrossCentAmount: current?.totalPrice.centAmount ?? 0,
    };
  });
  const adding = signal<readonly string[]>([]);
  const added = signal<AddedItem | null>(null);
  const addingGuarantee = signal<string | null>(null);
  let language: LanguageCode | undefined;
  let loading: Promise<void> | null = loaded.value ? Promise.resolve() : null;
  let queue: CartQueue | null = null;

  async function readCart(): Promise<Cart | null> {
    const answer = await client.call('getMyCart', language === undefined ? {} : { language });
    return answer.cart;
  }

  /** Reads the session's cart into the tab; a failed read leaves the tab's cart as it was, and is logged. */
  function refresh(): Promise<void> {
    return readCart()
      .then((answer) => {
        cart.value = answer;
      })
      .catch((error: unknown) => console.warn('The cart could not be read', error));
  }

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

  const store: CartStore = {
    cart,
    loaded,
    summary,
    adding,
    added,
    addingGuarantee,

    load(pageLanguage) {
      language = pageLanguage;
      loading ??= refresh().finally(() => {
        loaded.value = true;
      });
      return loading;
    },

    reload: refresh,

    receive(next) {
      const current = cart.value;
      if (current === null || current.id !== next.id || next.version >= current.version) cart.value = next;
    },

    ordered() {
      cart.value = null;
    },

    language: () => language,

    change: (...actions) => cartQueue().enqueue(...actions),

    flush: () => cartQueue().flush(),

    add: (sku, quantity) => store.change({ action: 'addLineItem', sku, quantity }),

    changeQuantity: (lineItemId, quantity) => store.change({ action: 'changeLineItemQuantity', lineItemId, quantity }),

    remove: (lineItemId) => store.change({ action: 'removeLineItem', lineItemId }),

    quantityOf: (sku) => cart.value?.lineItems.find((line) => line.variant.sku === sku)?.quantity ?? 0,

    receiveUpdate(data) {
      const current = cart.value;
      if (data === null) {
        cart.value = null;
        return;
      }
      const next = data as Partial<Cart>;
      if (current === null || next.id !== current.id || typeof next.version !== 'number') return;
      if (next.version > current.version && Array.isArray(next.lineItems)) cart.value = next as Cart;
    },

    receiveUpdatedStock(data) {
      const { sku, availableQuantity } = (data ?? {}) as { sku?: unknown; availableQuantity?: unknown };
      const current = cart.value;
      if (current === null || typeof sku !== 'string' || typeof availableQuantity !== 'number') return;
      if (!current.lineItems.some((line) => line.variant.sku === sku)) return;
      cart.value = {
        ...current,
        lineItems: current.lineItems.map((line) => (line.variant.sku === sku ? { ...line, availableQuantity } : line)),
      };
    },

    watchLive() {
      if (live === null || typeof window === 'undefined') return () => {};
      const handlers: LiveHandlers = {
        cartUpdate: store.receiveUpdate,
        updatedStock: store.receiveUpdatedStock,
        // Connected again after a drop (a shop process restarting): the changes sent meanwhile are read at once.
        reconnected: () => void refresh(),
      };
      let connection: LiveConnection | null = null;
      let watched: string | null = null;
      const watch = (id: string | null) => {
        connection?.close();
        connection = null;
        watched = id;
        if (id !== null) connection = live(id, handlers);
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
        void refresh().finally(() => watch(cart.value?.id ?? null));
      };
      window.addEventListener('pagehide', onPageHide);
      window.addEventListener('pageshow', onPageShow);
      return () => {
        stop();
        window.removeEventListener('pagehide', onPageHide);
        window.removeEventListener('pageshow', onPageShow);
        connection?.close();
      };
    },

    guaranteeOffers: async (sku) => (await client.call('getExtraGuaranteeOffers', { sku, language })).offers,

    complementaryProducts: async (skus) =>
      (await client.call('getComplementaryProducts', { skus: [...skus], language })).products,

    async addAndFollowUp(sku, page) {
      adding.value = [...adding.value, sku];
      try {
        const answer = await store.add(sku, 1);
        if (answer === null) return null;
        const item = await followUp(store, page, answer, sku);
        added.value = item;
        return sidebarAfterAdd(page, answer, sku, item);
      } finally {
        // One add of the SKU is over; another of it may still be on its way.
        const at = adding.value.indexOf(sku);
        adding.value = adding.value.filter((_, index) => index !== at);
      }
    },

    async addGuarantee(guaranteeSku) {
      const item = added.value;
      // The offers come from the server's answer; a SKU that is no guarantee's is not sent back to it.
      if (item === null || !isExtraGuaranteeSku(guaranteeSku)) return null;
      addingGuarantee.value = guaranteeSku;
      try {
        return await store.change({ action: 'addExtraGuarantee', guaranteeSku, parentLineItemId: item.lineItemId });
      } finally {
        addingGuarantee.value = null;
      }
    },
  };
  return store;
}
