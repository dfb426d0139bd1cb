import { describe, expect, it } from 'vitest';
import {
  COMPLEMENTARY_PRODUCTS_LIMIT,
  RELATED_PRODUCTS_LIMIT,
  complementaryProducts,
  relatedProducts,
  type RelatedProduct,
} from './complementary-products.ts';

const product = (sku: string, over: Partial<RelatedProduct> = {}): RelatedProduct => ({
  sku,
  published: true,
  isOnStock: true,
  ...over,
});
const many = (count: number): RelatedProduct[] => Array.from({ length: count }, (_, i) => product(`p${i + 1}`));
const skus = (products: readonly RelatedProduct[]): string[] => products.map((p) => p.sku);

describe('limits (spec/2 §9 Other)', () => {
  it('shows at most 4 complementary and 8 related products', () => {
    expect(COMPLEMENTARY_PRODUCTS_LIMIT).toBe(4);
    expect(RELATED_PRODUCTS_LIMIT).toBe(8);
  });
});

describe('complementary products (spec/2 §5 Complementary products)', () => {
  it('returns nothing when no category is referenced', () => {
    expect(complementaryProducts('base', [], many(3))).toEqual([]);
  });

  it.each([
    [0, []],
    [3, ['p1', 'p2', 'p3']],
    [4, ['p1', 'p2', 'p3', 'p4']],
    [9, ['p1', 'p2', 'p3', 'p4']],
  ])('of %i loaded shows %j (limit 4)', (count, shown) => {
    expect(skus(complementaryProducts('base', ['c1'], many(count)))).toEqual(shown);
  });

  it('shows only published, in-stock products, and not the base product, before applying the limit', () => {
    const loaded = [
      product('unpublished', { published: false }),
      product('p1'),
      product('sold-out', { isOnStock: false }),
      product('base'),
      product('p2'),
      product('p3'),
      product('p4'),
      product('p5'),
    ];
    expect(skus(complementaryProducts('base', ['c1'], loaded))).toEqual(['p1', 'p2', 'p3', 'p4']);
  });
});

describe('related products (spec/1 §5: related items must be published and in stock; spec/2 §9 limit 8)', () => {
  it.each([
    [5, ['p1', 'p2', 'p3', 'p4', 'p5']],
    [12, ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8']],
  ])('of %i shows %j', (count, shown) => {
    expect(skus(relatedProducts(many(count)))).toEqual(shown);
  });

  it('leaves out unpublished and sold-out products', () => {
    const loaded = [product('a', { published: false }), product('b'), product('c', { isOnStock: false })];
    expect(skus(relatedProducts(loaded))).toEqual(['b']);
  });
});
