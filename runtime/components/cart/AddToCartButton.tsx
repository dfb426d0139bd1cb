import { useSignals } from '@preact/signals-react/runtime';
import { addToCartButtonState } from '../../domain/cart/available-quantity.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { addPageOf } from '../../state/added-item.ts';
import { useShop } from '../../view/use-shop.ts';
import { addAndOpenSidebar } from './add-flow.ts';
import { useCartStore } from './CartStoreProvider.tsx';
import './cart.css';

export interface AddToCartButtonProps {
  readonly sku: string;
  /** The product's stock (spec/2 §5 Add to cart). */
  readonly stock: number;
  readonly className?: string;
}

/**
 * spec/2 §4 Add-to-cart flow, §5 Add to cart: adds one of the product; reads out-of-stock when nothing more can be
 * added (the stock less what the cart holds, at most 1000). After the add the flow opens the next sidebar: the extra
 * guarantee, the complementary products or the cart. A failed add shows the spec's notification (cart-adding-problem).
 * The button waits while an add of its product is on its way (the cart store's `adding`).
 */
export function AddToCartButton({ sku, stock, className = '' }: AddToCartButtonProps) {
  useSignals();
  const { t } = useTranslation();
  const { shop } = useShop();
  const store = useCartStore();
  const busy = store.adding.value.includes(sku);
  const state = addToCartButtonState(sku, stock, store.quantityOf(sku));

  if (state === 'outOfStock') {
    return (
      <button type="button" className={`button add-to-cart ${className}`} disabled>
        {t('product.addToCart.outOfStock')}
      </button>
    );
  }
  return (
    <button
      type="button"
      className={`button button--primary add-to-cart ${className}`}
      aria-busy={busy}
      onClick={() => void addAndOpenSidebar(t, store, addPageOf(shop), sku)}
    >
      {busy ? t('cart.adding') : t('product.addToCart.button')}
    </button>
  );
}
