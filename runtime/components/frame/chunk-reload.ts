import { CHUNK_RELOAD_STORAGE_KEY, chunkLoadFailure } from '../../domain/customer/chunk-reload.ts';

/**
 * spec/1 §4 "Chunk (lazy page) load failure: the page reloads, at most 2 times counted in local storage, then
 * stops and clears the counter" — after a deploy, an open tab asks for chunks that are gone. Vite reports a failed
 * dynamic import as `vite:preloadError` (https://vite.dev/guide/build#load-error-handling).
 */
export function watchChunkLoadFailures(target: Window = window): () => void {
  const onFailure = (event: Event) => {
    let stored: string | null = null;
    try {
      stored = target.localStorage.getItem(CHUNK_RELOAD_STORAGE_KEY);
    } catch {
      // Storage blocked: count as the first failure.
    }
    const decision = chunkLoadFailure(stored);
    try {
      if (decision.nextCount === null) target.localStorage.removeItem(CHUNK_RELOAD_STORAGE_KEY);
      else target.localStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, decision.nextCount);
    } catch {
      // Without storage the counter cannot stop a loop: do not reload.
      return;
    }
    if (decision.reload) {
      event.preventDefault();
      target.location.reload();
    }
  };
  target.addEventListener('vite:preloadError', onFailure);
  return () => target.removeEventListener('vite:preloadError', onFailure);
}
