// The header search's dropdown in the browser (spec/1 §2.5): the hits found for the text the shopper settled on, after
// the search debounce (spec/1 §9.7), whether a search is on its way, and the hits kept in browser storage for
// conversion tracking. One store a search field (createSearchStore), made with the client and the storage it is given;
// the combobox keeps what is typed and calls `search`. A newer search cancels the one on its way (its debounce or its
// request), and so does the caller's signal.
import { signal, type ReadonlySignal } from '@preact/signals-react';
import type { LanguageCode } from '../../generated/index.ts';
import type { SearchHit } from '../../generated/types.ts';
import type { OperationClient } from '../client/operation-client.ts';
import {
  DROPDOWN_HIT_LIMIT,
  rememberSearchHits,
  SEARCH_DEBOUNCE_MS,
  SEARCH_HITS_STORAGE_KEY,
} from '../domain/routing/search-bar.ts';
import { CANCELLED, loadsOfOneKind } from './loads.ts';

/** The hits the dropdown shows, for the text they were found for. */
export interface SearchResult {
  readonly query: string;
  readonly hits: readonly SearchHit[];
  readonly total: number;
}

export interface SearchStoreOptions {
  readonly client: OperationClient;
  /** The browser storage the hits are kept in; asked for each time, as a browser may refuse it (private mode). */
  readonly storage: () => Pick<Storage, 'getItem' | 'setItem'>;
}

export interface SearchStore {
  /** The last hits found; null before any search, and once the text is too short to search. */
  readonly result: ReadonlySignal<SearchResult | null>;
  /** A search is on its way (its debounce or its request). */
  readonly loading: ReadonlySignal<boolean>;
  /**
   * Searches `query` (searchableText's; null: too short, nothing searched and no hits) in the language after the
   * debounce, and keeps the hits found. A failed search only loses the dropdown's hits.
   */
  search(query: string | null, language: LanguageCode, signal?: AbortSignal): Promise<void>;
}

/** Waits `ms`, unless `signal` aborts first (then it rejects). */
function debounce(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

export function createSearchStore(options: SearchStoreOptions): SearchStore {
  const { client, storage } = options;
  const result = signal<SearchResult | null>(null);
  const loading = signal(false);
  const searches = loadsOfOneKind();

  /** spec/1 §2.5: the hits found are kept for conversion tracking, best effort (storage may be full or blocked). */
  function keepHits(query: string, hits: readonly SearchHit[]): void {
    try {
      const kept = storage();
      const stored = JSON.parse(kept.getItem(SEARCH_HITS_STORAGE_KEY) ?? 'null') as unknown;
      const next = rememberSearchHits(
        stored,
        query,
        hits.map((hit) => hit.sku),
      );
      kept.setItem(SEARCH_HITS_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Conversion tracking is best effort.
    }
  }

  return {
    result,
    loading,

    async search(query, language, signal) {
      loading.value = query !== null;
      try {
        const answer = await searches(async (cancel) => {
          if (query === null) return null;
          await debounce(SEARCH_DEBOUNCE_MS, cancel);
          return client.call('search', { text: query, limit: DROPDOWN_HIT_LIMIT, language }, { signal: cancel });
        }, signal);
        if (answer === CANCELLED) return;
        loading.value = false;
        if (answer === null || query === null) {
          result.value = null;
          return;
        }
        result.value = { query, hits: answer.hits, total: answer.total };
        keepHits(query, answer.hits);
      } catch (error) {
        console.warn('The search could not be run', error);
        loading.value = false;
      }
    },
  };
}
