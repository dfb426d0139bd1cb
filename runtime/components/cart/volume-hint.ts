import type { CountryCode } from '../../../generated/index.ts';
import type { Cart, CartLineItem, GetVolumeDiscountsAnswer } from '../../../generated/types.ts';
import { volumeDiscountTiers, type VolumeDiscountTier } from '../../domain/cart/volume-discounts.ts';

/**
 * spec/2 §5 Volume discounts, as a hint on a cart line: the next tier of the line's volume-discount group above its
 * quantity ("Buy 5 or more and save 10 %"), from the store's discounts; none for a product of no group, above the
 * last tier, or while a discount code is active (the two conflict).
 */
export function nextVolumeTier(
  country: CountryCode,
  line: Pick<CartLineItem, 'quantity' | 'volumeDiscountGroup'>,
  cart: Pick<Cart, 'discountCodes'>,
  discounts: GetVolumeDiscountsAnswer['cartDiscounts']['results'],
): VolumeDiscountTier | null {
  const tiers = volumeDiscountTiers(country, line.volumeDiscountGroup ?? undefined, discounts, cart.discountCodes);
  return tiers.find((tier) => tier.minQuantity > line.quantity) ?? null;
}
