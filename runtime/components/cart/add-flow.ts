import type { Translate } from '../../i18n/translate.ts';
import type { AddPage } from '../../state/added-item.ts';
import type { CartStore } from '../../state/cart-store.ts';
import { openSidebar } from '../../state/ui-state.ts';
import { reportCartFailure } from './cart-change.ts';

/**
 * spec/2 §4 Add-to-cart flow: adds one of an SKU through the cart store (which asks what to offer for it), then opens
 * the sidebar the flow names. A failed add shows the spec's notification (cart-adding-problem) and opens nothing.
 * Answers whether the add went through.
 */
export async function addAndOpenSidebar(t: Translate, store: CartStore, page: AddPage, sku: string): Promise<boolean> {
  try {
    const next = await store.addAndFollowUp(sku, page);
    if (next === null) return false;
    openSidebar.value = next;
    return true;
  } catch (error) {
    reportCartFailure(t, error, true);
    return false;
  }
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
