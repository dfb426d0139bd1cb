import { describe, expect, it } from 'vitest';
import { money } from './money.ts';
import { shownPrice } from './shown-price.ts';

const regular = money(19900, 'EUR');
const lower = money(14900, 'EUR');

describe('shownPrice (spec/2 §3 Price with its discounted value)', () => {
  it('shows an active discounted price with the regular price struck through', () => {
    expect(shownPrice({ value: regular, discounted: { value: lower, isActive: true } })).toEqual({
      current: lower,
      old: regular,
    });
  });

  it('shows the regular price alone without a discount, or with an inactive one', () => {
    expect(shownPrice({ value: regular, discounted: null })).toEqual({ current: regular, old: null });
    expect(shownPrice({ value: regular, discounted: { value: lower, isActive: false } })).toEqual({
      current: regular,
      old: null,
    });
  });

  it('ignores a discounted price that is not lower', () => {
    expect(shownPrice({ value: regular, discounted: { value: regular, isActive: true } }).old).toBeNull();
    expect(shownPrice({ value: lower, discounted: { value: regular, isActive: true } }).current).toBe(lower);
  });
});
