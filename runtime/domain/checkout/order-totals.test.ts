import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from '../money/money.ts';
import { withCodFee, type OrderTotals } from './order-totals.ts';

const eur = (cents: number) => money(cents, 'EUR');

function cartTotals(net: number, vat: number, rate = 0.19): OrderTotals {
  return {
    totalPrice: eur(net + vat),
    taxedPrice: {
      totalNet: eur(net),
      totalGross: eur(net + vat),
      taxPortions: vat === 0 ? [] : [{ rate, amount: eur(vat), name: `${rate * 100} %` }],
    },
  };
}

describe('withCodFee (spec/2 §9 COD fee)', () => {
  it('adds the fee to the total and its VAT part to the portion of the cart’s rate', () => {
    // DE: fee 2.90 € at 19 %: VAT 0.46 (2.90 × 19 / 119 = 0.463), net 2.44.
    const totals = withCodFee(cartTotals(10000, 1900), eur(290), 19);
    expect(totals.totalPrice).toEqual(eur(12190));
    expect(totals.taxedPrice.totalGross).toEqual(eur(12190));
    expect(totals.taxedPrice.totalNet).toEqual(eur(10244));
    expect(totals.taxedPrice.taxPortions).toEqual([{ rate: 0.19, amount: eur(1946), name: '19 %' }]);
    expect(totals.codFeeVat).toEqual(eur(46));
  });

  it('opens a portion for the rate when the cart has none of it', () => {
    const totals = withCodFee(cartTotals(1000, 70, 0.07), eur(290), 19);
    expect(totals.taxedPrice.taxPortions).toHaveLength(2);
    expect(totals.taxedPrice.taxPortions[1]).toEqual({ rate: 0.19, amount: eur(46), name: '19 %' });
  });

  it('with tax mode External (no VAT) the fee is all net', () => {
    const totals = withCodFee(cartTotals(10000, 0), eur(290), 0);
    expect(totals.taxedPrice.taxPortions).toEqual([]);
    expect(totals.taxedPrice.totalNet).toEqual(eur(10290));
    expect(totals.codFeeVat).toEqual(eur(0));
  });

  it('keeps net + tax portions = gross for any cart and fee', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.constantFrom(0, 7, 8.1, 19, 20, 21, 25.5, 27),
        (net, vat, fee, percent) => {
          const totals = withCodFee(cartTotals(net, vat), eur(fee), percent);
          const portions = totals.taxedPrice.taxPortions.reduce((sum, p) => sum + p.amount.centAmount, 0);
          expect(totals.taxedPrice.totalNet.centAmount + portions).toBe(totals.taxedPrice.totalGross.centAmount);
          expect(totals.totalPrice.centAmount).toBe(net + vat + fee);
        },
      ),
    );
  });
});
