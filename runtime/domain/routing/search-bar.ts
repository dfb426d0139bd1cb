// spec/1 §2.5 Search and §9.7 "Search 'See all results' threshold 5 hits"; the search-bar rules the header's
// dropdown follows, pure so the component only wires them to events.

/** The search page's text parameter (spec/1 §2.5 "the search page with a query parameter"; the name is ours). */
export const SEARCH_TEXT_KEY = 'q';
/** spec/1 §2.1 "/search; parameters new-arrivals and sales select preset lists". */
export const SEARCH_PRESETS = ['new-arrivals', 'sales'] as const;
export type SearchPreset = (typeof SEARCH_PRESETS)[number];

/** Not from the spec ("minimum and maximum length: not shown"): two characters start a search. */
export const MIN_SEARCH_LENGTH = 2;
/** Not from the spec: the middleware's limit for search text (schemas/operations.schema.json search.text). */
export const MAX_SEARCH_LENGTH = 200;
/** spec/1 §9.7 'See all results' from 5 hits. */
export const SEE_ALL_THRESHOLD = 5;
/** spec/1 §9.7 "Debounces: search 300 ms". */
export const SEARCH_DEBOUNCE_MS = 300;
/** Hits the dropdown shows (Not from the spec). */
export const DROPDOWN_HIT_LIMIT = 8;
/** spec/1 §2.5 "Search hits are kept in browser storage for conversion tracking": the storage key… */
export const SEARCH_HITS_STORAGE_KEY = 'searchHits';
/** …and how many hits it keeps, newest first (Not from the spec; bounds the storage). */
export const STORED_SEARCH_HITS = 30;

/** The text a search is run with: trimmed and cut to the maximum, or null when it is too short to search. */
export function searchableText(text: string): string | null {
  const trimmed = text.trim().slice(0, MAX_SEARCH_LENGTH);
  return trimmed.length >= MIN_SEARCH_LENGTH ? trimmed : null;
}

/** spec/1 §2.5 the dropdown shows 'See all results' when there are 5 or more hits. */
export function showsSeeAll(total: number): boolean {
  return total >= SEE_ALL_THRESHOLD;
}

/** The search page's query string for a text: `?q=…`, encoded. */
export function searchPageQuery(text: string): string {
  return `?${SEARCH_TEXT_KEY}=${encodeURIComponent(text.trim().slice(0, MAX_SEARCH_LENGTH))}`;
}

export interface StoredSearchHit {
  readonly sku: string;
  readonly query: string;
}

/**
 * The stored hits after a search: the new ones first, a hit already stored moved to the front rather than
 * repeated, at most STORED_SEARCH_HITS. `stored` is what browser storage held (anything unreadable counts as none).
 */
export function rememberSearchHits(stored: unknown, query: string, skus: readonly string[]): StoredSearchHit[] {
  const previous = Array.isArray(stored)
    ? stored.filter(
        (entry): entry is StoredSearchHit =>
          typeof entry === 'object' &&
          entry !== null &&
          typeof (entry as StoredSearchHit).sku === 'string' &&
          typeof (entry as StoredSearchHit).query === 'string',
      )
    : [];
  const fresh = skus.map((sku) => ({ sku, query }));
  const seen = new Set(skus);
  return [...fresh, ...previous.filter((entry) => !seen.has(entry.sku))].slice(0, STORED_SEARCH_HITS);
}

/** The search page's query string for a preset list (spec/1 §2.1 "parameters new-arrivals and sales"). */
export function searchPresetQuery(preset: SearchPreset): string {
  return `?${preset}`;
}

/** The preset a search page's query asks for, or null (the bare parameter or `=true`/`=1` counts). */
export function searchPresetOf(params: { has(name: string): boolean }): SearchPreset | null {
  return SEARCH_PRESETS.find((preset) => params.has(preset)) ?? null;
}

/**
 * What makes a search page the listing it is, as its canonical link writes it (ADR 014): the text, as searched
 * (trimmed and cut, `searchableText` aside: a one-letter search is a page too), and the preset. Empty for the
 * search page of everything.
 */
export function searchListingQuery(text: string, preset: SearchPreset | null): string {
  const searched = text.trim().slice(0, MAX_SEARCH_LENGTH);
  return [searched === '' ? '' : `${SEARCH_TEXT_KEY}=${encodeURIComponent(searched)}`, preset ?? '']
    .filter(Boolean)
    .join('&');
}
