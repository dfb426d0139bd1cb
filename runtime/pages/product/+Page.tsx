import { useEffect, useRef, useState } from 'react';
import { useData } from 'vike-react/useData';
import { StaticBlock } from '../../components/static-block/StaticBlock.tsx';
import { EnergyLabel } from '../../components/product/EnergyLabel.tsx';
import { ProductAvailability } from '../../components/product/ProductAvailability.tsx';
import { ProductBreadcrumbs } from '../../components/product/ProductBreadcrumbs.tsx';
import { ProductDetails } from '../../components/product/ProductDetails.tsx';
import { ProductGallery } from '../../components/product/ProductGallery.tsx';
import { ProductHighlights } from '../../components/product/ProductHighlights.tsx';
import { ProductPrice } from '../../components/product/ProductPrice.tsx';
import { REVIEWS_ANCHOR } from '../../components/product/review-anchor.ts';
import { RatingStars } from '../../components/product/RatingStars.tsx';
import { RelatedProducts } from '../../components/product/RelatedProducts.tsx';
import { StickyAddToCart } from '../../components/product/StickyAddToCart.tsx';
import { AddToCartButton } from '../../components/cart/AddToCartButton.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { ProductData } from './+data.ts';

/** spec/1 §2.1 the product page (spec/3 §2 reviews, §3 product data, §7 comparison). */
export default function Page() {
  const { product, reviews, related, comparison } = useData<ProductData>();
  const { t } = useTranslation();
  const mainButton = useRef<HTMLDivElement>(null);
  const [mainButtonGone, setMainButtonGone] = useState(false);
  // spec/2 §2 the floating add-to-cart bar appears once the main button has scrolled out of view.
  useEffect(() => {
    const element = mainButton.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setMainButtonGone(entry ? !entry.isIntersecting : false));
    observer.observe(element);
    return () => observer.disconnect();
  }, [product.sku]);
  const forSale = product.price !== null;
  return (
    <article className="product-page">
      <ProductBreadcrumbs items={product.breadcrumbs} current={product.name} />
      <div className="product-page__top">
        {/* Keyed by product: client navigation to another product starts at its first picture. */}
        <ProductGallery key={product.sku} images={product.images} name={product.name} />
        <div className="product-page__buy">
          {product.brand !== '' && <p className="product-page__brand">{product.brand}</p>}
          <h1 className="product-page__name">{product.name}</h1>
          <p className="product-page__sku">{t('product.sku', { sku: product.sku })}</p>
          {product.rating.count > 0 && (
            <p className="product-page__rating">
              <RatingStars rating={product.rating.average} />{' '}
              <a href={`#${REVIEWS_ANCHOR}`}>{t('product.reviews.count', { count: product.rating.count })}</a>
            </p>
          )}
          {product.energyClass !== null && <EnergyLabel energyClass={product.energyClass} />}
          <ProductPrice price={product.price} />
          <ProductAvailability availability={product.availability} />
          {forSale && (
            <div className="product-page__add" ref={mainButton}>
              <AddToCartButton sku={product.sku} stock={product.availability.stock} />
            </div>
          )}
          <ProductHighlights highlights={product.highlights} />
        </div>
      </div>
      <ProductDetails product={product} />
      {/* Rendered on the server (+data.ts): not interactive. */}
      <StaticBlock entry={reviews} />
      <RelatedProducts products={related} />
      {comparison !== null && <StaticBlock entry={comparison} />}
      {forSale && (
        <StickyAddToCart
          sku={product.sku}
          name={product.name}
          price={product.price}
          stock={product.availability.stock}
          shown={mainButtonGone}
        />
      )}
    </article>
  );
}
