import { describe, expect, it } from 'vitest';
import {
  MAX_SEARCH_LENGTH,
  rememberSearchHits,
  SEARCH_DEBOUNCE_MS,
  searchableText,
  searchListingQuery,
  searchPageQuery,
  searchPresetOf,
  searchPresetQuery,
  showsSeeAll,
  STORED_SEARCH_HITS,
} from './search-bar.ts';

describe('search bar rules (spec/1 §2.5, §9.7)', () => {
  it('searches from two characters, trimmed, at most 200', () => {
    expect(searchableText(' a ')).toBeNull();
    expect(searchableText(' ak ')).toBe('ak');
    expect(searchableText('x'.repeat(300))).toHaveLength(MAX_SEARCH_LENGTH);
  });

  it("shows 'See all results' from 5 hits (§9.7 threshold 5)", () => {
    expect(showsSeeAll(4)).toBe(false);
    expect(showsSeeAll(5)).toBe(true);
  });

  it('debounces by 300 ms (§9.7)', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
  });

  it('builds the search page query, encoded', () => {
    expect(searchPageQuery(' drill & saw ')).toBe('?q=drill%20%26%20saw');
  });

  it('keeps hits newest first, without repeats, bounded, ignoring unreadable storage', () => {
    const first = rememberSearchHits(null, 'drill', ['EX1', 'EX2']);
    expect(first).toEqual([
      { sku: 'EX1', query: 'drill' },
      { sku: 'EX2', query: 'drill' },
    ]);
    const second = rememberSearchHits([...first, { bad: true }, 'x'], 'saw', ['EX2', 'EX3']);
    expect(second.map((hit) => hit.sku)).toEqual(['EX2', 'EX3', 'EX1']);
    expect(second[0]!.query).toBe('saw');
    expect(rememberSearchHits('not a list', 'q', ['A'])).toEqual([{ sku: 'A', query: 'q' }]);
    const many = Array.from({ length: 40 }, (_, index) => `EX${index}`);
    expect(rememberSearchHits([], 'q', many)).toHaveLength(STORED_SEARCH_HITS);
  });

  it('reads and writes the preset lists of the search page (spec/1 §2.1 new-arrivals, sales)', () => {
    expect(searchPresetQuery('sales')).toBe('?sales');
    expect(searchPresetOf(new URLSearchParams('new-arrivals'))).toBe('new-arrivals');
    expect(searchPresetOf(new URLSearchParams('q=x&sales=1'))).toBe('sales');
    expect(searchPresetOf(new URLSearchParams('q=x'))).toBeNull();
  });

  it('writes the text and preset that make a search page the listing it is (ADR 014 canonical link)', () => {
    expect(searchListingQuery(' cordless drill ', null)).toBe('q=cordless%20drill');
    expect(searchListingQuery('', 'sales')).toBe('sales');
    expect(searchListingQuery('a&b', 'new-arrivals')).toBe('q=a%26b&new-arrivals');
    expect(searchListingQuery('  ', null)).toBe('');
  });
});
