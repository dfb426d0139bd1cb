// ADR 043: the process bus between the workers of one `WORKERS=N` shop — node's cluster IPC channel. A worker sends
// its message to the primary, which hands it to every other worker. Messages are wrapped under one key, so the
// cluster's own messages and any other are told apart.
import type { Worker } from 'node:cluster';
import { busMessageOf, type BusMessage, type ProcessBus } from './process-bus.server.ts';

const KEY = 'multishopBus';

const unwrap = (raw: unknown): BusMessage | null =>
  typeof raw === 'object' && raw !== null && KEY in raw ? busMessageOf((raw as Record<string, unknown>)[KEY]) : null;

/** A worker's end: published to the primary, delivered from it. */
export function workerBus(channel: Pick<NodeJS.Process, 'send' | 'on'> = process): ProcessBus {
  return {
    publish(message) {
      // A worker whose channel is gone (its primary ended) has no one to tell: the send is dropped, not thrown.
      channel.send?.({ [KEY]: message }, undefined, undefined, () => undefined);
    },
    subscribe(handler) {
      channel.on('message', (raw: unknown) => {
        const message = unwrap(raw);
        if (message !== null) handler(message);
      });
    },
  };
}

/** The primary's part: a worker's message goes to every other live worker. */
export function relayBetweenWorkers(from: Worker, raw: unknown, workers: Iterable<Worker>): void {
  const message = unwrap(raw);
  if (message === null) return;
  for (const worker of workers) {
    if (worker !== from && worker.isConnected()) worker.send({ [KEY]: message }, undefined, () => undefined);
  }
}
