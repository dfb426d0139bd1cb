import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from '../money/money.ts';
import { cartTotals } from './cart-totals.ts';
import { lineDiscount } from './line-discount.ts';
import { DEFAULT_VOLUME_DISCOUNT_TIERS } from './volume-discounts.ts';

const none = { codePercents: [], volumeTiers: [], groupQuantity: 0, personalisedPercent: null };

describe('a cart line’s discount (spec/2 §5)', () => {
  it('is none when nothing applies', () => {
    expect(lineDiscount(none)).toBeNull();
    expect(lineDiscount({ ...none, volumeTiers: DEFAULT_VOLUME_DISCOUNT_TIERS, groupQuantity: 2 })).toBeNull();
  });

  it('reads the volume tier at the group’s quantity: 3/5/10 items → 5/10/15 %', () => {
    const volume = (groupQuantity: number) =>
      lineDiscount({ ...none, volumeTiers: DEFAULT_VOLUME_DISCOUNT_TIERS, groupQuantity });
    expect([3, 4, 5, 9, 10, 1000].map((quantity) => volume(quantity)?.percent)).toEqual([5, 5, 10, 10, 15, 15]);
    expect(volume(3)?.source).toBe('volume');
  });

  it('gives the largest discount that applies — they do not stack — a code first on a tie', () => {
    expect(
      lineDiscount({
        codePercents: [3, 10],
        volumeTiers: DEFAULT_VOLUME_DISCOUNT_TIERS,
        groupQuantity: 5,
        personalisedPercent: 7,
      }),
    ).toEqual({ source: 'discountCode', percent: 10 });
    expect(lineDiscount({ ...none, codePercents: [2], personalisedPercent: 7 })).toEqual({
      source: 'personalised',
      percent: 7,
    });
    expect(lineDiscount({ ...none, codePercents: [250] })).toEqual({ source: 'discountCode', percent: 100 });
  });

  it('never makes a total negative nor takes more than its line (property)', () => {
    const percent = fc.option(fc.double({ min: 0, max: 300, noNaN: true }), { nil: null });
    const line = fc.record({
      cents: fc.integer({ min: 0, max: 10_000_000 }),
      quantity: fc.integer({ min: 1, max: 1000 }),
      codePercents: fc.array(fc.double({ min: 0, max: 300, noNaN: true }), { maxLength: 3 }),
      groupQuantity: fc.integer({ min: 0, max: 2000 }),
      personalisedPercent: percent,
    });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), fc.integer({ min: 0, max: 2000 }), (lines, fee) => {
        const priced = lines.map((entry, index) => ({
          id: String(index),
          unitPrice: money(entry.cents, 'EUR'),
          quantity: entry.quantity,
          discountPercent:
            lineDiscount({
              codePercents: entry.codePercents,
              volumeTiers: DEFAULT_VOLUME_DISCOUNT_TIERS,
              groupQuantity: entry.groupQuantity,
              personalisedPercent: entry.personalisedPercent,
            })?.percent ?? 0,
        }));
        const totals = cartTotals({ currency: 'EUR', vatPercent: 19, lines: priced, shipping: money(fee, 'EUR') });
        for (const total of totals.lines) {
          expect(total.discount.centAmount).toBeGreaterThanOrEqual(0);
          expect(total.discount.centAmount).toBeLessThanOrEqual(total.price.centAmount);
          expect(total.totalGross.centAmount).toBeGreaterThanOrEqual(0);
          expect(total.totalNet.centAmount).toBeGreaterThanOrEqual(0);
        }
        expect(totals.totalGross.centAmount).toBeGreaterThanOrEqual(0);
        expect(totals.totalNet.centAmount).toBeGreaterThanOrEqual(0);
        expect(totals.discount.centAmount).toBeLessThanOrEqual(
          totals.lines.reduce((sum, total) => sum + total.price.centAmount, 0),
        );
      }),
    );
  });
});
