import { IDLE_PREFETCH_TIMEOUT_MS } from '../domain/routing/idle-prefetch.ts';

/**
 * Runs `callback` when the browser is idle, at the latest after the spec's idle time-out (spec/1 §9.7); where
 * there is no requestIdleCallback, after the time-out. Returns the cancel function, for an effect's clean-up.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_PREFETCH_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, IDLE_PREFETCH_TIMEOUT_MS);
  return () => clearTimeout(timer);
}
