// ADR 043: how a shop process stops on SIGTERM (a deployment, a scale-down, the cluster's primary): it says it is not
// ready (`/readyz` 503) and closes its live connections with the reconnect hint; for a short notice it goes on
// answering — every answer closing its connection — so the requests already on their way (accepted, not yet read) are
// answered rather than cut, and a proxy sees it leave; then it stops taking requests, lets the ones in flight finish —
// an order being placed completes — closes its store and ends. Past the deadline it ends anyway, saying so: a stuck
// request must not hold a deployment forever.

/** On SIGTERM, how long the requests in flight may take by default (SHUTDOWN_SECONDS). */
export const SHUTDOWN_SECONDS = 25;

/**
 * How long a draining process goes on answering before it stops listening. Node's server, once closed, ends every
 * connection that has no request yet — those accepted a moment before the signal too — so the notice lets them send
 * theirs first.
 */
export const DRAIN_NOTICE_MS = 1_000;

export interface Drainable {
  /** The live connections: closed with 1012 Service Restart. */
  readonly live: { close(): Promise<void> } | null;
  /** The HTTP server: no new requests, the ones in flight answered (Fastify's close). */
  readonly app: { close(): Promise<unknown> };
  /** The store, closed once nothing uses it. */
  readonly store: { close(): Promise<void> };
  /** Timers and other work of the process's own, stopped first. */
  readonly stopTimers: () => void;
  readonly seconds: number;
  /** The notice before the server stops listening (DRAIN_NOTICE_MS; the tests' own). */
  readonly noticeMs?: number;
  readonly log: { info(message: string): void; error(message: string): void };
  readonly exit?: (code: number) => void;
}

export interface Drain {
  /** True from the first signal on: `/readyz` answers 503. */
  readonly draining: boolean;
  /** Starts the drain (once: a second signal changes nothing). */
  start(reason: string): Promise<void>;
}

export function drainOf(parts: Drainable): Drain {
  const exit = parts.exit ?? ((code: number) => process.exit(code));
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    async start(reason) {
      if (draining) return;
      draining = true;
      parts.log.info(`${reason}: finishing the requests in flight (at most ${parts.seconds} s), then stopping`);
      const deadline = setTimeout(() => {
        parts.log.error(`Stopped after ${parts.seconds} s with requests still in flight (SHUTDOWN_SECONDS)`);
        exit(1);
      }, parts.seconds * 1000);
      deadline.unref();
      parts.stopTimers();
      try {
        await parts.live?.close();
        await new Promise((resolve) => setTimeout(resolve, parts.noticeMs ?? DRAIN_NOTICE_MS));
        await parts.app.close();
        await parts.store.close();
      } catch (error) {
        parts.log.error(`Stopping failed: ${(error as Error).message}`);
        clearTimeout(deadline);
        return exit(1);
      }
      clearTimeout(deadline);
      exit(0);
    },
  };
}
