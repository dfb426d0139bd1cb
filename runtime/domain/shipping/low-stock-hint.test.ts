import { describe, expect, it } from 'vitest';
import { money } from '../money/money.ts';
import { showsLowStockHint } from './low-stock-hint.ts';

describe('showsLowStockHint (spec/2 §9 Low-stock boundaries, read as the value of the stock left)', () => {
  it('shows the hint while the stock is worth the low boundary or less (EUR 250)', () => {
    // 5 × 50.00 EUR = 250.00 EUR: at the boundary, low.
    expect(showsLowStockHint('de', money(5000, 'EUR'), 5)).toBe(true);
    expect(showsLowStockHint('de', money(5000, 'EUR'), 6)).toBe(false);
  });

  it('uses the boundaries of the country’s currency (GBP 217.50)', () => {
    expect(showsLowStockHint('gb', money(21750, 'GBP'), 1)).toBe(true);
    expect(showsLowStockHint('gb', money(21751, 'GBP'), 1)).toBe(false);
  });

  it.each([0, -1, 1.5])('shows no hint for a quantity of %s (out of stock or not a count)', (quantity) => {
    expect(showsLowStockHint('de', money(100, 'EUR'), quantity)).toBe(false);
  });
});
