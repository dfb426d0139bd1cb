// The update queue as a model-based property test. fast-check's scheduler decides the order in which
// the shopper's changes, the debounce timer, another tab's changes and the server's answers happen; whatever the
// order, the server's final cart equals a simple model: every change the queue confirmed is in it exactly once, every
// change it refused was refused for a concurrent modification after its one retry (spec/2 §4 Updates), and no change
// is applied twice.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Cart } from '../../generated/types.ts';
import { CART_NOT_FOUND_MESSAGE } from '../domain/cart/cart-messages.ts';
import {
  createCartQueue,
  type CartAction,
  type CartQueueDeps,
  type CartSendError,
  type CartUpdateRequest,
} from './cart-queue.ts';

/** The server as the queue sees it: one cart per session, a version checked on every change. */
class ModelServer {
  version = 0;
  id: string | null = null;
  readonly lines = new Map<string, number>();
  applied = 0;
  sends: CartUpdateRequest[] = [];

  cart(): Cart | null {
    if (this.id === null) return null;
    return {
      id: this.id,
      version: this.version,
      lineItems: [...this.lines].map(([sku, quantity]) => ({ id: `line-${sku}`, quantity, variant: { sku } })),
    } as unknown as Cart;
  }

  private add(sku: string, quantity: number): void {
    this.lines.set(sku, (this.lines.get(sku) ?? 0) + quantity);
  }

  /** Another tab of the same session changes the cart: its version moves on. */
  otherTab(sku: string, quantity: number): void {
    this.id ??= 'cart-1';
    this.add(sku, quantity);
    this.version += 1;
  }

  apply(request: CartUpdateRequest): Cart {
    this.sends.push(request);
    if (request.cartId !== undefined) {
      if (request.cartId !== this.id) throw sendError(404, CART_NOT_FOUND_MESSAGE);
      if (request.version !== this.version) throw sendError(409, 'different version', this.version);
    }
    // Without a cart id the session's cart is used, or made (as SqliteCarts.change does).
    this.id ??= 'cart-1';
    for (const action of request.actions) {
      if (action.action === 'addLineItem') this.add(action.sku, action.quantity);
    }
    this.version += 1;
    this.applied += 1;
    return this.cart()!;
  }

  /** The cart is gone (deleted in another tab, ordered). */
  drop(): void {
    this.id = null;
    this.lines.clear();
    this.version = 0;
  }
}

function sendError(statusCode: number, detail: string, currentVersion?: number): CartSendError {
  return Object.assign(new Error(detail), { statusCode, detail, currentVersion });
}

const add = (sku: string, quantity: number): CartAction => ({ action: 'addLineItem', sku, quantity });

/** A tab holding `tabCart` with its queue against `server`: sends apply at once, timers fire on the next tick. */
function tabOn(server: ModelServer, tabCart: Cart | null, overrides: Partial<CartQueueDeps> = {}) {
  const tab = { cart: tabCart };
  const queue = createCartQueue({
    send: async (request) => server.apply(request),
    reload: async () => server.cart(),
    current: () => tab.cart,
    replace: (cart) => {
      tab.cart = cart;
    },
    delayMs: 0,
    setTimer: (run) => setTimeout(run, 0),
    clearTimer: (timer) => clearTimeout(timer as NodeJS.Timeout),
    ...overrides,
  });
  return { tab, queue };
}

interface Step {
  readonly who: 'shopper' | 'otherTab';
  readonly sku: string;
  readonly quantity: number;
}

const steps = fc.array(
  fc.record({
    who: fc.constantFrom<Step['who']>('shopper', 'shopper', 'otherTab'),
    sku: fc.constantFrom('A', 'B', 'C'),
    quantity: fc.integer({ min: 1, max: 3 }),
  }),
  { minLength: 1, maxLength: 12 },
);

