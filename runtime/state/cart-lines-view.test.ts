import { describe, expect, it } from 'vitest';
import type { CartLineItem } from '../../generated/types.ts';
import { isGuaranteed, itemCount, linesWithGuarantees, parentSkuOf } from './cart-lines-view.ts';

const product = (id: string, sku: string, quantity = 1) =>
  ({
    id,
    quantity,
    variant: { sku },
    productType: { key: 'standard_product' },
    customFields: [],
  }) as unknown as CartLineItem;
const guarantee = (id: string, parent: string, quantity = 1) =>
  ({
    id,
    quantity,
    variant: { sku: '4100010' },
    productType: { key: 'extra_guarantee' },
    customFields: [{ name: 'parentSku', value: parent }],
  }) as unknown as CartLineItem;

describe('cart lines as the shopper reads them (spec/2 §3, §5 Extra guarantee)', () => {
  const lines = [guarantee('g1', 'A', 2), product('p1', 'A', 2), product('p2', 'B', 3)];

  it('puts each guarantee under its product', () => {
    expect(linesWithGuarantees(lines).map(({ line, guarantee: g }) => [line.id, g?.id ?? null])).toEqual([
      ['p1', 'g1'],
      ['p2', null],
    ]);
  });

  it('lists a guarantee whose product is missing on its own rather than hiding it', () => {
    expect(linesWithGuarantees([guarantee('g9', 'Z')]).map(({ line }) => line.id)).toEqual(['g9']);
  });

  it('knows what is guaranteed, and counts products, not their guarantees', () => {
    expect(parentSkuOf(lines[0]!)).toBe('A');
    expect(parentSkuOf(lines[1]!)).toBeUndefined();
    expect(isGuaranteed(lines, 'A')).toBe(true);
    expect(isGuaranteed(lines, 'B')).toBe(false);
    expect(itemCount(lines)).toBe(5);
    expect(itemCount([])).toBe(0);
  });
});
