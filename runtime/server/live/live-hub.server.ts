// spec/2 §4 Live updates (ADR 023): the fan-out of live cart events. The server keeps the open connections per
// cart id and pushes each event to all of them; a stock change goes to every open cart that holds the SKU. This is
// the in-process implementation of the port; another process (Redis pub/sub, ARCHITECTURE "Scale") would implement
// `LiveFanOut` the same way, each process delivering to its own sockets.
import type { Cart } from '../../../generated/types.ts';
import { CLOSE_SERVICE_RESTART, MAX_LIVE_CONNECTIONS_PER_CART } from '../../domain/cart/live-updates.ts';

/** What the hub needs of a connection (a `ws` WebSocket has both). */
export interface LiveSocket {
  send(text: string): void;
  close(code: number, reason: string): void;
}

/** The port the cart operations and the store publish through (spec/2 §4). */
export interface LiveFanOut {
  /** The cart changed: every connection of it gets the new cart; null when it is gone (ordered, deleted). */
  cartChanged(cartId: string, cart: Cart | null): void;
  /** The store's stock of an SKU changed: every open cart holding it hears of it. */
  stockChanged(sku: string, availableQuantity: number): void;
}

/** WebSocket close codes (RFC 6455 §7.4.1). */
export const CLOSE_POLICY_VIOLATION = 1008;
export const CLOSE_TRY_AGAIN_LATER = 1013;

export class InProcessLiveHub implements LiveFanOut {
  readonly #sockets = new Map<string, Set<LiveSocket>>();
  /** The SKUs of each watched cart, and the watched carts of each SKU, for the stock fan-out. */
  readonly #skusOfCart = new Map<string, ReadonlySet<string>>();
  readonly #cartsOfSku = new Map<string, Set<string>>();

  constructor(private readonly warn: (message: string) => void = console.warn) {}

  /**
   * Watches a cart on a connection, whose cart holds `skus`. More than 10 connections for one cart (spec/2 §4): the
   * newest is closed with a warning, and false answered.
   */
  add(cartId: string, socket: LiveSocket, skus: readonly string[]): boolean {
    const sockets = this.#sockets.get(cartId) ?? new Set<LiveSocket>();
    if (sockets.size >= MAX_LIVE_CONNECTIONS_PER_CART) {
      this.warn(
        `Live updates: more than ${MAX_LIVE_CONNECTIONS_PER_CART} connections for cart ${cartId}; closing the newest`,
      );
      socket.close(CLOSE_TRY_AGAIN_LATER, 'Too many connections for this cart');
      return false;
    }
    sockets.add(socket);
    this.#sockets.set(cartId, sockets);
    this.#watchSkus(cartId, skus);
    return true;
  }

  remove(cartId: string, socket: LiveSocket): void {
    const sockets = this.#sockets.get(cartId);
    if (!sockets?.delete(socket) || sockets.size > 0) return;
    this.#sockets.delete(cartId);
    this.#watchSkus(cartId, []);
  }

  /** How many connections are open (for the tests and the benchmark). */
  get size(): number {
    let count = 0;
    for (const sockets of this.#sockets.values()) count += sockets.size;
    return count;
  }

  cartChanged(cartId: string, cart: Cart | null): void {
    if (!this.#sockets.has(cartId)) return;
    this.#watchSkus(cartId, cart?.lineItems.map((line) => line.variant.sku) ?? []);
    this.#send(cartId, JSON.stringify({ event: 'cart-update', data: cart }));
  }

  stockChanged(sku: string, availableQuantity: number): void {
    const carts = this.#cartsOfSku.get(sku);
    if (carts === undefined) return;
    // One message for every cart: serialized once.
    const text = JSON.stringify({
      event: 'updated-stock',
      data: { sku, availableQuantity: Math.max(0, availableQuantity) },
    });
    for (const cartId of carts) this.#send(cartId, text);
  }

  /**
   * The server's graceful shutdown: every connection closed cleanly, with the reconnect hint (1012 Service Restart,
   * ADR 043) — the shop goes on in another process, or this one once it is back.
   */
  closeAll(): void {
    for (const sockets of this.#sockets.values()) {
      for (const socket of sockets) socket.close(CLOSE_SERVICE_RESTART, 'Server restarting: reconnect');
    }
    this.#sockets.clear();
    this.#skusOfCart.clear();
    this.#cartsOfSku.clear();
  }

  #send(cartId: string, text: string): void {
    for (const socket of this.#sockets.get(cartId) ?? []) socket.send(text);
  }

  #watchSkus(cartId: string, skus: readonly string[]): void {
    for (const sku of this.#skusOfCart.get(cartId) ?? []) {
      const carts = this.#cartsOfSku.get(sku);
      carts?.delete(cartId);
      if (carts?.size === 0) this.#cartsOfSku.delete(sku);
    }
    if (skus.length === 0) {
      this.#skusOfCart.delete(cartId);
      return;
    }
    this.#skusOfCart.set(cartId, new Set(skus));
    for (const sku of skus) {
      const carts = this.#cartsOfSku.get(sku) ?? new Set<string>();
      carts.add(cartId);
      this.#cartsOfSku.set(sku, carts);
    }
  }
}
