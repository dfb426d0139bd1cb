import { COUNTRIES, type CountryCode } from '../../../generated/index.ts';
import type { Cart } from '../../../generated/types.ts';
import { addedItem, type AddedItem } from '../../state/added-item.ts';
import { isGuaranteed, parentSkuOf } from '../../state/cart-lines-view.ts';
import { sidebarAfterAddToCartIn } from '../../domain/cart/add-to-cart-flow.ts';
import type { Translate } from '../../i18n/translate.ts';
import type { CartStore } from '../../state/cart-store.ts';
import { openSidebar } from '../../state/ui-state.ts';
import { tryCartChange } from './cart-change.ts';

/** Where an add happens: the shop's country, and whether the page is the payment page (spec/2 §2). */
export interface AddPage {
  readonly country: CountryCode;
  readonly onPaymentPage: boolean;
}

/** The add page of a route (its country and route keys). */
export function addPageOf(shop: { readonly country: string; readonly routeKeys: readonly string[] }): AddPage {
  return { country: shop.country as CountryCode, onPaymentPage: shop.routeKeys.includes('checkoutPayment') };
}

/**
 * What the flow asks the server of an added item, where the store offers it: the guarantee offers (spec/2 §5 Extra
 * guarantee: not for an item already guaranteed) and the complementary products (spec/2 §5). A failed question is
 * logged and counts as nothing to offer: the shopper still gets the cart sidebar.
 */
async function followUp(store: CartStore, page: AddPage, cart: Cart, sku: string): Promise<AddedItem | null> {
  const { country } = page;
  const line = cart.lineItems.find(
    (candidate) => candidate.variant.sku === sku && parentSkuOf(candidate) === undefined,
  );
  if (line === undefined) return null;
  const { flags } = COUNTRIES[country];
  const ask = <T>(question: Promise<T>, none: T): Promise<T> =>
    question.catch((error: unknown) => {
      console.warn('The add-to-cart flow could not read what to offer', error);
      return none;
    });
  const [offers, complementary] = await Promise.all([
    // spec/2 §2, §5: no guarantee is offered on the payment page.
    flags.extraGuarantee && !page.onPaymentPage && !isGuaranteed(cart.lineItems, sku)
      ? ask(store.guaranteeOffers(sku), [])
      : Promise.resolve([]),
    flags.complementaryProducts ? ask(store.complementaryProducts([sku]), []) : Promise.resolve([]),
  ]);
  return { sku, name: line.name, lineItemId: line.id, offers, complementary };
}

/**
 * spec/2 §4 Add-to-cart flow: adds one of an SKU, then opens the sidebar the flow names — the extra guarantee if the
 * store offers it and the item is not yet guaranteed or excluded, otherwise the complementary products if enabled
 * and there are some, otherwise the cart. A failed add shows the spec's notification (cart-adding-problem) and opens
 * nothing. Answers whether the add went through.
 */
export async function addAndOpenSidebar(t: Translate, store: CartStore, page: AddPage, sku: string): Promise<boolean> {
  const answer = await tryCartChange(t, () => store.add(sku, 1), true);
  if (answer === null) return false;
  const item = await followUp(store, page, answer, sku);
  addedItem.value = item;
  openSidebar.value = sidebarAfterAddToCartIn(page.country, {
    alreadyGuaranteed: isGuaranteed(answer.lineItems, sku),
    // spec/2 §4 "excluded": nothing to offer for the item (add-to-cart-flow.ts says why that counts as excluded).
    excludedFromGuarantee: (item?.offers.length ?? 0) === 0,
    complementaryProductCount: item?.complementary.length ?? 0,
  });
  return true;
}

/**
 * A card's quick add-to-cart button's accessible name: its visible text, then the product (WCAG 2.5.3 label in name:
 * the name begins with what the button shows, in every language), e.g. "Add to cart – Cordless drill X18".
 */
export function quickAddLabel(t: Translate, productName: string): string {
  return `${t('product.addToCart.button')} – ${productName}`;
}

/** The attribute of a card's quick add-to-cart button: the SKU it adds (spec/2 §2 quick add-to-cart). */
export const QUICK_ADD_ATTRIBUTE = 'data-add-to-cart';

/**
 * Quick add-to-cart wherever a product card is (spec/2 §2): a listing, related products, and the product blocks,
 * which arrive as server-rendered HTML with no script of their own (runtime/components/static-block/StaticBlock.tsx). One listener on the
 * document serves every card's button, rendered by React or not. Returns the uninstaller.
 */
export function installQuickAdd(t: Translate, store: CartStore, page: AddPage): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest(`[${QUICK_ADD_ATTRIBUTE}]`) : null;
    const sku = target?.getAttribute(QUICK_ADD_ATTRIBUTE);
    if (!target || !sku || target.getAttribute('aria-busy') === 'true') return;
    event.preventDefault();
    target.setAttribute('aria-busy', 'true');
    void addAndOpenSidebar(t, store, page, sku).finally(() => target.removeAttribute('aria-busy'));
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
