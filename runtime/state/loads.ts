// What a store loads for a page (the methods, an offer, an order, search hits …) is cancellable: a newer load of the
// same kind cancels the one on its way, and so does the caller's AbortSignal (the page or the component left). A
// cancelled load changes nothing and is no failure (ADR 036).

/** A load another load (or the caller) cancelled. */
export const CANCELLED = Symbol('cancelled');

/**
 * Loads of one kind, one at a time: a newer load cancels the one on its way, and so does the caller's `signal`.
 * Answers what the load answered, or CANCELLED; a cancelled load's failure is no failure.
 */
export function loadsOfOneKind() {
  let current: AbortController | null = null;
  return async <T>(run: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T | typeof CANCELLED> => {
    current?.abort();
    const load = new AbortController();
    current = load;
    const cancel = () => load.abort();
    if (signal?.aborted) cancel();
    signal?.addEventListener('abort', cancel, { once: true });
    try {
      const answer = await run(load.signal);
      return load.signal.aborted ? CANCELLED : answer;
    } catch (error) {
      if (load.signal.aborted) return CANCELLED;
      throw error;
    } finally {
      signal?.removeEventListener('abort', cancel);
      if (current === load) current = null;
    }
  };
}
