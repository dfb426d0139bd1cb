// @vitest-environment happy-dom
// spec/2 §4 Live updates: the tab watches its cart live — one connection for the cart it holds, a new one when the cart
// changes, none without a cart — and lets go of it while the page sits in the back/forward cache.
import { describe, expect, it } from 'vitest';
import type { Cart } from '../../generated/types.ts';
import { connectLive } from '../client/live-connection.ts';
import type { OperationClient } from '../client/operation-client.ts';
import { createCartStore } from './cart-store.ts';

class FakeSocket extends EventTarget {
  static made: FakeSocket[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeSocket.made.push(this);
  }
  close(): void {
    this.closed = true;
  }
}

const cartOf = (id: string) => ({ id, version: 1, lineItems: [] }) as unknown as Cart;
const client: OperationClient = { call: () => Promise.reject(new Error('no server here')) };

/** A tab whose live updates come from the live port 2087 of the page's host, or none (`port` null). */
function tab(port: number | null, operations: OperationClient = client) {
  FakeSocket.made = [];
  return createCartStore({
    client: operations,
    live:
      port === null
        ? null
        : (cartId, handlers) =>
            connectLive({ location, port, cartId, handlers, WebSocket: FakeSocket as unknown as typeof WebSocket }),
  });
}

describe('watching the cart live (spec/2 §4 Live updates)', () => {
  it('connects for the cart held, moves to a new cart, and lets go without one', () => {
    const store = tab(2087);
    const stop = store.watchLive();
    expect(FakeSocket.made).toHaveLength(0);
    store.receive(cartOf('c1'));
    expect(FakeSocket.made.map((socket) => socket.url)).toEqual([`ws://${location.hostname}:2087/?cartId=c1`]);
    store.receive({ ...cartOf('c1'), version: 2 });
    expect(FakeSocket.made).toHaveLength(1);
    store.receive(cartOf('c2'));
    expect(FakeSocket.made[0]!.closed).toBe(true);
    expect(FakeSocket.made).toHaveLength(2);
    store.ordered();
    expect(FakeSocket.made[1]!.closed).toBe(true);
    stop();
  });

  it('closes while the page is in the back/forward cache', () => {
    const store = tab(2087);
    const stop = store.watchLive();
    store.receive(cartOf('c1'));
    window.dispatchEvent(new Event('pagehide'));
    expect(FakeSocket.made[0]!.closed).toBe(true);
    stop();
  });

  it('reads the cart again once connected again after a server restart (ADR 043: the changes meanwhile are lost)', async () => {
    const asked: string[] = [];
    const server: OperationClient = {
      call: async (operation: string) => {
        asked.push(operation);
        return { cart: { ...cartOf('c1'), version: 5 } } as never;
      },
    };
    const store = tab(2087, server);
    const stop = store.watchLive();
    store.receive(cartOf('c1'));
    FakeSocket.made[0]!.dispatchEvent(new Event('open'));
    expect(asked).toEqual([]);
    FakeSocket.made[0]!.dispatchEvent(Object.assign(new Event('close'), { code: 1012 }));
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(FakeSocket.made).toHaveLength(2);
    FakeSocket.made[1]!.dispatchEvent(new Event('open'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual(['getMyCart']);
    expect(store.cart.value?.version).toBe(5);
    stop();
  });

  it('does nothing where the server runs without live updates', () => {
    const store = tab(null);
    const stop = store.watchLive();
    store.receive(cartOf('c1'));
    expect(FakeSocket.made).toHaveLength(0);
    stop();
  });
});