describe('the cart update queue against a model (spec/2 §4 Updates)', () => {
  it('keeps every confirmed change exactly once and refuses only after its one retry', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), steps, async (s, plan) => {
        const server = new ModelServer();
        let tabCart: Cart | null = null;
        const timers = new Set<{ run: () => void }>();
        const queue = createCartQueue({
          send: (request) => s.schedule(Promise.resolve(), 'answer').then(() => server.apply(request)),
          reload: () => s.schedule(Promise.resolve(), 'reload').then(() => server.cart()),
          current: () => tabCart,
          replace: (cart) => {
            tabCart = cart;
          },
          delayMs: 300,
          setTimer: (run) => {
            const timer = { run };
            timers.add(timer);
            return timer;
          },
          clearTimer: (timer) => timers.delete(timer as { run: () => void }),
        });
        const fireTimers = () => {
          for (const timer of [...timers]) {
            timers.delete(timer);
            timer.run();
          }
        };
        const outcomes: Promise<{ step: Step; ok: boolean; error?: CartSendError }>[] = [];
        const expected = new Map<string, number>();
        const count = (step: Step) => expected.set(step.sku, (expected.get(step.sku) ?? 0) + step.quantity);

        for (const step of plan) {
          void s.schedule(Promise.resolve(), step.who).then(() => {
            if (step.who === 'otherTab') {
              server.otherTab(step.sku, step.quantity);
              count(step);
              return;
            }
            outcomes.push(
              queue.enqueue(add(step.sku, step.quantity)).then(
                () => ({ step, ok: true }),
                (error: CartSendError) => ({ step, ok: false, error }),
              ),
            );
          });
          // The debounce may run out between any two events.
          void s.schedule(Promise.resolve(), 'debounce ends').then(fireTimers);
        }
        for (let round = 0; round < 50 && (s.count() > 0 || timers.size > 0); round += 1) {
          await s.waitAll();
          fireTimers();
          await new Promise((resolve) => setTimeout(resolve, 0));
        }
        const results = await Promise.all(outcomes);
        for (const result of results) {
          if (result.ok) count(result.step);
          else expect(result.error?.statusCode).toBe(409);
        }
        expect(Object.fromEntries(server.lines)).toEqual(Object.fromEntries(expected));
        // One version per applied list and per other tab's change: nothing was applied twice.
        expect(server.version).toBe(server.applied + plan.filter((step) => step.who === 'otherTab').length);
        // A list goes at most twice: the first send and its one retry after a 409.
        const sent = new Map<readonly CartAction[], number>();
        for (const request of server.sends) sent.set(request.actions, (sent.get(request.actions) ?? 0) + 1);
        expect(Math.max(...sent.values(), 0)).toBeLessThanOrEqual(2);
      }),
      { numRuns: 300 },
    );
  });

  it('sends the changes of one debounce as one action list against the cart version', async () => {
    const server = new ModelServer();
    server.otherTab('A', 1);
    let fire: () => void = () => {};
    const { tab, queue } = tabOn(server, server.cart(), {
      delayMs: 300,
      setTimer: (run, ms) => {
        expect(ms).toBe(300);
        fire = run;
        return run;
      },
      clearTimer: () => {},
    });
    const first = queue.enqueue(add('B', 1));
    const second = queue.enqueue(add('C', 2));
    fire();
    await Promise.all([first, second]);
    expect(server.sends).toEqual([{ cartId: 'cart-1', version: 1, actions: [add('B', 1), add('C', 2)] }]);
    expect(tab.cart!.version).toBe(2);
  });

  it('retries once with the server version after a 409, then gives up and reloads', async () => {
    const server = new ModelServer();
    server.otherTab('A', 1);
    // Every send finds the cart changed by another tab just before it.
    const { tab, queue } = tabOn(
      server,
      { ...server.cart()!, version: 0 },
      {
        send: async (request) => {
          server.otherTab('Z', 1);
          return server.apply(request);
        },
      },
    );
    await expect(queue.enqueue(add('B', 1))).rejects.toMatchObject({ statusCode: 409 });
    expect(server.sends).toHaveLength(2);
    expect(server.sends[1]!.version).toBe(2);
    expect(server.lines.has('B')).toBe(false);
    // The tab holds the server's cart again.
    expect(tab.cart!.version).toBe(server.version);
  });

  it("clears the cart on 'Cart not found', and the shopper's adds start a new cart", async () => {
    const server = new ModelServer();
    server.otherTab('A', 1);
    const { queue } = tabOn(server, server.cart());
    server.drop();
    const cart = await queue.enqueue(add('B', 2));
    expect(server.sends.map((request) => request.cartId)).toEqual(['cart-1', undefined]);
    expect(cart?.lineItems.map((line) => [line.variant.sku, line.quantity])).toEqual([['B', 2]]);
  });

  it("clears the cart on 'Cart not found' for a change that adds nothing, and says so", async () => {
    const server = new ModelServer();
    server.otherTab('A', 1);
    const { tab, queue } = tabOn(server, server.cart());
    server.drop();
    await expect(
      queue.enqueue({ action: 'changeLineItemQuantity', lineItemId: 'line-A', quantity: 3 }),
    ).rejects.toMatchObject({ statusCode: 404 });
    expect(tab.cart).toBeNull();
    expect(server.sends).toHaveLength(1);
  });
});
