import type { ProductTileView } from '../../pages/product/product-view.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { PriceTag } from './PriceTag.tsx';
import { RatingStars } from './RatingStars.tsx';
import './product.css';

const TILE_IMAGE_SIZE = 240;

/** A product card of the product page's sections (related products): picture, name, rating and price. */
export function ProductTile({ product }: { product: ProductTileView }) {
  const { t } = useTranslation();
  return (
    <article className="product-tile">
      <a href={product.link} className="product-tile__link">
        {product.image && (
          <img src={product.image.url} alt="" width={TILE_IMAGE_SIZE} height={TILE_IMAGE_SIZE} loading="lazy" />
        )}
        <h3 className="product-tile__name">{product.name}</h3>
      </a>
      {product.reviewCount > 0 && (
        <p className="product-tile__rating">
          <RatingStars rating={product.averageRating} />{' '}
          <span className="product-tile__count">({t('product.reviews.count', { count: product.reviewCount })})</span>
        </p>
      )}
      {product.price && (
        <p className="product-tile__price">
          <PriceTag price={product.price} />
        </p>
      )}
    </article>
  );
}
