// ADR 043: what one shop process tells the others — a cart's or an SKU's live update, a cache invalidation. One port,
// published by the process where the change happened and delivered to every other; each delivers to its own sockets
// and clears its own caches. Implementations: none (one process), the cluster's IPC channel (WORKERS=N,
// cluster-bus.server.ts).
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Cart } from '../../../generated/types.ts';
import type { CacheTag } from '../commerce/cache-tags.server.ts';

export type BusMessage =
  | { readonly kind: 'cart-changed'; readonly cartId: string; readonly cart: Cart | null }
  | { readonly kind: 'stock-changed'; readonly sku: string; readonly availableQuantity: number }
  | { readonly kind: 'invalidate-all' }
  | { readonly kind: 'invalidate-tags'; readonly tags: readonly CacheTag[] };

export interface ProcessBus {
  /** Tells every other process (never this one: it has acted already). */
  publish(message: BusMessage): void;
  /** What the other processes publish, as it arrives. */
  subscribe(handler: (message: BusMessage) => void): void;
}

/** What the shop's processes share (ADR 043): the bus, and where the rate limits count. */
export interface BetweenProcesses {
  readonly bus: ProcessBus;
  readonly rateLimitStore: FastifyRateLimitStoreCtor;
  /** The process's name in its log lines and `/readyz` (`worker 2 of 4`). */
  readonly name: string;
}

const KINDS = new Set<string>(['cart-changed', 'stock-changed', 'invalidate-all', 'invalidate-tags']);

/** A message as it arrives from outside the process: one of the bus's kinds, or null (something else's message). */
export function busMessageOf(value: unknown): BusMessage | null {
  if (typeof value !== 'object' || value === null) return null;
  const kind = (value as { kind?: unknown }).kind;
  return typeof kind === 'string' && KINDS.has(kind) ? (value as BusMessage) : null;
}
