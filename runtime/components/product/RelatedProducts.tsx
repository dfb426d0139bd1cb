import type { ProductTileView } from '../../pages/product/product-view.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ProductTile } from './ProductTile.tsx';
import './product.css';

/**
 * spec/3 §3 related accessories as cards: the data hook keeps only in-stock, sellable products, at most 8 (spec/1
 * §5, §9.7; runtime/domain/cart/related-accessories.ts). Nothing to show, no section.
 */
export function RelatedProducts({ products }: { products: readonly ProductTileView[] }) {
  const { t } = useTranslation();
  if (products.length === 0) return null;
  return (
    <section className="related" aria-labelledby="related-products">
      <h2 id="related-products">{t('product.related.heading')}</h2>
      <ul className="related__list">
        {products.map((product) => (
          <li key={product.sku}>
            <ProductTile product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
