import type { PriceView } from '../../pages/product/product-view.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { PriceTag } from './PriceTag.tsx';
import './product.css';

/**
 * spec/1 §2.2 the sticky add-to-cart bar of product pages (the frame leaves room for it at the bottom). Until the
 * cart exists, its button is present but disabled, and a visible note says ordering opens soon; a product out of
 * stock reads "Out of stock" (spec/2 §5 Add to cart). The cart issue wires the button and the floating behaviour.
 */
export function StickyAddToCart({
  name,
  price,
  isOnStock,
}: {
  name: string;
  price: PriceView | null;
  isOnStock: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="sticky-cart">
      <div className="sticky-cart__inner">
        <p className="sticky-cart__name">{name}</p>
        {price && (
          <p className="sticky-cart__price">
            <PriceTag price={price} />
          </p>
        )}
        <div className="sticky-cart__action">
          <button type="button" className="button button--primary" disabled aria-describedby="sticky-cart-note">
            {isOnStock ? t('product.addToCart.button') : t('product.addToCart.outOfStock')}
          </button>
          <p id="sticky-cart-note" className="sticky-cart__note">
            {t('product.addToCart.note')}
          </p>
        </div>
      </div>
    </div>
  );
}
