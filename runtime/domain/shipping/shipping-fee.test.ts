import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES, SHIPPING_BY_COUNTRY } from '../../../generated/index.ts';
import { money } from '../money/money.ts';
import { dayToIsoDate, isoDateToDay } from '../time/iso-date.ts';
import {
  feesOnDate,
  shippingCost,
  shippingFeeSchedule,
  shippingFees,
  shippingMethodKeyFor,
  type ShippingFees,
} from './shipping-fee.ts';

/** spec/2 §9 Shipping by currency (free-shipping threshold / parcel fee / freight fee), in minor units. */
const SPEC_FEES = {
  EUR: [5900, 195, 995],
  GBP: [5200, 195, 995],
  DKK: [43900, 1500, 7400],
  SEK: [65900, 2200, 11100],
  NOK: [68900, 2300, 11600],
  CHF: [5900, 195, 995],
  CZK: [139900, 4600, 23500],
  PLN: [26900, 900, 4500],
  HUF: [2209900, 73000, 373100],
  RON: [28900, 1000, 4900],
  BGN: [11500, 395, 1995],
} as const;

/** A day before every dated entry of the config: the usual fees are in force. */
const USUAL_DAY = '2000-01-03';
const shift = (date: string, days: number) => dayToIsoDate(isoDateToDay(date) + days);
const asMinor = (fees: ShippingFees) => [
  fees.freeAbove.centAmount,
  fees.parcelFee.centAmount,
  fees.freightFee.centAmount,
];

describe('shipping fees by currency (spec/2 §9 Shipping by currency)', () => {
  it.each(COUNTRY_CODES)('%s charges its currency’s fees', (country) => {
    const currency = COUNTRIES[country].currency;
    const fees = shippingFees(country, USUAL_DAY);
    expect(asMinor(fees)).toEqual(SPEC_FEES[currency as keyof typeof SPEC_FEES]);
    expect(fees.parcelFee.currencyCode).toBe(currency);
    expect(fees.parcelFee.fractionDigits).toBe(2);
  });
});

describe('temporary fees (spec/2 §9 Temporary FR: 59/6.95/39.95; Temporary HU: 22099/1481/7481)', () => {
  it.each([
    ['fr', [5900, 695, 3995]],
    ['hu', [2209900, 148100, 748100]],
  ] as const)('%s charges the temporary fees while they are in force', (country, expected) => {
    const [period] = SHIPPING_BY_COUNTRY[country].temporary;
    expect(period).toBeDefined();
    const { validFrom, validUntil } = period!;
    expect(asMinor(shippingFees(country, validFrom))).toEqual(expected);
    expect(asMinor(shippingFees(country, shift(validUntil, -1)))).toEqual(expected);
    expect(asMinor(shippingFees(country, shift(validFrom, -1)))).not.toEqual(expected);
    expect(asMinor(shippingFees(country, validUntil))).not.toEqual(expected);
  });

  const schedule = shippingFeeSchedule({
    currency: 'EUR',
    freeAbove: 5900,
    parcelFee: 195,
    freightFee: 995,
    temporary: [
      { validFrom: '2026-01-01', validUntil: '2026-02-01', freeAbove: 5900, parcelFee: 695, freightFee: 3995 },
      { validFrom: '2026-03-01', validUntil: '2026-03-02', freeAbove: 9900, parcelFee: 0, freightFee: 0 },
    ],
  });

  it.each([
    ['2025-12-31', [5900, 195, 995]],
    ['2026-01-01', [5900, 695, 3995]], // validFrom is inclusive
    ['2026-01-31', [5900, 695, 3995]],
    ['2026-02-01', [5900, 195, 995]], // validUntil is exclusive
    ['2026-02-28', [5900, 195, 995]],
    ['2026-03-01', [9900, 0, 0]],
    ['2026-03-02', [5900, 195, 995]],
  ])('on %s the fees are %j', (today, expected) => {
    expect(asMinor(feesOnDate(schedule, today))).toEqual(expected);
  });

  it.each([['2026-1-1'], ['01.01.2026'], ['2026-02-30']])('refuses the date %j', (today) => {
    expect(() => feesOnDate(schedule, today)).toThrow(RangeError);
    expect(() => shippingFees('fr', today)).toThrow(RangeError);
  });

  it('builds the schedule once: the same fees come back', () => {
    expect(shippingFees('sk', USUAL_DAY)).toBe(shippingFees('sk', '2001-05-05'));
  });
});

describe('shipping method by freight flag (spec/2 §5 Shipping)', () => {
  it.each([
    [[], 'parcel'],
    [[{ freight: false }, {}], 'parcel'],
    [[{ freight: false }, { freight: true }], 'freight'],
    [[{ freight: true }], 'freight'],
  ] as const)('items %j ship by %s', (items, method) => {
    expect(shippingMethodKeyFor(items)).toBe(method);
  });
});

describe('shipping cost (spec/2 §5 Shipping: parcel fee under the free-above threshold)', () => {
  it.each(COUNTRY_CODES)('%s: parcel fee under the threshold, free at and above it', (country) => {
    const { freeAbove, parcelFee } = shippingFees(country, USUAL_DAY);
    const at = (cents: number) =>
      shippingCost(country, { total: money(cents, freeAbove.currencyCode), items: [{}] }, USUAL_DAY);
    expect(at(freeAbove.centAmount - 1)).toEqual({ method: 'parcel', fee: parcelFee });
    expect(at(0)).toEqual({ method: 'parcel', fee: parcelFee });
    expect(at(freeAbove.centAmount)).toEqual({ method: 'parcel', fee: money(0, freeAbove.currencyCode) });
    expect(at(freeAbove.centAmount * 10)).toEqual({ method: 'parcel', fee: money(0, freeAbove.currencyCode) });
  });

  it.each([
    // total in cents, items, method, fee in cents
    [5899, [{ freight: false }], 'parcel', 195],
    [5900, [{ freight: false }], 'parcel', 0],
    [100, [{ freight: true }], 'freight', 995],
    [5900, [{ freight: true }], 'freight', 995],
    [500_000, [{}, { freight: true }], 'freight', 995],
  ] as const)('SK cart of %i with %j → %s %i', (total, items, method, fee) => {
    expect(shippingCost('sk', { total: money(total, 'EUR'), items }, USUAL_DAY)).toEqual({
      method,
      fee: money(fee, 'EUR'),
    });
  });

  it('uses the temporary fees in force', () => {
    const { validFrom } = SHIPPING_BY_COUNTRY.fr.temporary[0];
    expect(shippingCost('fr', { total: money(5899, 'EUR'), items: [] }, validFrom).fee).toEqual(money(695, 'EUR'));
    expect(shippingCost('fr', { total: money(5899, 'EUR'), items: [{ freight: true }] }, validFrom).fee).toEqual(
      money(3995, 'EUR'),
    );
  });

  it('refuses a total in another currency', () => {
    expect(() => shippingCost('cz', { total: money(5000, 'EUR'), items: [] }, USUAL_DAY)).toThrow(
      "The cart total is in EUR, but cz ships in CZK; pass the cart's price in the country's currency.",
    );
  });
});
