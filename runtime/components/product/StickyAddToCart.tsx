import type { PriceView } from '../../view/product-view.ts';
import { AddToCartButton } from '../cart/AddToCartButton.tsx';
import { PriceTag } from './PriceTag.tsx';
import './product.css';

/**
 * spec/1 §2.2 the sticky add-to-cart bar of product pages (the frame leaves room for it at the bottom), spec/2 §2 "A
 * floating add-to-cart bar appears once the main add-to-cart button has scrolled out of view": `shown` says so.
 * Hidden, it is out of the accessibility tree and the tab order too (the main button is in view).
 */
export function StickyAddToCart({
  sku,
  name,
  price,
  stock,
  shown,
}: {
  sku: string;
  name: string;
  price: PriceView | null;
  stock: number;
  shown: boolean;
}) {
  return (
    <div className={`sticky-cart${shown ? ' sticky-cart--shown' : ''}`} inert={!shown}>
      <div className="sticky-cart__inner">
        <p className="sticky-cart__name">{name}</p>
        {price && (
          <p className="sticky-cart__price">
            <PriceTag price={price} />
          </p>
        )}
        <div className="sticky-cart__action">
          <AddToCartButton sku={sku} stock={stock} />
        </div>
      </div>
    </div>
  );
}
