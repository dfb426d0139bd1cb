import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, type CurrencyCode } from '../../../generated/index.ts';
import { money } from '../money/money.ts';
import { cartTotals, type CartTotalsInput, type PricedLine } from './cart-totals.ts';

const eur = (cents: number) => money(cents, 'EUR');

describe('cart totals (spec/2 §3, §5)', () => {
  it('takes the net out of gross prices: 19 % VAT on 119.00 is 100.00 net and 19.00 tax', () => {
    const totals = cartTotals({
      currency: 'EUR',
      vatPercent: 19,
      lines: [{ id: 'a', unitPrice: eur(5950), quantity: 2 }],
      shipping: null,
    });
    expect(totals.totalGross).toEqual(eur(11900));
    expect(totals.totalNet).toEqual(eur(10000));
    expect(totals.taxPortions).toEqual([{ rate: 19, amount: eur(1900) }]);
    expect(totals.lines[0]).toMatchObject({ price: eur(11900), discount: eur(0), totalNet: eur(10000) });
  });

  it('takes a line’s discount off that line, and counts shipping with its own VAT', () => {
    const totals = cartTotals({
      currency: 'EUR',
      vatPercent: 25.5,
      lines: [
        { id: 'a', unitPrice: eur(1000), quantity: 3, discountPercent: 5 },
        { id: 'b', unitPrice: eur(999), quantity: 1 },
      ],
      shipping: eur(490),
    });
    expect(totals.lines.map((line) => line.discount.centAmount)).toEqual([150, 0]);
    expect(totals.subtotal).toEqual(eur(2850 + 999));
    expect(totals.discount).toEqual(eur(150));
    expect(totals.shipping).toEqual({ totalGross: eur(490), totalNet: eur(390) });
    expect(totals.totalGross).toEqual(eur(2850 + 999 + 490));
  });

  it('is nothing for an empty cart', () => {
    const totals = cartTotals({ currency: 'CZK', vatPercent: 21, lines: [], shipping: null });
    expect(totals.totalGross).toEqual(money(0, 'CZK'));
    expect(totals.taxPortions).toEqual([]);
  });

  it('refuses what no cart holds: another currency, no quantity, a negative price, a discount past 100 %, no rate', () => {
    const line: PricedLine = { id: 'a', unitPrice: eur(100), quantity: 1 };
    const base: CartTotalsInput = { currency: 'EUR', vatPercent: 19, lines: [line], shipping: null };
    expect(() => cartTotals({ ...base, lines: [{ ...line, unitPrice: money(100, 'CZK') }] })).toThrow(/CZK/);
    expect(() => cartTotals({ ...base, lines: [{ ...line, quantity: 0 }] })).toThrow(/at least 1/);
    expect(() => cartTotals({ ...base, lines: [{ ...line, quantity: 1.5 }] })).toThrow(/quantity 1.5/);
    expect(() => cartTotals({ ...base, lines: [{ ...line, unitPrice: eur(-1) }] })).toThrow(/negative/);
    expect(() => cartTotals({ ...base, lines: [{ ...line, discountPercent: 101 }] })).toThrow(/101 %/);
    expect(() => cartTotals({ ...base, lines: [{ ...line, discountPercent: Number.NaN }] })).toThrow(/NaN %/);
    expect(() => cartTotals({ ...base, shipping: money(100, 'PLN') })).toThrow(/PLN/);
    expect(() => cartTotals({ ...base, vatPercent: -1 })).toThrow(/no rate/);
  });
});

/** A cart of any currency, rate, lines and shipping. */
const carts = fc
  .record({
    currency: fc.constantFrom(...(CURRENCY_CODES as readonly CurrencyCode[])),
    vatPercent: fc.oneof(fc.constantFrom(0, 8.1, 19, 20, 21, 25.5, 27), fc.double({ min: 0, max: 50, noNaN: true })),
    lines: fc.array(
      fc.record({
        cents: fc.integer({ min: 0, max: 10_000_000 }),
        quantity: fc.integer({ min: 1, max: 1000 }),
        discountPercent: fc.oneof(
          fc.constant(undefined),
          fc.constantFrom(5, 10, 15),
          fc.double({ min: 0, max: 100, noNaN: true }),
        ),
      }),
      { maxLength: 12 },
    ),
    shipping: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
  })
  .map(({ currency, vatPercent, lines, shipping }): CartTotalsInput => ({
    currency,
    vatPercent,
    lines: lines.map((line, index) => ({
      id: `l${index}`,
      unitPrice: money(line.cents, currency),
      quantity: line.quantity,
      ...(line.discountPercent === undefined ? {} : { discountPercent: line.discountPercent }),
    })),
    shipping: shipping === null ? null : money(shipping, currency),
  }));

describe('cart totals, for any cart (property tests)', () => {
  it('are whole minor units, never negative; net + tax is the gross; lines and shipping add up to the total', () => {
    fc.assert(
      fc.property(carts, (input) => {
        const totals = cartTotals(input);
        const amounts = [totals.totalGross, totals.totalNet, totals.subtotal, totals.discount];
        for (const amount of amounts) {
          expect(Number.isSafeInteger(amount.centAmount)).toBe(true);
          expect(amount.centAmount).toBeGreaterThanOrEqual(0);
          expect(amount.currencyCode).toBe(input.currency);
        }
        const tax = totals.taxPortions.reduce((sum, portion) => sum + portion.amount.centAmount, 0);
        expect(totals.totalNet.centAmount + tax).toBe(totals.totalGross.centAmount);
        expect(tax).toBeGreaterThanOrEqual(0);
        const lineGross = totals.lines.reduce((sum, line) => sum + line.totalGross.centAmount, 0);
        expect(lineGross).toBe(totals.subtotal.centAmount);
        expect(lineGross + (totals.shipping?.totalGross.centAmount ?? 0)).toBe(totals.totalGross.centAmount);
      }),
    );
  });

  it('never take off more than a line costs, and each line’s net is at most its gross', () => {
    fc.assert(
      fc.property(carts, (input) => {
        for (const line of cartTotals(input).lines) {
          expect(line.discount.centAmount).toBeGreaterThanOrEqual(0);
          expect(line.discount.centAmount).toBeLessThanOrEqual(line.price.centAmount);
          expect(line.totalGross.centAmount).toBe(line.price.centAmount - line.discount.centAmount);
          expect(line.totalNet.centAmount).toBeLessThanOrEqual(line.totalGross.centAmount);
        }
      }),
    );
  });

  it('do not depend on the order of the lines', () => {
    fc.assert(
      fc.property(carts, (input) => {
        const reversed = cartTotals({ ...input, lines: [...input.lines].reverse() });
        const totals = cartTotals(input);
        expect(reversed.totalGross).toEqual(totals.totalGross);
        expect(reversed.totalNet).toEqual(totals.totalNet);
        expect(reversed.taxPortions).toEqual(totals.taxPortions);
      }),
    );
  });
});
