import { describe, expect, it } from 'vitest';
import { hasFreight } from './has-freight.ts';

describe('hasFreight (spec/2 §5 Shipping: the product’s freight flag; any freight item counts)', () => {
  it.each([
    [[], false],
    [[{}], false],
    [[{ freight: false }, {}], false],
    [[{ freight: false }, { freight: true }], true],
    [[{ freight: true }], true],
  ])('%j → %s', (lines, expected) => {
    expect(hasFreight(lines)).toBe(expected);
  });
});
