import { describe, expect, it } from 'vitest';
import { HITS_PER_PAGE_OPTIONS } from './listing-query.ts';
import { canonicalListingPage, canonicalPageCount, listingCanonicalLink } from './listing-canonical-link.ts';

describe('listingCanonicalLink (spec/1 §2.6 "Page number above 1 is put in the canonical link"; spec/3 §5)', () => {
  it.each([
    [1, '/drills/'],
    [2, '/drills/?page=2'],
    [17, '/drills/?page=17'],
    [0, '/drills/'],
    [-3, '/drills/'],
    [2.5, '/drills/'],
    [Number.NaN, '/drills/'],
  ])('page %s → %s', (page, link) => {
    expect(listingCanonicalLink('/drills/', page)).toBe(link);
  });

  it('keeps the query that says which listing it is (the search text and preset, spec/1 §2.1), page last', () => {
    expect(listingCanonicalLink('/search', 1, 'q=drill')).toBe('/search?q=drill');
    expect(listingCanonicalLink('/search', 3, 'q=cordless%20drill')).toBe('/search?q=cordless%20drill&page=3');
    expect(listingCanonicalLink('/search', 2, 'sales')).toBe('/search?sales&page=2');
  });
});

describe('canonicalListingPage (ADR 014: a canonical never points past the last page at the default size)', () => {
  it.each([
    [1, 24, 1],
    [2, 24, 2],
    [1, 12, 1],
    [2, 12, 1],
    [3, 12, 2],
    [5, 12, 3],
    [2, 48, 3],
    [4, 36, 5],
    [0, 12, 1],
  ])('page %s at %s a page → page %s at 24', (page, size, canonical) => {
    expect(canonicalListingPage(page, size)).toBe(canonical);
  });

  it('is within the canonical series for every page of every page size and total', () => {
    for (const size of HITS_PER_PAGE_OPTIONS) {
      for (const total of [0, 1, 23, 24, 25, 100, 1001]) {
        const pages = Math.max(1, Math.ceil(total / size));
        for (let page = 1; page <= pages; page += 1) {
          const canonical = canonicalListingPage(page, size);
          expect(canonical).toBeGreaterThanOrEqual(1);
          expect(canonical, `${total} products, page ${page} at ${size}`).toBeLessThanOrEqual(
            canonicalPageCount(total),
          );
        }
      }
    }
  });
});
