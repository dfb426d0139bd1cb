import { describe, expect, it } from 'vitest';
import {
  COMPARISON_DEFAULT_ATTRIBUTE_LIMIT,
  COMPARISON_DISPLAY_LIMIT,
  COMPARISON_FETCH_LIMIT,
  MISSING_ATTRIBUTE_VALUE,
  comparedAttributes,
  comparisonAttributeValue,
  comparisonScore,
  rankComparisonProducts,
  type ComparableProduct,
} from './comparison-ranking.ts';

function product(id: string, inStock: boolean, tags: string[] = []): ComparableProduct & { id: string } {
  return { id, variants: [{ isOnStock: inStock }, { isOnStock: !inStock }], tags };
}

describe('comparison constants (spec/3 §7 Comparison)', () => {
  it('fetches 30, shows 5, compares 5 attributes by default, shows a dash for a missing value', () => {
    expect(COMPARISON_FETCH_LIMIT).toBe(30);
    expect(COMPARISON_DISPLAY_LIMIT).toBe(5);
    expect(COMPARISON_DEFAULT_ATTRIBUTE_LIMIT).toBe(5);
    expect(MISSING_ATTRIBUTE_VALUE).toBe('-');
  });
});

describe('comparisonScore (spec/3 §7: +3 first variant in stock, +2 popular, +1 sale)', () => {
  it.each<[string, ComparableProduct, number]>([
    ['nothing', product('a', false), 0],
    ['first variant in stock', product('a', true), 3],
    ['only a later variant in stock', product('a', false), 0],
    ['tagged popular', product('a', false, ['popular']), 2],
    ['tagged sale', product('a', false, ['sale']), 1],
    ['all three', product('a', true, ['new', 'popular', 'sale']), 6],
    ['no variants', { variants: [], tags: ['sale'] }, 1],
  ])('%s → %i', (_case, candidate, score) => {
    expect(comparisonScore(candidate)).toBe(score);
  });
});

describe('rankComparisonProducts (spec/3 §7)', () => {
  it('sorts by score descending, keeps the search order for ties, and cuts to 5', () => {
    const products = [
      product('tie-1', false, ['sale']),
      product('best', true, ['popular', 'sale']),
      product('none', false),
      product('tie-2', false, ['sale']),
      product('stock', true),
      product('popular', false, ['popular']),
      product('tie-3', false, ['sale']),
    ];
    expect(rankComparisonProducts(products).map((p) => p.id)).toEqual(['best', 'stock', 'popular', 'tie-1', 'tie-2']);
  });

  it('keeps the search order among equal scores (stable)', () => {
    const equal = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => product(id, true, ['sale']));
    expect(rankComparisonProducts(equal, 6).map((p) => p.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('takes another limit, and does not change the list it is given', () => {
    const products = [product('a', false), product('b', true)];
    expect(rankComparisonProducts(products, 1).map((p) => p.id)).toEqual(['b']);
    expect(products.map((p) => p.id)).toEqual(['a', 'b']);
  });
});

describe('comparedAttributes (spec/3 §7: default attribute limit 5)', () => {
  it('keeps the first 5, or the limit given', () => {
    const names = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(comparedAttributes(names)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(comparedAttributes(names, 2)).toEqual(['a', 'b']);
  });
});

describe('comparisonAttributeValue (spec/3 §7: missing value shown as a dash)', () => {
  it.each([
    [undefined, '-'],
    [null, '-'],
    ['', '-'],
    ['  ', '-'],
    ['1200 W', '1200 W'],
    [0, '0'],
    [false, 'false'],
  ])('%j → %j', (value, shown) => {
    expect(comparisonAttributeValue(value)).toBe(shown);
  });
});
