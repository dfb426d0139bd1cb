import { describe, expect, it } from 'vitest';
import { EXTRA_GUARANTEE_SKUS, isExtraGuaranteeSku, isVirtualSku } from './virtual-sku.ts';

describe('virtual SKUs (spec/2 §3 Extra-guarantee product attributes)', () => {
  it('tells the extra-guarantee SKUs from any other', () => {
    for (const sku of EXTRA_GUARANTEE_SKUS) expect(isExtraGuaranteeSku(sku)).toBe(true);
    expect(isExtraGuaranteeSku('4100050')).toBe(false);
    expect(isExtraGuaranteeSku('1234567')).toBe(false);
  });

  it('lists the extra-guarantee SKUs 4100010, 4100020, 4100030, 4100040', () => {
    expect(EXTRA_GUARANTEE_SKUS).toEqual(['4100010', '4100020', '4100030', '4100040']);
  });

  it.each([
    ['4100010', true],
    ['4100040', true],
    ['41000', true],
    ['4100099', true],
    ['4100110', false],
    ['1410001', false],
    ['', false],
  ])('SKUs beginning with 41000 are virtual: %j → %s', (sku, virtual) => {
    expect(isVirtualSku(sku)).toBe(virtual);
  });

  it.each(EXTRA_GUARANTEE_SKUS)('the guarantee SKU %s is virtual', (sku) => {
    expect(isVirtualSku(sku)).toBe(true);
  });
});
