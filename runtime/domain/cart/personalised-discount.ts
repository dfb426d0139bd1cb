import { COUNTRIES, type CountryCode } from '../../../generated/index.ts';
import { discountPercent, type DiscountValue } from './discount-percent.ts';

/** The customer tier's discount as the adapter gives it (spec/2 §7 get personalized discounts). */
export interface PersonalisedDiscount {
  isActive: boolean;
  /** Store keys the discount is applied to. */
  stores: readonly string[];
  value: DiscountValue;
}

/**
 * spec/2 §5 Personalised discounts: used only where the country enables them (flags.personalisedDiscounts; the spec
 * says LT), if active and applied to the current store (COUNTRIES[country].storeId); percent = permyriad / 100 when
 * greater than 0. Null when there is none to show, including a failed fetch (spec/2 §5: only logged), passed as null.
 *
 * "Applied to the current store" is read literally: the store must be listed. A discount of no store does not count,
 * unlike a volume discount, for which the spec says "or to no store".
 */
export function personalisedDiscountPercent(
  country: CountryCode,
  discount: PersonalisedDiscount | null | undefined,
): number | null {
  const { flags, storeId } = COUNTRIES[country];
  if (!flags.personalisedDiscounts || !discount?.isActive || !discount.stores.includes(storeId)) return null;
  return discountPercent(discount.value);
}
