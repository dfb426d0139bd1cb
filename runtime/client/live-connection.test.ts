// spec/2 §4 Live updates, §8: the browser's live connection — the URL, the events, the logging of unknown ones,
// and the two retries 5000 ms apart before giving up with a log line.
import { describe, expect, it } from 'vitest';
import {
  CLOSE_SERVICE_RESTART,
  LIVE_RESTART_DELAY_MS,
  LIVE_RETRIES,
  LIVE_RETRY_DELAY_MS,
} from '../domain/cart/live-updates.ts';
import { connectLive, liveUrl } from './live-connection.ts';

class FakeSocket extends EventTarget {
  static made: FakeSocket[] = [];
  closedWith: number | null = null;
  constructor(readonly url: string) {
    super();
    FakeSocket.made.push(this);
  }
  close(code: number): void {
    this.closedWith = code;
  }
  receive(data: string): void {
    this.dispatchEvent(Object.assign(new Event('message'), { data }));
  }
  drop(code = 1006): void {
    this.dispatchEvent(Object.assign(new Event('close'), { code }));
  }
}

function harness(random = () => 0.5) {
  FakeSocket.made = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  const logs: string[] = [];
  const updates: unknown[] = [];
  const stocks: unknown[] = [];
  const reconnections: number[] = [];
  const connection = connectLive({
    location: { protocol: 'http:', hostname: 'de.localhost' },
    port: 2087,
    cartId: 'c1',
    handlers: {
      cartUpdate: (data) => updates.push(data),
      updatedStock: (data) => stocks.push(data),
      reconnected: () => reconnections.push(FakeSocket.made.length),
    },
    random,
    WebSocket: FakeSocket as never,
    setTimer: (run, ms) => timers.push({ run, ms }),
    clearTimer: () => {},
    log: (message) => logs.push(message),
  });
  return { connection, timers, logs, updates, stocks, reconnections };
}

describe('the live connection in the browser (spec/2 §4 Live updates)', () => {
  it('connects to the page host at the live port, ws beside http and wss beside https', () => {
    expect(liveUrl({ protocol: 'http:', hostname: 'de.localhost' }, 2087, 'c1')).toBe(
      'ws://de.localhost:2087/?cartId=c1',
    );
    expect(liveUrl({ protocol: 'https:', hostname: 'shop.example.de' }, 2087, 'a b')).toBe(
      'wss://shop.example.de:2087/?cartId=a%20b',
    );
  });

  it('hands cart-update and updated-stock over, and logs unknown events and messages that are none', () => {
    const { updates, stocks, logs } = harness();
    const socket = FakeSocket.made[0]!;
    socket.receive('{"event":"cart-update","data":{"id":"c1"}}');
    socket.receive('{"event":"updated-stock","data":{"sku":"A","availableQuantity":3}}');
    socket.receive('{"event":"price-drop","data":1}');
    socket.receive('not json');
    socket.receive('{"data":1}');
    expect(updates).toEqual([{ id: 'c1' }]);
    expect(stocks).toEqual([{ sku: 'A', availableQuantity: 3 }]);
    expect(logs).toEqual(['Live updates: unknown event', 'Live updates: unknown event', 'Live updates: unknown event']);
  });

  it('tries a failed connection again twice, 5000 ms apart, then logs that it gave up', () => {
    const { timers, logs } = harness();
    for (let retry = 0; retry < LIVE_RETRIES; retry += 1) {
      FakeSocket.made.at(-1)!.drop();
      expect(timers.at(-1)!.ms).toBe(LIVE_RETRY_DELAY_MS);
      timers.at(-1)!.run();
    }
    expect(FakeSocket.made).toHaveLength(1 + LIVE_RETRIES);
    FakeSocket.made.at(-1)!.drop();
    expect(timers).toHaveLength(LIVE_RETRIES);
    expect(logs).toEqual([`Live updates: the connection failed after ${LIVE_RETRIES} retries`]);
  });

  it('gets its retries back once a connection came up', () => {
    const { timers } = harness();
    FakeSocket.made[0]!.drop();
    timers[0]!.run();
    FakeSocket.made[1]!.dispatchEvent(new Event('open'));
    for (let drop = 0; drop <= LIVE_RETRIES - 1; drop += 1) {
      FakeSocket.made.at(-1)!.drop();
      timers.at(-1)!.run();
    }
    expect(FakeSocket.made).toHaveLength(2 + LIVE_RETRIES);
  });

  it('connects again at once, spending no retry, when the server says it restarts (1012, ADR 043)', () => {
    const { timers, logs } = harness(() => 0.999);
    // More restarts in a row than there are retries: none of them is given up on.
    for (let restart = 0; restart <= LIVE_RETRIES + 1; restart += 1) {
      FakeSocket.made.at(-1)!.drop(CLOSE_SERVICE_RESTART);
      const wait = timers.at(-1)!.ms;
      expect(wait).toBeGreaterThanOrEqual(LIVE_RESTART_DELAY_MS.min);
      expect(wait).toBeLessThan(LIVE_RESTART_DELAY_MS.min + LIVE_RESTART_DELAY_MS.spread);
      expect(wait).toBeLessThan(LIVE_RETRY_DELAY_MS);
      timers.at(-1)!.run();
    }
    expect(FakeSocket.made).toHaveLength(LIVE_RETRIES + 3);
    expect(logs).toEqual([]);
  });

  it('spreads the reconnections of a restart over its window', () => {
    const waits = [0, 0.5, 0.999].map((draw) => {
      const { timers } = harness(() => draw);
      FakeSocket.made[0]!.drop(CLOSE_SERVICE_RESTART);
      return timers[0]!.ms;
    });
    expect(new Set(waits).size).toBe(3);
  });

  it('says when it is connected again after a drop, not on its first connection (the cart is read again)', () => {
    const { timers, reconnections } = harness();
    FakeSocket.made[0]!.dispatchEvent(new Event('open'));
    expect(reconnections).toEqual([]);
    FakeSocket.made[0]!.drop(CLOSE_SERVICE_RESTART);
    timers[0]!.run();
    FakeSocket.made[1]!.dispatchEvent(new Event('open'));
    expect(reconnections).toEqual([2]);
    FakeSocket.made[1]!.dispatchEvent(new Event('open'));
    expect(reconnections).toEqual([2]);
  });

  it('closes cleanly when the page no longer watches the cart, and does not retry', () => {
    const { connection, timers } = harness();
    connection.close();
    expect(FakeSocket.made[0]!.closedWith).toBe(1000);
    FakeSocket.made[0]!.drop(1000);
    expect(timers).toHaveLength(0);
  });
});
