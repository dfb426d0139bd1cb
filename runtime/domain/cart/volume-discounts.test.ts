import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../../generated/index.ts';
import {
  ACTIVE_DISCOUNT_CODE_STATE,
  DEFAULT_VOLUME_DISCOUNT_TIERS,
  volumeDiscountConflict,
  volumeDiscountTierFor,
  volumeDiscountTiers,
  type VolumeDiscount,
} from './volume-discounts.ts';

/** A cart without discount codes. */
const NO_CODES: readonly { state: string }[] = [];

const skStore = COUNTRIES.sk.storeId;
const czStore = COUNTRIES.cz.storeId;

const discount = (over: Partial<VolumeDiscount> = {}): VolumeDiscount => ({
  id: 'vd',
  isActive: true,
  stores: [skStore],
  sortOrder: '0.5',
  volumeDiscountGroup: 'drills',
  minQuantity: 2,
  value: { type: 'relative', permyriad: 300 },
  ...over,
});

describe('volume discount conflict (spec/2 §5: only when no discount code is active)', () => {
  it.each([
    [[], false],
    [[{ state: 'MatchesCart' }], true],
    [[{ state: 'DoesNotMatchCart' }], false],
    [[{ state: 'NotActive' }, { state: 'MatchesCart' }], true],
    [[{ state: 'MaxApplicationReached' }], false],
  ])('codes %j → conflict %s', (codes, conflict) => {
    expect(volumeDiscountConflict(codes)).toBe(conflict);
  });

  it('reads the commerce platform’s MatchesCart state', () => {
    expect(ACTIVE_DISCOUNT_CODE_STATE).toBe('MatchesCart');
  });
});

describe('volume discount tiers (spec/2 §5 Volume discounts)', () => {
  it('defaults to 3 items 5 %, 5 items 10 %, 10 items 15 %', () => {
    expect(DEFAULT_VOLUME_DISCOUNT_TIERS).toEqual([
      { minQuantity: 3, percent: 5 },
      { minQuantity: 5, percent: 10 },
      { minQuantity: 10, percent: 15 },
    ]);
    expect(volumeDiscountTiers('sk', 'drills', [], NO_CODES)).toBe(DEFAULT_VOLUME_DISCOUNT_TIERS);
  });

  it('uses a matching discount', () => {
    expect(volumeDiscountTiers('sk', 'drills', [discount()], NO_CODES)).toEqual([{ minQuantity: 2, percent: 3 }]);
  });

  it.each([
    ['inactive', discount({ isActive: false })],
    ['of another store', discount({ stores: [czStore] })],
    ['of another group', discount({ volumeDiscountGroup: 'saws' })],
    ['without the group field', discount({ volumeDiscountGroup: undefined })],
    ['without a percent (absolute value)', discount({ value: { type: 'absolute' } })],
    ['of 0 permyriad', discount({ value: { type: 'relative', permyriad: 0 } })],
  ])('ignores a discount %s (so the default tiers show)', (_label, ignored) => {
    expect(volumeDiscountTiers('sk', 'drills', [ignored], NO_CODES)).toBe(DEFAULT_VOLUME_DISCOUNT_TIERS);
  });

  it.each([
    ['of no store', []],
    ['of several stores including this one', [czStore, skStore]],
  ])('takes a discount %s', (_label, stores) => {
    expect(volumeDiscountTiers('sk', 'drills', [discount({ stores })], NO_CODES)).toEqual([
      { minQuantity: 2, percent: 3 },
    ]);
  });

  it('matches the store of the country asked for', () => {
    const czOnly = discount({ stores: [czStore] });
    expect(volumeDiscountTiers('cz', 'drills', [czOnly], NO_CODES)).toEqual([{ minQuantity: 2, percent: 3 }]);
  });

  it('sorts by sortOrder ascending, as numbers', () => {
    const tiers = volumeDiscountTiers(
      'sk',
      'drills',
      [
        discount({ sortOrder: '0.9', minQuantity: 10, value: { type: 'relative', permyriad: 1500 } }),
        discount({ sortOrder: '0.25', minQuantity: 3, value: { type: 'relative', permyriad: 500 } }),
        discount({ sortOrder: '0.5', minQuantity: 5, value: { type: 'relative', permyriad: 1000 } }),
        discount({ sortOrder: '0.1', isActive: false }),
      ],
      NO_CODES,
    );
    expect(tiers).toEqual([
      { minQuantity: 3, percent: 5 },
      { minQuantity: 5, percent: 10 },
      { minQuantity: 10, percent: 15 },
    ]);
  });

  it.each([[undefined], ['']])('gives a product without a group (%j) no tiers', (group) => {
    expect(volumeDiscountTiers('sk', group, [discount()], NO_CODES)).toEqual([]);
  });
});

describe('volume discount tiers with discount codes (spec/2 §5: apply only when no discount code is active)', () => {
  it.each([
    ['an active code', [{ state: 'MatchesCart' }]],
    ['an active code beside an inactive one', [{ state: 'NotActive' }, { state: 'MatchesCart' }]],
  ])('gives no tiers, configured or default, while the cart has %s (conflict)', (_label, codes) => {
    expect(volumeDiscountTiers('sk', 'drills', [discount()], codes)).toEqual([]);
    expect(volumeDiscountTiers('sk', 'drills', [], codes)).toEqual([]);
  });

  it.each([
    ['a code that does not match the cart', [{ state: 'DoesNotMatchCart' }]],
    ['a code without a state', [{}]],
  ])('keeps the tiers when the cart has only %s', (_label, codes) => {
    expect(volumeDiscountTiers('sk', 'drills', [discount()], codes)).toEqual([{ minQuantity: 2, percent: 3 }]);
    expect(volumeDiscountTiers('sk', 'drills', [], codes)).toBe(DEFAULT_VOLUME_DISCOUNT_TIERS);
  });
});

describe('the tier for a quantity (spec/2 §5 Volume discounts)', () => {
  it.each([
    [1, null],
    [2, null],
    [3, 5],
    [4, 5],
    [5, 10],
    [9, 10],
    [10, 15],
    [1000, 15],
  ])('%i items with the default tiers → %s %%', (quantity, percent) => {
    expect(volumeDiscountTierFor(DEFAULT_VOLUME_DISCOUNT_TIERS, quantity)?.percent ?? null).toBe(percent);
  });

  it('picks the highest minimum reached, whatever the order, and the first on a tie', () => {
    const tiers = [
      { minQuantity: 10, percent: 15 },
      { minQuantity: 3, percent: 5 },
      { minQuantity: 10, percent: 12 },
    ];
    expect(volumeDiscountTierFor(tiers, 4)).toEqual({ minQuantity: 3, percent: 5 });
    expect(volumeDiscountTierFor(tiers, 11)).toEqual({ minQuantity: 10, percent: 15 });
  });

  it('has no tier without tiers', () => {
    expect(volumeDiscountTierFor([], 50)).toBeNull();
  });
});
