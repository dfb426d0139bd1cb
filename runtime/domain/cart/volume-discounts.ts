import { COUNTRIES, type CountryCode } from '../../../generated/index.ts';
import { discountPercent, type DiscountValue } from './discount-percent.ts';

/** A volume discount as the adapter gives it (spec/2 §3 Volume discount / cart discount). */
export interface VolumeDiscount {
  id: string;
  key?: string;
  isActive: boolean;
  /** Store keys the discount belongs to; empty for a discount of no store (spec/2 §5). */
  stores: readonly string[];
  /** commercetools' sortOrder: a decimal between 0 and 1 as text, e.g. '0.25' (spec/2 §3). */
  sortOrder: string;
  /** The custom field volumeDiscountGroup (spec/2 §3, §5: the discount carries the group's custom field). */
  volumeDiscountGroup?: string;
  /**
   * The quantity from which the tier applies. The spec shows the default tiers' quantities (3, 5, 10) but not where
   * a configured discount keeps its own; the adapter reads it from the discount's target predicate.
   */
  minQuantity: number;
  value: DiscountValue;
}

/** A tier shown to the shopper: from this many items, this percent off (spec/2 §5 Volume discounts). */
export interface VolumeDiscountTier {
  minQuantity: number;
  percent: number;
}

/** spec/2 §5 Volume discounts, §9 Other: default tiers 3 items 5 %, 5 items 10 %, 10 items 15 %. */
export const DEFAULT_VOLUME_DISCOUNT_TIERS: readonly VolumeDiscountTier[] = Object.freeze([
  Object.freeze({ minQuantity: 3, percent: 5 }),
  Object.freeze({ minQuantity: 5, percent: 10 }),
  Object.freeze({ minQuantity: 10, percent: 15 }),
]);

/**
 * The commerce platform's discount-code state meaning the code takes effect on the cart (commercetools
 * DiscountCodeState MatchesCart). A code that does not match the cart, or is not active, does not stand in the way.
 */
export const ACTIVE_DISCOUNT_CODE_STATE = 'MatchesCart';

/** A discount code on the cart, as far as the conflict rule reads it (spec/2 §3 Cart: discountCodes with state). */
export interface DiscountCodeState {
  state?: string;
}

/** spec/2 §5 Volume discounts: they apply only when no discount code is active; otherwise they conflict. */
export function volumeDiscountConflict(discountCodes: readonly DiscountCodeState[]): boolean {
  return discountCodes.some((code) => code.state === ACTIVE_DISCOUNT_CODE_STATE);
}

/**
 * spec/2 §5 Volume discounts: the tiers of a product's volume-discount group in a country's store. None while a
 * discount code is active on the cart (`discountCodes`: the cart's codes; volumeDiscountConflict): the two conflict,
 * and the code wins. Otherwise a discount counts when it is active, belongs to the store (COUNTRIES[country].storeId)
 * or to no store, carries the group and has a percent; tiers are sorted by sortOrder ascending.
 *
 * Where the spec is open: a product with no group gets no tiers (the defaults would otherwise discount every
 * product); a group with no discount configured for this store gets the default tiers ("Default tiers").
 */
export function volumeDiscountTiers(
  country: CountryCode,
  group: string | undefined,
  discounts: readonly VolumeDiscount[],
  discountCodes: readonly DiscountCodeState[],
): readonly VolumeDiscountTier[] {
  if (group === undefined || group === '' || volumeDiscountConflict(discountCodes)) return [];
  const store = COUNTRIES[country].storeId;
  const tiers: { sortOrder: number; tier: VolumeDiscountTier }[] = [];
  for (const discount of discounts) {
    if (!discount.isActive || discount.volumeDiscountGroup !== group) continue;
    if (discount.stores.length > 0 && !discount.stores.includes(store)) continue;
    const percent = discountPercent(discount.value);
    if (percent === null) continue;
    tiers.push({ sortOrder: Number(discount.sortOrder), tier: { minQuantity: discount.minQuantity, percent } });
  }
  if (tiers.length === 0) return DEFAULT_VOLUME_DISCOUNT_TIERS;
  return tiers.sort((a, b) => a.sortOrder - b.sortOrder).map(({ tier }) => tier);
}

/**
 * spec/2 §5 Volume discounts: the tier that applies for a quantity: the one with the highest minimum the quantity
 * reaches (the first of them in sort order on a tie), or null below every tier.
 */
export function volumeDiscountTierFor(
  tiers: readonly VolumeDiscountTier[],
  quantity: number,
): VolumeDiscountTier | null {
  let best: VolumeDiscountTier | null = null;
  for (const tier of tiers) {
    if (tier.minQuantity <= quantity && (best === null || tier.minQuantity > best.minQuantity)) best = tier;
  }
  return best;
}
