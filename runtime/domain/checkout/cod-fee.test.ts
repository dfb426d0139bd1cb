import { describe, expect, it } from 'vitest';
import { CurrencyMismatchError } from '../money/money-math.ts';
import { money } from '../money/money.ts';
import { addCodFee, codFeeBreakdown, codFeeFromCartField, codFeeOfCountry } from './cod-fee.ts';

describe('codFeeOfCountry (spec/2 §9 COD fee; COUNTRIES[c].payment.cashOnDelivery.fee)', () => {
  it.each([
    ['sk', money(290, 'EUR')],
    ['cz', money(4500, 'CZK')],
    ['hu', money(99000, 'HUF')],
  ] as const)('%s: %o', (country, fee) => {
    expect(codFeeOfCountry(country)).toEqual(fee);
  });
});

describe('codFeeFromCartField (spec/2 §3 calculatedCodFee; §9: centAmount / 10^fractionDigits)', () => {
  it.each([
    [{ centAmount: 290, fractionDigits: 2 }, 290],
    [{ centAmount: 2900, fractionDigits: 3 }, 290],
    [{ centAmount: 29, fractionDigits: 1 }, 290],
    [{ centAmount: 2905, fractionDigits: 3 }, 291], // 2.905 rounds half away from zero
    [{ centAmount: 2904, fractionDigits: 3 }, 290],
  ])('%o is %i cents', (field, centAmount) => {
    expect(codFeeFromCartField(field, 'EUR')).toEqual(money(centAmount, 'EUR'));
  });
});

describe('addCodFee (spec/2 §9: the fee is added to the total)', () => {
  it('adds the fee in minor units', () => {
    expect(addCodFee(money(10000, 'EUR'), money(290, 'EUR'))).toEqual(money(10290, 'EUR'));
  });

  it('refuses a fee in another currency', () => {
    expect(() => addCodFee(money(10000, 'EUR'), money(4500, 'CZK'))).toThrow(CurrencyMismatchError);
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
