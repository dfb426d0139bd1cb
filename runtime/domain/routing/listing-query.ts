import { QUICK_TAGS, type QuickTag } from '../catalogue/quick-tags.ts';
import { campaignNameOfLabel } from '../money/campaign.ts';
import { parsePaymentErrorState, PAYMENT_ERROR_QUERY_KEY, type PaymentErrorState } from './payment-error.ts';
import { queryParams, type QueryInput } from './query-string.ts';

// spec/1 §2.6 Listing pages and §5 Paging: "hitsPerPage must be one of the allowed page sizes; page must be an
// integer within bounds; invalid values reset to defaults". Parsing never fails: a bad value is the default.

/** spec/1 §2.6: "Page sizes: 12, 24, 36, 48 (default 24)". */
export const HITS_PER_PAGE_OPTIONS = [12, 24, 36, 48] as const;
export type HitsPerPage = (typeof HITS_PER_PAGE_OPTIONS)[number];
/** spec/1 §2.6: default page size 24. */
export const DEFAULT_HITS_PER_PAGE: HitsPerPage = 24;

/** The first page; a `page` value equal to it is left out of URLs (spec/1 §9.6 first-page marker). */
export const FIRST_PAGE = 1;
/** The first-page marker as it appears in a query (spec/1 §9.6). */
export const FIRST_PAGE_MARKER = String(FIRST_PAGE);

