import { describe, expect, it } from 'vitest';
import { money } from '../money/money.ts';
import { codFeeBreakdown, codFeeOfCountry } from './cod-fee.ts';

describe('codFeeOfCountry (spec/2 §9 COD fee; COUNTRIES[c].payment.cashOnDelivery.fee)', () => {
  it.each([
    ['sk', money(290, 'EUR')],
    ['cz', money(4500, 'CZK')],
    ['hu', money(99000, 'HUF')],
  ] as const)('%s: %o', (country, fee) => {
    expect(codFeeOfCountry(country)).toEqual(fee);
  });
});

describe('codFeeBreakdown (spec/2 §9: VAT part from the cart’s tax percentage; fee × rate / (1 + rate))', () => {
  it.each([
    [290, 23, 54, 236], // 54.23
    [290, 25.5, 59, 231], // 58.92
    [290, 0.255 * 100, 59, 231], // float noise in the percentage changes nothing
    [121, 21, 21, 100], // exact
    [3, 20, 1, 2], // 0.5 rounds half away from zero
    [290, 8.1, 22, 268], // 21.73
    [290, 0, 0, 290], // no VAT on the cart (tax mode External)
  ])('fee %i at %d %%: VAT %i, net %i', (fee, percentage, vat, net) => {
    expect(codFeeBreakdown(money(fee, 'EUR'), percentage)).toEqual({
      gross: money(fee, 'EUR'),
      vat: money(vat, 'EUR'),
      net: money(net, 'EUR'),
    });
  });

  it('splits the Czech fee in koruna', () => {
    expect(codFeeBreakdown(codFeeOfCountry('cz'), 21).vat).toEqual(money(781, 'CZK')); // 780.99
  });
});
