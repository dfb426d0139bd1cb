import {
  DEFAULT_HITS_PER_PAGE,
  DEFAULT_SORT,
  FIRST_PAGE,
  LISTING_QUERY_KEYS,
  type HitsPerPage,
  type SortOption,
} from './listing-query.ts';
import { bareQuery } from './query-string.ts';

// spec/1 §2.1 (listing query parameters) and §2.6 (Listing pages): the query of a link or form that changes one
// thing of a listing — a filter, the sort, the page size or the page — and keeps everything else the shopper chose
// (the search text, a preset, the other filters). Kept parameters are written back with their raw text
// (query-string.ts: "a parameter that is kept is written back with its raw text"); a value the link sets is encoded.

/** The parameters a filter sets (spec/1 §2.6 "Filters: tags, price, average rating, brand, category levels 0 to 4"). */
export const FILTER_QUERY_KEYS: readonly string[] = [
  LISTING_QUERY_KEYS.brand,
  LISTING_QUERY_KEYS.rating,
  LISTING_QUERY_KEYS.tag,
  LISTING_QUERY_KEYS.priceMin,
  LISTING_QUERY_KEYS.priceMax,
  ...LISTING_QUERY_KEYS.categoryLevels,
];

/**
 * Parameters every link to another view of the listing leaves out: the page (another filter, sort or page size
 * starts again on the first page, spec/1 §5 — the old page may not exist any more), and the two flags that belong to
 * arriving on the page, not to the listing (spec/1 §2.1 payment `error` and the confirmation-popup flag): a filter
 * link must not show the payment error or the popup again.
 */
const RESET_KEYS: readonly string[] = [
  LISTING_QUERY_KEYS.page,
  LISTING_QUERY_KEYS.error,
  LISTING_QUERY_KEYS.confirmationPopup,
];

type Pair = readonly [name: string, value: string];

interface QueryEdit {
  /** Decoded names whose parameters are all dropped (besides the RESET_KEYS). */
  readonly drop?: readonly string[];
  /** Whether a parameter is dropped, by its decoded name and value. */
  readonly dropWhere?: (name: string, value: string) => boolean;
  /** Parameters appended, in order. */
  readonly add?: readonly Pair[];
}

function encodePair([name, value]: Pair): string {
  return `${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
}

/**
 * The query with the reset keys, the `drop` names and the `dropWhere` parameters left out (the others keep their raw
 * text, in order; empty parts are dropped) and the `add` pairs appended, encoded. As `withoutQueryParam`
 * (query-string.ts): the WHATWG parser skips empty parts only, so its entries and the non-empty raw parts match.
 */
function editQuery(query: string, edit: QueryEdit): string {
  const bare = bareQuery(query);
  const parts = bare.split('&').filter((part) => part !== '');
  const entries = [...new URLSearchParams(bare)];
  const dropped = new Set([...RESET_KEYS, ...(edit.drop ?? [])]);
  const kept = parts.filter((_part, index) => {
    const [name, value] = entries[index]!;
    return !dropped.has(name) && !(edit.dropWhere?.(name, value) ?? false);
  });
  return [...kept, ...(edit.add ?? []).map(encodePair)].join('&');
}

/** The query of page `page` of the listing: page 1 without a `page` parameter (spec/1 §9.6 first-page marker). */
export function listingPageQuery(query: string, page: number): string {
  return editQuery(query, { add: page > FIRST_PAGE ? [[LISTING_QUERY_KEYS.page, String(page)]] : [] });
}

/** The query sorted by `sort` (spec/1 §2.6), from the first page; the default sort leaves the parameter out. */
export function listingSortQuery(query: string, sort: SortOption): string {
  return editQuery(query, {
    drop: [LISTING_QUERY_KEYS.sort],
    add: sort === DEFAULT_SORT ? [] : [[LISTING_QUERY_KEYS.sort, sort]],
  });
}

/** The query with page size `hitsPerPage` (spec/1 §2.6), from the first page; the default 24 is left out. */
export function listingHitsPerPageQuery(query: string, hitsPerPage: HitsPerPage): string {
  return editQuery(query, {
    drop: [LISTING_QUERY_KEYS.hitsPerPage],
    add: hitsPerPage === DEFAULT_HITS_PER_PAGE ? [] : [[LISTING_QUERY_KEYS.hitsPerPage, String(hitsPerPage)]],
  });
}

/** A list filter: several brands or tags can be chosen at once (spec/1 §2.1 "a tag refinement list"). */
export type ListFilterKey = typeof LISTING_QUERY_KEYS.brand | typeof LISTING_QUERY_KEYS.tag;

/**
 * The query with `value` of a list filter switched: added when it is not chosen, removed (every copy of it) when it
 * is. Values compare as the listing reads them, trimmed (listing-query.ts).
 */
export function toggledFilterQuery(query: string, key: ListFilterKey, value: string): string {
  const wanted = value.trim();
  const chosen = new URLSearchParams(bareQuery(query)).getAll(key).some((entry) => entry.trim() === wanted);
  return chosen
    ? editQuery(query, { dropWhere: (name, entry) => name === key && entry.trim() === wanted })
    : editQuery(query, { add: [[key, wanted]] });
}

/** The query with the average-rating filter set to "at least `rating` stars", or removed for null (spec/1 §2.6). */
export function ratingFilterQuery(query: string, rating: number | null): string {
  return editQuery(query, {
    drop: [LISTING_QUERY_KEYS.rating],
    add: rating === null ? [] : [[LISTING_QUERY_KEYS.rating, String(rating)]],
  });
}

/**
 * The query with the price range set (spec/1 §2.6 price), each end as typed, in currency units: an empty end is left
 * out. Whether a value is valid is the listing's to decide (listing-query.ts: an invalid value is no filter).
 */
export function priceFilterQuery(query: string, min: string, max: string): string {
  const ends: Pair[] = [
    [LISTING_QUERY_KEYS.priceMin, min.trim()],
    [LISTING_QUERY_KEYS.priceMax, max.trim()],
  ];
  return editQuery(query, {
    drop: [LISTING_QUERY_KEYS.priceMin, LISTING_QUERY_KEYS.priceMax],
    add: ends.filter(([, value]) => value !== ''),
  });
}

/**
 * The query refined to a category chain, level 0 first (spec/1 §2.6 "category levels 0 to 4"): `lvl<n>` for each,
 * at most five; every deeper level given before is dropped. An empty chain removes the category refinement.
 */
export function categoryLevelsQuery(query: string, levels: readonly string[]): string {
  const keys = LISTING_QUERY_KEYS.categoryLevels;
  return editQuery(query, {
    drop: keys,
    add: levels.slice(0, keys.length).map((level, depth): Pair => [keys[depth]!, level]),
  });
}

/** The query without any filter (spec/1 §2.6): the search text, preset, sort and page size stay. */
export function withoutFiltersQuery(query: string): string {
  return editQuery(query, { drop: FILTER_QUERY_KEYS });
}

/**
 * The parameters a GET form must carry as hidden fields so that submitting it keeps the rest of the listing's state
 * (spec/1 §2.6 sort and page size, price range without JavaScript): every decoded parameter except the form's own
 * `fields` and the reset keys (a form submission starts on the first page).
 */
export function keptFormFields(query: string, fields: readonly string[]): Pair[] {
  const own = new Set([...RESET_KEYS, ...fields]);
  return [...new URLSearchParams(bareQuery(query))].filter(([name]) => !own.has(name));
}
