// spec/2 §4 Updates: every change to the cart goes through one queue. Changes made within the debounce (300 ms; 400 ms
// in Safari) travel together as one action list, against the cart's id and version; one list is in flight at a time,
// so a tab never races itself. On a concurrent modification (another tab, another device) the list is sent once more
// against the server's current version; on 'Cart not found' the cart is cleared (and the adds of the list start a new
// one); any other failure reloads the cart. Whatever fails is handed to the caller, who tells the shopper.
// The timer and the transport are passed in, so the model-based test (cart-queue.test.ts) drives them.
import { cartUpdateErrorKind, cartUpdateRecovery } from '../domain/cart/cart-update-queue.ts';
import type { Cart, CartUpdateAction } from '../../generated/types.ts';

/** spec/2 §4 Updates: an action of the list the browser sends (the shop's updateCart operation). */
export type CartAction = CartUpdateAction;

export interface CartUpdateRequest {
  readonly cartId?: string;
  readonly version?: number;
  readonly actions: readonly CartAction[];
}

/** A failed update as the transport reports it (operation-client's RequestError has these fields). */
export interface CartSendError extends Error {
  readonly statusCode?: number;
  readonly detail?: string;
  readonly currentVersion?: number;
}

export interface CartQueueDeps {
  /** Sends one action list; answers the new cart or throws a CartSendError. */
  send(request: CartUpdateRequest): Promise<Cart>;
  /** Reads the session's cart again (getMyCart). */
  reload(): Promise<Cart | null>;
  /** The cart the tab holds now. */
  current(): Cart | null;
  /** Replaces the tab's cart with an answer (spec/2 §7 "a successful cart answer replaces the current cart"). */
  replace(cart: Cart | null): void;
  /** The debounce, in ms (CART_UPDATE_DEBOUNCE_MS, or the Safari delay). */
  readonly delayMs: number;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

export interface CartQueue {
  /** Queues actions; answers the cart after the list holding them was applied, or rejects with its failure. */
  enqueue(...actions: CartAction[]): Promise<Cart | null>;
  /** Sends what is queued now, without waiting for the debounce (before leaving for checkout, in tests). */
  flush(): Promise<void>;
}

interface Waiter {
  resolve(cart: Cart | null): void;
  reject(error: unknown): void;
}

function asSendError(error: unknown): CartSendError {
  return error instanceof Error ? (error as CartSendError) : new Error(String(error));
}

export function createCartQueue(deps: CartQueueDeps): CartQueue {
  let actions: CartAction[] = [];
  let waiters: Waiter[] = [];
  let timer: unknown = null;
  // Lists are sent one after the other, each against the version the previous one answered.
  let chain: Promise<void> = Promise.resolve();

  /** Sends a list; on failure follows spec/2 §4 and throws what the shopper must hear of. */
  async function send(queued: readonly CartAction[]): Promise<Cart | null> {
    let list = queued;
    let attempt = 1;
    let version: number | undefined;
    let current = deps.current();
    for (;;) {
      const request: CartUpdateRequest =
        current === null
          ? { actions: list }
          : { cartId: current.id, version: version ?? current.version, actions: list };
      try {
        const answer = await deps.send(request);
        deps.replace(answer);
        return answer;
      } catch (thrown) {
        const error = asSendError(thrown);
        const kind = cartUpdateErrorKind({
          statusCode: error.statusCode,
          message: error.detail ?? error.message,
          ...(error.statusCode === 409 ? { code: 'ConcurrentModification' } : {}),
        });
        const recovery = cartUpdateRecovery(kind, attempt);
        attempt += 1;
        if (recovery === 'retry-with-current-version' && current !== null) {
          version = error.currentVersion ?? (await deps.reload().catch(() => null))?.version;
          if (version !== undefined) continue;
        }
        if (recovery === 'clear-cart') {
          deps.replace(null);
          // The shopper's adds were meant for a cart: they begin a new one (spec/2 §4 "created on first add").
          const adds = list.filter((action) => action.action === 'addLineItem');
          if (current !== null && adds.length > 0) {
            current = null;
            list = adds;
            continue;
          }
          throw error;
        }
        const reloaded = await deps.reload().catch(() => undefined);
        if (reloaded !== undefined) deps.replace(reloaded);
        throw error;
      }
    }
  }

  function takeAndSend(): Promise<void> {
    timer = null;
    const list = actions;
    const waiting = waiters;
    actions = [];
    waiters = [];
    if (list.length === 0) return chain;
    chain = chain.then(() =>
      send(list).then(
        (cart) => waiting.forEach((waiter) => waiter.resolve(cart)),
        (error: unknown) => waiting.forEach((waiter) => waiter.reject(error)),
      ),
    );
    return chain;
  }

  return {
    enqueue(...queued) {
      actions.push(...queued);
      if (timer !== null) deps.clearTimer(timer);
      timer = deps.setTimer(() => void takeAndSend(), deps.delayMs);
      return new Promise((resolve, reject) => waiters.push({ resolve, reject }));
    },
    flush() {
      if (timer !== null) deps.clearTimer(timer);
      return takeAndSend();
    },
  };
}
