import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import type { CountryCode } from '../../../generated/index.ts';
import { sidebarAfterAddToCartIn } from '../../domain/cart/add-to-cart-flow.ts';
import { addToCartButtonState } from '../../domain/cart/available-quantity.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useShop } from '../../pages/use-shop.ts';
import { addToCart, quantityInCart } from '../../state/cart-store.ts';
import { openSidebar } from '../../state/ui-state.ts';
import { tryCartChange } from './cart-change.ts';
import './cart.css';

export interface AddToCartButtonProps {
  readonly sku: string;
  /** The product's name, for the accessible name of a quick add (a card's button says which product). */
  readonly name: string;
  /** The product's stock (spec/2 §5 Add to cart). */
  readonly stock: number;
  readonly className?: string;
  /** A card's quick add-to-cart (spec/2 §2): its accessible name names the product. */
  readonly quick?: boolean;
}

/**
 * spec/2 §4 Add-to-cart flow, §5 Add to cart: adds one of the product; reads out-of-stock when nothing more can be
 * added (the stock less what the cart holds, at most 1000). After the add the flow opens the next sidebar: the extra
 * guarantee, the complementary products or the cart. A failed add shows the spec's notification (cart-adding-problem).
 */
export function AddToCartButton({ sku, name, stock, className = '', quick = false }: AddToCartButtonProps) {
  useSignals();
  const { t } = useTranslation();
  const { shop } = useShop();
  const [busy, setBusy] = useState(false);
  const state = addToCartButtonState(sku, stock, quantityInCart(sku));

  if (state === 'outOfStock') {
    return (
      <button type="button" className={`button add-to-cart ${className}`} disabled>
        {t('product.addToCart.outOfStock')}
      </button>
    );
  }
  const add = async () => {
    setBusy(true);
    const answer = await tryCartChange(t, () => addToCart(sku, 1), true);
    setBusy(false);
    if (answer === null) return;
    // The guarantee offers and complementary products are asked of the server once those sidebars exist; until
    // then there is nothing to offer, and the flow ends at the cart sidebar (sidebarAfterAddToCart's rule).
    openSidebar.value = sidebarAfterAddToCartIn(shop.country as CountryCode, {
      alreadyGuaranteed: false,
      excludedFromGuarantee: true,
      complementaryProductCount: 0,
    });
  };
  return (
    <button
      type="button"
      className={`button button--primary add-to-cart ${className}`}
      aria-busy={busy}
      aria-label={quick ? t('cart.quickAdd', { name }) : undefined}
      onClick={() => void add()}
    >
      {busy ? t('cart.adding') : t('product.addToCart.button')}
    </button>
  );
}
