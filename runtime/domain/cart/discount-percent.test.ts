import { describe, expect, it } from 'vitest';
import { discountPercent, type DiscountValue } from './discount-percent.ts';

describe('discount percent (spec/2 §3: relative permyriad; percent = permyriad / 100)', () => {
  it.each([
    [{ type: 'relative', permyriad: 500 }, 5],
    [{ type: 'relative', permyriad: 1500 }, 15],
    [{ type: 'relative', permyriad: 1250 }, 12.5],
    [{ type: 'relative', permyriad: 1 }, 0.01],
    [{ type: 'relative', permyriad: 0 }, null],
    [{ type: 'relative', permyriad: -100 }, null],
    [{ type: 'absolute' }, null],
    [{ type: 'fixed' }, null],
    [{ type: 'giftLineItem' }, null],
  ] as [DiscountValue, number | null][])('%j → %s', (value, percent) => {
    expect(discountPercent(value)).toBe(percent);
  });
});
