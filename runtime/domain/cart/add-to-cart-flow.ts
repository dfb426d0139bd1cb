import { COUNTRIES, type CountryCode, type StoreFlags } from '../../../generated/index.ts';

/** The sidebar that opens after an add to cart (spec/2 §2 sidebars, §4 Add-to-cart flow). */
export type AddToCartSidebar = 'extraGuarantee' | 'complementaryProducts' | 'cart';

export interface AddedItem {
  /** The cart already holds a guarantee for the item (spec/2 §4 "not yet guaranteed"). */
  alreadyGuaranteed: boolean;
  /**
   * No guarantee is offered for the item: `extraGuaranteeOffers(...)` returned nothing (the item is virtual, the page
   * is the payment page, no guarantee is enabled on the market, or every one excludes it). spec/2 §4 says "excluded";
   * an empty guarantee sidebar is of no use to anyone, so "nothing to offer" counts as excluded.
   */
  excludedFromGuarantee: boolean;
  /** How many complementary products were found for the item (spec/2 §4 "if it has products"). */
  complementaryProductCount: number;
}

/**
 * spec/2 §4 Add-to-cart flow: the guarantee sidebar if the store offers the extra guarantee and the item is not yet
 * guaranteed or excluded; otherwise the complementary-products sidebar if enabled and it has products; otherwise the
 * cart sidebar. Takes the store's flags, so a store with either feature off is as testable as one with it on.
 */
export function sidebarAfterAddToCart(
  flags: Pick<StoreFlags, 'extraGuarantee' | 'complementaryProducts'>,
  item: AddedItem,
): AddToCartSidebar {
  if (flags.extraGuarantee && !item.alreadyGuaranteed && !item.excludedFromGuarantee) return 'extraGuarantee';
  if (flags.complementaryProducts && item.complementaryProductCount > 0) return 'complementaryProducts';
  return 'cart';
}

/** spec/2 §4 Add-to-cart flow for a country's store (its flags from COUNTRIES[country].flags). */
export function sidebarAfterAddToCartIn(country: CountryCode, item: AddedItem): AddToCartSidebar {
  return sidebarAfterAddToCart(COUNTRIES[country].flags, item);
}

/**
 * spec/2 §4 Add-to-cart flow, after the guarantee sidebar (an offer taken or passed on): the flow goes on to the
 * complementary products if enabled and there are some, otherwise to the cart — the same order as after an add.
 */
export function sidebarAfterGuarantee(
  flags: Pick<StoreFlags, 'complementaryProducts'>,
  complementaryProductCount: number,
): Exclude<AddToCartSidebar, 'extraGuarantee'> {
  return flags.complementaryProducts && complementaryProductCount > 0 ? 'complementaryProducts' : 'cart';
}
