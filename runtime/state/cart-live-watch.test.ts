// @vitest-environment happy-dom
// spec/2 §4 Live updates: the tab watches its cart live — one connection for the cart it holds, a new one when the cart
// changes, none without a cart — and lets go of it while the page sits in the back/forward cache.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '../../generated/types.ts';
import { cart, watchCartLive } from './cart-store.ts';

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

afterEach(() => {
  cart.value = null;
  FakeSocket.made = [];
  vi.unstubAllGlobals();
});

describe('watching the cart live (spec/2 §4 Live updates)', () => {
  it('connects for the cart held, moves to a new cart, and lets go without one', () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    const stop = watchCartLive(2087);
    expect(FakeSocket.made).toHaveLength(0);
    cart.value = cartOf('c1');
    expect(FakeSocket.made.map((socket) => socket.url)).toEqual([`ws://${location.hostname}:2087/?cartId=c1`]);
    cart.value = { ...cartOf('c1'), version: 2 };
    expect(FakeSocket.made).toHaveLength(1);
    cart.value = cartOf('c2');
    expect(FakeSocket.made[0]!.closed).toBe(true);
    expect(FakeSocket.made).toHaveLength(2);
    cart.value = null;
    expect(FakeSocket.made[1]!.closed).toBe(true);
    stop();
  });

  it('closes while the page is in the back/forward cache', () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    const stop = watchCartLive(2087);
    cart.value = cartOf('c1');
    window.dispatchEvent(new Event('pagehide'));
    expect(FakeSocket.made[0]!.closed).toBe(true);
    stop();
  });

  it('does nothing where the server runs without live updates', () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    const stop = watchCartLive(null);
    cart.value = cartOf('c1');
    expect(FakeSocket.made).toHaveLength(0);
    stop();
  });
});
