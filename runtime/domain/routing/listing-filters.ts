import type { QuickTag } from '../catalogue/quick-tags.ts';
import {
  categoryLevelsQuery,
  priceFilterQuery,
  ratingFilterQuery,
  toggledFilterQuery,
  withoutFiltersQuery,
} from './listing-links.ts';
import { LISTING_QUERY_KEYS, parseListingQuery } from './listing-query.ts';

// spec/1 §2.6 Listing pages, filters: which filters are in force (shown, each removable) and what the filter panel
// offers, read from the page's query with the one listing parser (listing-query.ts), so that what the page shows as
// chosen is exactly what the listing filtered by.

/** A filter in force, with the query that removes it. */
export type ActiveFilter =
  | { readonly kind: 'brand'; readonly value: string; readonly removeQuery: string }
  /** A product quick tag (spec/1 §2.6 "new, bestseller, bware, on-sale, topRated"). */
  | { readonly kind: 'quickTag'; readonly value: QuickTag; readonly removeQuery: string }
  /** Any other tag of the refinement list: the campaign tag or another tag (spec/1 §2.1), shown as written. */
  | { readonly kind: 'tag'; readonly value: string; readonly removeQuery: string }
  | { readonly kind: 'rating'; readonly value: number; readonly removeQuery: string }
  /** The price range in currency units; an open end is null. */
  | { readonly kind: 'price'; readonly min: number | null; readonly max: number | null; readonly removeQuery: string }
  /** A category level (0–4) by key; removing it removes the levels below it too, as they depend on it. */
  | { readonly kind: 'category'; readonly depth: number; readonly value: string; readonly removeQuery: string };

/** The filters a listing's query puts in force, in the order of the filter panel. */
export function activeFilters(query: string): ActiveFilter[] {
  const state = parseListingQuery(query);
  const { tag, brand } = LISTING_QUERY_KEYS;
  return [
    ...state.quickTags.map((value): ActiveFilter => ({
      kind: 'quickTag',
      value,
      removeQuery: toggledFilterQuery(query, tag, value),
    })),
    ...[...(state.campaignTag === null ? [] : [state.campaignTag]), ...state.tags].map((value): ActiveFilter => ({
      kind: 'tag',
      value,
      removeQuery: toggledFilterQuery(query, tag, value),
    })),
    ...state.brands.map((value): ActiveFilter => ({
      kind: 'brand',
      value,
      removeQuery: toggledFilterQuery(query, brand, value),
    })),
    ...(state.minRating === null
      ? []
      : [{ kind: 'rating', value: state.minRating, removeQuery: ratingFilterQuery(query, null) } as const]),
    ...(state.priceMin === null && state.priceMax === null
      ? []
      : [
          {
            kind: 'price',
            min: state.priceMin,
            max: state.priceMax,
            removeQuery: priceFilterQuery(query, '', ''),
          } as const,
        ]),
    ...state.categoryLevels.map((value, depth): ActiveFilter => ({
      kind: 'category',
      depth,
      value,
      removeQuery: categoryLevelsQuery(query, state.categoryLevels.slice(0, depth)),
    })),
  ];
}

/** The query that removes every filter in force (spec/1 §2.6), or null when none is. */
export function clearFiltersQuery(query: string): string | null {
  return activeFilters(query).length === 0 ? null : withoutFiltersQuery(query);
}

/**
 * The category chain a category facet value refines to (spec/1 §2.6 category levels): the levels chosen above the
 * value's depth, then the value. The facet offers the children of the deepest level chosen, so `depth` is normally
 * the number of levels chosen.
 */
export function refinedCategoryLevels(levels: readonly string[], depth: number, key: string): string[] {
  return [...levels.slice(0, depth), key];
}

/**
 * The price facet's range (minor units, as the listing answers it) in whole currency units, as the price filter's
 * inputs take them (spec/1 §2.6 price, listing-query.ts MAX_PRICE_FILTER): the lower end rounded down, the upper up,
 * so every product of the range is inside.
 */
export function priceRangeInUnits(
  range: { readonly min: number; readonly max: number },
  fractionDigits: number,
): { min: number; max: number } {
  const scale = 10 ** fractionDigits;
  return { min: Math.floor(range.min / scale), max: Math.ceil(range.max / scale) };
}

/** A price filter end in currency units (listing-query.ts) in the currency's minor units, to format it. */
export function priceInMinorUnits(units: number, fractionDigits: number): number {
  return Math.round(units * 10 ** fractionDigits);
}
