import { describe, expect, it } from 'vitest';
import {
  PARENT_SKU_FIELD,
  extraGuaranteeLine,
  guaranteeParentSku,
  isGuaranteedInCart,
  type GuaranteeLineFields,
} from './guarantee-parent-sku.ts';

const guarantee = (parent: unknown, sku = '4100010'): GuaranteeLineFields => ({
  sku,
  customFields: [
    { name: 'anything', value: parent },
    { name: 'second', value: 'not-this-one' },
  ],
});

describe('guarantee parent SKU (spec/2 §3 Line item: the first custom field holds the parent SKU)', () => {
  it.each([
    ['a virtual line with a parent', guarantee('1234567'), '1234567'],
    ['another virtual SKU', guarantee('7654321', '4100040'), '7654321'],
    ['a line that is not virtual', guarantee('1234567', '1234568'), undefined],
    [
      'a line of the extra_guarantee type, whatever its SKU',
      { ...guarantee('1234567', '1234568'), itemType: 'extra_guarantee' as const },
      '1234567',
    ],
    [
      'a standard product line',
      { ...guarantee('1234567', '1234568'), itemType: 'standard_product' as const },
      undefined,
    ],
    ['a virtual line without custom fields', { sku: '4100010' }, undefined],
    ['a virtual line with an empty field list', { sku: '4100010', customFields: [] }, undefined],
    ['a first field that is not text', guarantee(42), undefined],
    ['an empty first field', guarantee(''), undefined],
  ])('%s → %s', (_label, line, parent) => {
    expect(guaranteeParentSku(line)).toBe(parent);
  });

  it('reads the first field, whatever its name', () => {
    const line = {
      sku: '4100010',
      customFields: [
        { name: 'x', value: 'A' },
        { name: PARENT_SKU_FIELD, value: 'B' },
      ],
    };
    expect(guaranteeParentSku(line)).toBe('A');
  });

  it('knows whether the cart already guarantees a SKU (spec/2 §5 Extra guarantee)', () => {
    const lines = [{ sku: '1234567' }, guarantee('1234567'), { sku: '2222222' }];
    expect(isGuaranteedInCart('1234567', lines)).toBe(true);
    expect(isGuaranteedInCart('2222222', lines)).toBe(false);
    expect(isGuaranteedInCart('1234567', [{ sku: '1234567' }])).toBe(false);
  });

  it('creates a guarantee line whose first custom field is the parent SKU', () => {
    const line = extraGuaranteeLine('4100020', '1234567', 2);
    expect(line).toEqual({ sku: '4100020', quantity: 2, customFields: [{ name: 'parentSku', value: '1234567' }] });
    expect(guaranteeParentSku(line)).toBe('1234567');
  });
});
