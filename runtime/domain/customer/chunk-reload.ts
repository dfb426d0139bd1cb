/** spec/3 §9: chunk reload retries max 2. */
export const CHUNK_RELOAD_MAX = 2;

/** The local-storage key of the counter (the spec does not name it). */
export const CHUNK_RELOAD_STORAGE_KEY = 'chunkReloadCount';

export interface ChunkReloadDecision {
  /** Reload the page now. */
  reload: boolean;
  /** The counter to store; null means remove it from local storage. */
  nextCount: string | null;
}

const DIGITS = /^\d+$/;

/**
 * spec/1 §4; spec/3 §8 Chunk load failure: the page reloads, at most 2 times counted in local storage, then stops
 * and clears the counter, so that the next failure (after a later deploy, say) may reload again. `stored` is the
 * counter's local-storage value: null when absent; a value that is not a count is read as 0.
 * The spec's other reading ('once per minute') is not taken: a counter needs no clock and ends every loop.
 */
export function chunkLoadFailure(stored: string | null): ChunkReloadDecision {
  const count = stored !== null && DIGITS.test(stored) ? Number(stored) : 0;
  if (count >= CHUNK_RELOAD_MAX) return { reload: false, nextCount: null };
  return { reload: true, nextCount: String(count + 1) };
}
