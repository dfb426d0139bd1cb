import type { CountryCode } from '../../../generated/index.ts';
import { sidebarAfterAddToCartIn } from '../../domain/cart/add-to-cart-flow.ts';
import type { Translate } from '../../i18n/translate.ts';
import { addToCart } from '../../state/cart-store.ts';
import { openSidebar } from '../../state/ui-state.ts';
import { tryCartChange } from './cart-change.ts';

/**
 * spec/2 §4 Add-to-cart flow: adds one of an SKU, then opens the sidebar the flow names — the extra guarantee, the
 * complementary products or the cart. A failed add shows the spec's notification (cart-adding-problem) and opens
 * nothing. Answers whether the add went through.
 */
export async function addAndOpenSidebar(t: Translate, country: CountryCode, sku: string): Promise<boolean> {
  const answer = await tryCartChange(t, () => addToCart(sku, 1), true);
  if (answer === null) return false;
  // The guarantee offers and complementary products are asked of the server once those sidebars exist; until then
  // there is nothing to offer, and the flow ends at the cart sidebar (sidebarAfterAddToCart's rule).
  openSidebar.value = sidebarAfterAddToCartIn(country, {
    alreadyGuaranteed: false,
    excludedFromGuarantee: true,
    complementaryProductCount: 0,
  });
  return true;
}

/** The attribute of a card's quick add-to-cart button: the SKU it adds (spec/2 §2 quick add-to-cart). */
export const QUICK_ADD_ATTRIBUTE = 'data-add-to-cart';

/**
 * Quick add-to-cart wherever a product card is (spec/2 §2): a listing, related products, and the product blocks,
 * which arrive as server-rendered HTML with no script of their own (blocks/StaticBlock.tsx). One listener on the
 * document serves every card's button, rendered by React or not. Returns the uninstaller.
 */
export function installQuickAdd(t: Translate, country: CountryCode): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest(`[${QUICK_ADD_ATTRIBUTE}]`) : null;
    const sku = target?.getAttribute(QUICK_ADD_ATTRIBUTE);
    if (!target || !sku || target.getAttribute('aria-busy') === 'true') return;
    event.preventDefault();
    target.setAttribute('aria-busy', 'true');
    void addAndOpenSidebar(t, country, sku).finally(() => target.removeAttribute('aria-busy'));
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
