import type { ProductCardView } from '../../view/product-card-view.ts';
import { ProductCard } from '../product-card/ProductCard.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import './product.css';

const IMAGE_SIZE = 240;

/**
 * spec/3 §3 related accessories as cards: the data hook keeps only in-stock, sellable products, at most 8 (spec/1
 * §5, §9.7; runtime/domain/cart/related-accessories.ts). Nothing to show, no section.
 */
export function RelatedProducts({ products }: { products: readonly ProductCardView[] }) {
  const { t } = useTranslation();
  if (products.length === 0) return null;
  return (
    <section className="related" aria-labelledby="related-products">
      <h2 id="related-products">{t('product.related.heading')}</h2>
      <ul className="related__list">
        {products.map((product) => (
          <li key={product.sku}>
            <ProductCard product={product} headingLevel={3} imageSize={IMAGE_SIZE} />
          </li>
        ))}
      </ul>
    </section>
  );
}
