import { describe, expect, it } from 'vitest';
import { PRODUCT_GROUP_MIN_ITEMS, showsProductGroup } from './product-group.ts';

describe('product group slider (spec/1 §9.7: minimum 3 items)', () => {
  it('shows a group of 3 or more products and leaves out a smaller one', () => {
    expect(PRODUCT_GROUP_MIN_ITEMS).toBe(3);
    expect(showsProductGroup(2)).toBe(false);
    expect(showsProductGroup(3)).toBe(true);
    expect(showsProductGroup(8)).toBe(true);
  });
});
