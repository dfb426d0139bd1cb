// ADR 043: the cluster's bus — a worker's message reaches every other worker once, never itself or a worker that is
// gone, and what is not the bus's (the cluster's own messages, the rate limits' counts) is left alone; the shared live
// fan-out delivers here and publishes, and delivers what the others publish.
import { EventEmitter } from 'node:events';
import type { Worker } from 'node:cluster';
import { describe, expect, it } from 'vitest';
import type { Cart } from '../../../generated/types.ts';
import { relayBetweenWorkers, workerBus } from './cluster-bus.server.ts';
import type { BusMessage, ProcessBus } from './process-bus.server.ts';
import { sharedLiveFanOut } from './shared-live-fan-out.server.ts';

function fakeWorker(connected = true) {
  const sent: unknown[] = [];
  const worker = { sent, isConnected: () => connected, send: (message: unknown) => sent.push(message) };
  return worker as unknown as Worker & { sent: unknown[] };
}

/** A worker's channel to its primary: what it sends, and a way to deliver to it. */
function fakeChannel() {
  const emitter = new EventEmitter();
  const sent: unknown[] = [];
  const channel = {
    send: (message: unknown) => sent.push(message) > 0,
    on: (event: string, listener: (...args: unknown[]) => void) => emitter.on(event, listener),
  };
  return {
    channel: channel as unknown as Pick<NodeJS.Process, 'send' | 'on'>,
    sent,
    deliver: (raw: unknown) => emitter.emit('message', raw),
  };
}

describe('the cluster bus (ADR 043)', () => {
  const message: BusMessage = { kind: 'invalidate-tags', tags: ['content:frame'] };

  it('relays a worker’s message to every other connected worker, once, and not back to the sender', () => {
    const [from, other, third, gone] = [fakeWorker(), fakeWorker(), fakeWorker(), fakeWorker(false)];
    relayBetweenWorkers(from, { multishopBus: message }, [from, other, third, gone]);
    expect(from.sent).toEqual([]);
    expect(other.sent).toEqual([{ multishopBus: message }]);
    expect(third.sent).toEqual([{ multishopBus: message }]);
    expect(gone.sent).toEqual([]);
  });

  it('relays nothing that is not the bus’s', () => {
    const [from, other] = [fakeWorker(), fakeWorker()];
    for (const raw of [
      null,
      'text',
      { cmd: 'NODE_CLUSTER' },
      { multishopBus: { kind: 'drop-tables' } },
      { multishopBus: 1 },
    ]) {
      relayBetweenWorkers(from, raw, [from, other]);
    }
    expect(other.sent).toEqual([]);
  });

  it('a worker publishes to its primary and hears only the bus’s messages from it', () => {
    const { channel, sent, deliver } = fakeChannel();
    const bus = workerBus(channel);
    const heard: BusMessage[] = [];
    bus.subscribe((received) => heard.push(received));
    bus.publish(message);
    expect(sent).toEqual([{ multishopBus: message }]);
    deliver({ multishopBus: { kind: 'invalidate-all' } });
    deliver({ multishopRateLimitAnswer: { id: 1, current: 1, ttl: 10 } });
    deliver({ multishopBus: { kind: 'unknown' } });
    expect(heard).toEqual([{ kind: 'invalidate-all' }]);
  });
});

describe('the live fan-out shared between processes (spec/2 §4, ADR 043)', () => {
  function loopback() {
    const published: BusMessage[] = [];
    let handler: (message: BusMessage) => void = () => {};
    const bus: ProcessBus = { publish: (sent) => published.push(sent), subscribe: (listener) => (handler = listener) };
    return { bus, published, arrive: (arrived: BusMessage) => handler(arrived) };
  }
  const cart = { id: 'c1', version: 3 } as unknown as Cart;

  it('a change made here reaches this process’s sockets and is published to the others', () => {
    const local: string[] = [];
    const { bus, published } = loopback();
    const fanOut = sharedLiveFanOut(
      {
        cartChanged: (id) => local.push(`cart ${id}`),
        stockChanged: (sku, quantity) => local.push(`${sku} ${quantity}`),
      },
      bus,
    );
    fanOut.cartChanged('c1', cart);
    fanOut.stockChanged('SKU-1', 4);
    expect(local).toEqual(['cart c1', 'SKU-1 4']);
    expect(published).toEqual([
      { kind: 'cart-changed', cartId: 'c1', cart },
      { kind: 'stock-changed', sku: 'SKU-1', availableQuantity: 4 },
    ]);
  });

  it('a change published by another process reaches this one’s sockets and is not published again', () => {
    const local: string[] = [];
    const { bus, published, arrive } = loopback();
    sharedLiveFanOut(
      {
        cartChanged: (id) => local.push(`cart ${id}`),
        stockChanged: (sku, quantity) => local.push(`${sku} ${quantity}`),
      },
      bus,
    );
    arrive({ kind: 'cart-changed', cartId: 'c1', cart: null });
    arrive({ kind: 'stock-changed', sku: 'SKU-2', availableQuantity: 0 });
    arrive({ kind: 'invalidate-all' });
    expect(local).toEqual(['cart c1', 'SKU-2 0']);
    expect(published).toEqual([]);
  });
});
