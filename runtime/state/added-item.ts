// spec/2 §4 Add-to-cart flow: what the flow learns of the item just added — the guarantees offered for it and the
// products that go with it — and which sidebar follows. The cart store (cart-store.ts) runs the flow and holds the
// item.
import { COUNTRIES, type CountryCode } from '../../generated/index.ts';
import type { Cart, GetExtraGuaranteeOffersAnswer, ProductCard } from '../../generated/types.ts';
import { sidebarAfterAddToCartIn, type AddToCartSidebar } from '../domain/cart/add-to-cart-flow.ts';
import { isGuaranteed, parentSkuOf } from './cart-lines-view.ts';

/** What the add-to-cart flow learnt of the item just added, for the sidebar it opens. */
export interface AddedItem {
  readonly sku: string;
  readonly name: string;
  /** The cart line the guarantee would belong to. */
  readonly lineItemId: string;
  readonly offers: GetExtraGuaranteeOffersAnswer['offers'];
  readonly complementary: readonly ProductCard[];
}

/** Where an add happens: the shop's country, and whether the page is the payment page (spec/2 §2). */
export interface AddPage {
  readonly country: CountryCode;
  readonly onPaymentPage: boolean;
}

/** The add page of a route (its country and route keys). */
export function addPageOf(shop: { readonly country: string; readonly routeKeys: readonly string[] }): AddPage {
  return { country: shop.country as CountryCode, onPaymentPage: shop.routeKeys.includes('checkoutPayment') };
}

/** The questions the flow asks of an added SKU (the cart store's). */
export interface FollowUpQuestions {
  guaranteeOffers(sku: string): Promise<AddedItem['offers']>;
  complementaryProducts(skus: readonly string[]): Promise<readonly ProductCard[]>;
}

/**
 * What the flow asks the server of an added item, where the store offers it: the guarantee offers (spec/2 §5 Extra
 * guarantee: not for an item already guaranteed, never on the payment page) and the complementary products (spec/2
 * §5). A failed question is logged and counts as nothing to offer: the shopper still gets the cart sidebar. Null when
 * the cart holds no product line of the SKU.
 */
export async function followUp(
  ask: FollowUpQuestions,
  page: AddPage,
  cart: Cart,
  sku: string,
): Promise<AddedItem | null> {
  const line = cart.lineItems.find(
    (candidate) => candidate.variant.sku === sku && parentSkuOf(candidate) === undefined,
  );
  if (line === undefined) return null;
  const { flags } = COUNTRIES[page.country];
  const asked = <T>(question: Promise<T>, none: T): Promise<T> =>
    question.catch((error: unknown) => {
      console.warn('The add-to-cart flow could not read what to offer', error);
      return none;
    });
  const [offers, complementary] = await Promise.all([
    flags.extraGuarantee && !page.onPaymentPage && !isGuaranteed(cart.lineItems, sku)
      ? asked(ask.guaranteeOffers(sku), [])
      : Promise.resolve([]),
    flags.complementaryProducts ? asked(ask.complementaryProducts([sku]), []) : Promise.resolve([]),
  ]);
  return { sku, name: line.name, lineItemId: line.id, offers, complementary };
}

/**
 * spec/2 §4 Add-to-cart flow: the sidebar after an add — the extra guarantee if the store offers it and the item is
 * not yet guaranteed or excluded, otherwise the complementary products if enabled and there are some, otherwise the
 * cart.
 */
export function sidebarAfterAdd(page: AddPage, cart: Cart, sku: string, item: AddedItem | null): AddToCartSidebar {
  return sidebarAfterAddToCartIn(page.country, {
    alreadyGuaranteed: isGuaranteed(cart.lineItems, sku),
    // spec/2 §4 "excluded": nothing to offer for the item (add-to-cart-flow.ts says why that counts as excluded).
    excludedFromGuarantee: (item?.offers.length ?? 0) === 0,
    complementaryProductCount: item?.complementary.length ?? 0,
  });
}
