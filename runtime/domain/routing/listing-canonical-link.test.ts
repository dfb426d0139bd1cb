import { describe, expect, it } from 'vitest';
import { listingCanonicalLink } from './listing-canonical-link.ts';

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
});
