import { describe, expect, it } from 'vitest';
import { COUNTRIES, type CountryCode } from '../../../generated/index.ts';
import { nextVolumeTier } from './volume-hint.ts';

const none = { discountCodes: [] };
const withCode = { discountCodes: [{ state: 'MatchesCart' as const }] } as never;

describe('the volume-discount hint of a cart line (spec/2 §5 Volume discounts)', () => {
  it.each(Object.keys(COUNTRIES) as CountryCode[])('%s: the default tiers 3/5/10 → 5/10/15 %%', (country) => {
    const line = (quantity: number) => ({ quantity, volumeDiscountGroup: 'tools' });
    expect(nextVolumeTier(country, line(1), none, [])).toEqual({ minQuantity: 3, percent: 5 });
    expect(nextVolumeTier(country, line(3), none, [])).toEqual({ minQuantity: 5, percent: 10 });
    expect(nextVolumeTier(country, line(9), none, [])).toEqual({ minQuantity: 10, percent: 15 });
    expect(nextVolumeTier(country, line(10), none, [])).toBeNull();
  });

  it('gives no hint for a product of no group, or while a discount code is active', () => {
    expect(nextVolumeTier('sk', { quantity: 1, volumeDiscountGroup: null }, none, [])).toBeNull();
    expect(nextVolumeTier('sk', { quantity: 1, volumeDiscountGroup: 'tools' }, withCode, [])).toBeNull();
  });

  it("reads the store's own tiers for the group", () => {
    const discounts = [
      {
        id: 'v1',
        key: 'v1',
        isActive: true,
        stores: [COUNTRIES.sk.storeId],
        sortOrder: '0.1',
        volumeDiscountGroup: 'tools',
        minQuantity: 2,
        value: { type: 'relative' as const, permyriad: 700 },
      },
    ];
    expect(nextVolumeTier('sk', { quantity: 1, volumeDiscountGroup: 'tools' }, none, discounts)).toEqual({
      minQuantity: 2,
      percent: 7,
    });
  });
});
