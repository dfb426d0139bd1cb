import { describe, expect, it } from 'vitest';
import {
  SKU_PREFIX,
  SUPPORT_PRODUCT_NUMBER_MAX_LENGTH,
  cleanSupportProductNumber,
  supportProductNumberAsSku,
} from './support-product-number.ts';

describe('cleanSupportProductNumber (spec/3 §5: digits only, cut to the maximum length)', () => {
  it('cuts at 10 digits (a choice: the spec does not show the value)', () => {
    expect(SUPPORT_PRODUCT_NUMBER_MAX_LENGTH).toBe(10);
  });

  it.each([
    ['10012345', '10012345'],
    ['EX10012345', '10012345'],
    [' 100-123 45 ', '10012345'],
    ['123456789012', '1234567890'],
    ['abc', ''],
  ])('%j → %j', (input, expected) => {
    expect(cleanSupportProductNumber(input)).toBe(expected);
  });
});

describe('supportProductNumberAsSku (spec/3 §5: shown with the SKU prefix; §3 prefix EX)', () => {
  it.each([
    ['10012345', 'EX10012345'],
    ['EX10012345', 'EX10012345'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(SKU_PREFIX).toBe('EX');
    expect(supportProductNumberAsSku(input)).toBe(expected);
  });
});
