import { describe, expect, it } from 'vitest';
import { RELATED_PRODUCTS_LIMIT } from './complementary-products.ts';
import { relatedAccessories, type RelatedCandidate } from './related-accessories.ts';

const candidate = (sku: string, overrides: Partial<RelatedCandidate> = {}): RelatedCandidate => ({
  sku,
  published: true,
  isOnStock: true,
  eligibleForSelling: true,
  ...overrides,
});

describe('relatedAccessories (spec/1 §5, §9.7; spec/3 §3 related accessories)', () => {
  it('shows at most 8 (spec/1 §9.7 related-products limit)', () => {
    const many = Array.from({ length: 12 }, (_, index) => candidate(`EX100000${String(index).padStart(2, '0')}`));
    expect(RELATED_PRODUCTS_LIMIT).toBe(8);
    expect(relatedAccessories('EX30000001', many).map((product) => product.sku)).toEqual(
      many.slice(0, 8).map((product) => product.sku),
    );
  });

  it('shows only products in stock (spec/1 §5 "related items must also be in stock")', () => {
    const shown = relatedAccessories('EX30000001', [
      candidate('EX10000001', { isOnStock: false }),
      candidate('EX10000002'),
    ]);
    expect(shown.map((product) => product.sku)).toEqual(['EX10000002']);
  });

  it('fills the 8 places with in-stock products found after out-of-stock ones', () => {
    const list = [
      ...Array.from({ length: 5 }, (_, index) => candidate(`EX1000001${index}`, { isOnStock: false })),
      ...Array.from({ length: 9 }, (_, index) => candidate(`EX1000002${index}`)),
    ];
    const shown = relatedAccessories('EX30000001', list);
    expect(shown).toHaveLength(8);
    expect(shown.every((product) => product.isOnStock)).toBe(true);
  });

  it('leaves out unpublished products and products not eligible for selling (spec/1 §5)', () => {
    const shown = relatedAccessories('EX30000001', [
      candidate('EX10000001', { published: false }),
      candidate('EX10000002', { eligibleForSelling: false }),
      candidate('EX10000003'),
    ]);
    expect(shown.map((product) => product.sku)).toEqual(['EX10000003']);
  });

  it('never shows the product itself, nor a product twice', () => {
    const shown = relatedAccessories('EX30000001', [
      candidate('EX30000001'),
      candidate('EX10000001'),
      candidate('EX10000001'),
    ]);
    expect(shown.map((product) => product.sku)).toEqual(['EX10000001']);
  });
});
