import { describe, expect, it } from 'vitest';
import { isExtraGuaranteeItem, type ExtraGuaranteeItemFields } from './extra-guarantee-item.ts';

describe('isExtraGuaranteeItem (spec/2 §3: the extra_guarantee product type, or a virtual SKU beginning with 41000)', () => {
  it.each<[string, ExtraGuaranteeItemFields, boolean]>([
    ['the extra_guarantee type with a virtual SKU', { itemType: 'extra_guarantee', sku: '4100010' }, true],
    ['the extra_guarantee type alone', { itemType: 'extra_guarantee' }, true],
    ['the extra_guarantee type with another SKU', { itemType: 'extra_guarantee', sku: '1234567' }, true],
    ['a virtual SKU without a type', { sku: '4100040' }, true],
    ['a virtual SKU whose type was read as a standard product', { itemType: 'standard_product', sku: '4100020' }, true],
    ['a standard product', { itemType: 'standard_product', sku: '1234567' }, false],
    ['an accessory', { itemType: 'accessory', sku: '1410001' }, false],
    ['a SKU that only contains 41000', { sku: '1410001' }, false],
    ['nothing known', {}, false],
  ])('%s: %s', (_case, item, expected) => {
    expect(isExtraGuaranteeItem(item)).toBe(expected);
  });
});