/** spec/1 §2.6: "Sort options: relevance, name ascending, name descending, price ascending, price descending, newest". */
export const SORT_OPTIONS = ['relevance', 'name-asc', 'name-desc', 'price-asc', 'price-desc', 'newest'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
/** spec/1 §2.6: relevance is the first sort and the default. */
export const DEFAULT_SORT: SortOption = 'relevance';
/** spec/3 §7 Sort map: 'price-up' price ascending, 'price-down' price descending, 'latest' createdAt descending. */
export const SORT_ALIASES = { 'price-up': 'price-asc', 'price-down': 'price-desc', latest: 'newest' } as const;

/** spec/1 §2.6: "price (range up to 1,000,000)", in currency units (not cents), as the search index filters. */
export const MAX_PRICE_FILTER = 1_000_000;
/** spec/1 §2.6 average-rating filter: a star rating from 1 to 5. */
export const MIN_RATING_FILTER = 1;
export const MAX_RATING_FILTER = 5;
/** spec/1 §2.6: "category levels 0 to 4". */
export const CATEGORY_LEVEL_COUNT = 5;
/**
 * Not from the spec: at most this many values of a list parameter (brands, tags) are read, so a crafted URL
 * with thousands of values cannot make a request slow.
 */
export const MAX_LIST_VALUES = 50;

/**
 * The query parameter names. The spec names `page` (§9.6) and `error` (spec/2 §2) and describes the others
 * without naming them (spec/1 §2.1 "page, hits per page, brand filter, average-rating filter, a tag refinement
 * list, error, and a confirmation-popup flag"); these names are the shop's choice.
 */
export const LISTING_QUERY_KEYS = {
  page: 'page',
  hitsPerPage: 'hitsPerPage',
  sort: 'sort',
  brand: 'brand',
  rating: 'rating',
  tag: 'tag',
  priceMin: 'priceMin',
  priceMax: 'priceMax',
  /** Category level n is `lvl<n>`, n from 0 to 4 (spec/1 §2.6). */
  categoryLevels: ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4'],
  error: PAYMENT_ERROR_QUERY_KEY,
  confirmationPopup: 'confirmation',
} as const;

/** A listing page's state, read from its query (spec/1 §2.1, §2.6, §5). */
export interface ListingQuery {
  /** 1 or more (spec/1 §5); whether it is within the result's pages is `boundedPage`'s work. */
  readonly page: number;
  readonly hitsPerPage: HitsPerPage;
  readonly sort: SortOption;
  /** Brand filter, in the order given, without repeats. */
  readonly brands: readonly string[];
  /** Average-rating filter: products rated at least this (1–5), or null for no filter. */
  readonly minRating: number | null;
  /** Quick-tag refinements (spec/1 §2.6), in the order given, without repeats. */
  readonly quickTags: readonly QuickTag[];
  /**
   * The campaign tag the refinement list may carry (spec/1 §2.1 "may carry a campaign tag"), as written: the
   * first tag that is a campaign label by the shop's one rule (`campaignNameOfLabel`, money/campaign.ts: the
   * 'campaign-' prefix, spec/1 §4 "campaign labels begin with a campaign prefix"). A list carries at most one;
   * a further campaign label is ignored. Whether the campaign is active is `activeCampaigns`' work.
   */
  readonly campaignTag: string | null;
  /**
   * The other tag refinements (spec/1 §2.1 "a tag refinement list"): tags that are neither a quick tag nor a
   * campaign label, in the order given, without repeats.
   */
  readonly tags: readonly string[];
  /** Price range in currency units, 0 to 1,000,000; null for an open end. */
  readonly priceMin: number | null;
  readonly priceMax: number | null;
  /**
   * Category refinement, level 0 first (spec/1 §2.6 "category levels 0 to 4"). A level counts only when all
   * levels above it are given — a sub-category without its parent is not a refinement the menu can show.
   */
  readonly categoryLevels: readonly string[];
  /** Payment error state (spec/2 §2, §8), or null. */
  readonly paymentError: PaymentErrorState | null;
  /** The confirmation popup is to be shown (spec/1 §2.1 confirmation-popup flag): value `true` or `1`. */
  readonly confirmationPopup: boolean;
}

const PAGE = /^[1-9][0-9]*$/;
const DIGITS = /^[0-9]{1,3}$/;
// A decimal amount in currency units with at most two decimals; no sign, exponent, hex or white space.
const PRICE = /^[0-9]{1,7}(?:\.[0-9]{1,2})?$/;
const HITS: ReadonlyMap<string, HitsPerPage> = new Map(HITS_PER_PAGE_OPTIONS.map((size) => [String(size), size]));
const SORTS: ReadonlyMap<string, SortOption> = new Map([
  ...SORT_OPTIONS.map((sort) => [sort, sort] as const),
  ...Object.entries(SORT_ALIASES),
]);
const QUICK: ReadonlySet<string> = new Set(QUICK_TAGS);
const TRUE_VALUES: ReadonlySet<string> = new Set(['true', '1']);

function parsePage(value: string | null): number {
  if (value === null || !PAGE.test(value)) return FIRST_PAGE;
  const page = Number(value);
  return Number.isSafeInteger(page) ? page : FIRST_PAGE;
}

function parseRating(value: string | null): number | null {
  if (value === null || !DIGITS.test(value)) return null;
  const rating = Number(value);
  return rating >= MIN_RATING_FILTER && rating <= MAX_RATING_FILTER ? rating : null;
}

function parsePrice(value: string | null): number | null {
  if (value === null || !PRICE.test(value)) return null;
  const price = Number(value);
  return price <= MAX_PRICE_FILTER ? price : null;
}

/** Trimmed, non-empty, distinct values, at most MAX_LIST_VALUES of them. */
function listValues(values: readonly string[]): string[] {
  const kept = new Set<string>();
  for (const value of values.slice(0, MAX_LIST_VALUES)) {
    const trimmed = value.trim();
    if (trimmed !== '') kept.add(trimmed);
  }
  return [...kept];
}

function parseCategoryLevels(params: ReturnType<typeof queryParams>): string[] {
  const levels: string[] = [];
  for (const key of LISTING_QUERY_KEYS.categoryLevels) {
    const level = params.get(key)?.trim() ?? '';
    if (level === '') break;
    levels.push(level);
  }
  return levels;
}

/** Reads a listing page's query (a query string or parsed parameters); invalid values become the defaults. */
export function parseListingQuery(input: QueryInput): ListingQuery {
  const params = queryParams(input);
  const quickTags: QuickTag[] = [];
  const tags: string[] = [];
  let campaignTag: string | null = null;
  for (const tag of listValues(params.getAll(LISTING_QUERY_KEYS.tag))) {
    if (QUICK.has(tag)) quickTags.push(tag as QuickTag);
    else if (campaignNameOfLabel(tag) === null) tags.push(tag);
    else campaignTag ??= tag;
  }
  let priceMin = parsePrice(params.get(LISTING_QUERY_KEYS.priceMin));
  let priceMax = parsePrice(params.get(LISTING_QUERY_KEYS.priceMax));
  // A range whose minimum is above its maximum is invalid as a whole (spec/1 §5: invalid values reset).
  if (priceMin !== null && priceMax !== null && priceMin > priceMax) priceMin = priceMax = null;
  return {
    page: parsePage(params.get(LISTING_QUERY_KEYS.page)),
    hitsPerPage: HITS.get(params.get(LISTING_QUERY_KEYS.hitsPerPage) ?? '') ?? DEFAULT_HITS_PER_PAGE,
    sort: SORTS.get(params.get(LISTING_QUERY_KEYS.sort) ?? '') ?? DEFAULT_SORT,
    brands: listValues(params.getAll(LISTING_QUERY_KEYS.brand)),
    minRating: parseRating(params.get(LISTING_QUERY_KEYS.rating)),
    quickTags,
    campaignTag,
    tags,
    priceMin,
    priceMax,
    categoryLevels: parseCategoryLevels(params),
    paymentError: parsePaymentErrorState(params.get(LISTING_QUERY_KEYS.error)),
    confirmationPopup: TRUE_VALUES.has(params.get(LISTING_QUERY_KEYS.confirmationPopup) ?? ''),
  };
}

/**
 * spec/1 §5 "page must be an integer within bounds; invalid values reset to defaults": a page past the last page
 * of the result is the first page. A result with no hits has one (empty) page.
 */
export function boundedPage(page: number, pageCount: number): number {
  return Number.isSafeInteger(page) && page >= FIRST_PAGE && page <= Math.max(pageCount, FIRST_PAGE)
    ? page
    : FIRST_PAGE;
}
