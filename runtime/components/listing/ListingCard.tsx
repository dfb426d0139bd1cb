import { quickTagsOf } from '../../domain/routing/listing-filters.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { ProductCard } from '../../pages/listing-data.ts';
import { formatPrice } from '../format.ts';
import { formatShortRating } from '../product/number-format.ts';

/** The shop's product pictures are square (runtime/server/images: 600 × 600); the card shows them at half size. */
const IMAGE_SIZE = 300;

/**
 * spec/1 §2.6 a product in a listing: picture, name (the card's one link), brand, price with the discounted price,
 * rating, quick-tag badges (new, bestseller, bware, on-sale, topRated) and energy class.
 */
export function ListingCard({ product, eager }: { product: ProductCard; eager: boolean }) {
  const { t, locale } = useTranslation();
  const { price } = product;
  // spec/2 §3 Price: a discounted price counts while its isActive flag is on.
  const discounted = price?.discounted?.isActive ? price.discounted.value : null;
  const rating = formatShortRating(product.averageRating, locale);
  const badges = quickTagsOf(product.tags);
  return (
    <article className="product-card">
      <div className="product-card__picture">
        {product.image ? (
          // The picture shows what the name says; the name is the card's link, so the picture is decorative.
          // Pictures below the first row load lazily; the first row is in view at once.
          <img
            src={product.image.url}
            alt=""
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <div className="product-card__no-picture" />
        )}
      </div>
      {badges.length > 0 && (
        <ul className="product-card__badges">
          {badges.map((tag) => (
            <li key={tag} className={`product-card__badge product-card__badge--${tag}`}>
              {t(`listing.tags.${tag}`)}
            </li>
          ))}
        </ul>
      )}
      <h2 className="product-card__name">
        <a href={product.link}>{product.name}</a>
      </h2>
      {product.brand !== '' && <p className="product-card__brand">{product.brand}</p>}
      {product.reviewCount > 0 && (
        <p className="product-card__rating">
          <span aria-hidden="true">
            ★ {rating} ({product.reviewCount})
          </span>
          <span className="visually-hidden">{t('listing.card.rating', { rating, count: product.reviewCount })}</span>
        </p>
      )}
      {product.energyClass !== null && (
        <p className="product-card__energy" data-energy-class={product.energyClass}>
          {t('listing.card.energyClass', { class: product.energyClass })}
        </p>
      )}
      {price && (
        <p className="product-card__price">
          {discounted ? (
            <>
              <span className="visually-hidden">{t('listing.card.salePrice')} </span>
              <ins className="product-card__sale-price">{formatPrice(discounted, locale)}</ins>{' '}
              <span className="visually-hidden">{t('listing.card.originalPrice')} </span>
              <del className="product-card__original-price">{formatPrice(price.value, locale)}</del>
            </>
          ) : (
            formatPrice(price.value, locale)
          )}
        </p>
      )}
      <p className={product.isOnStock ? 'product-card__stock' : 'product-card__stock product-card__stock--out'}>
        {t(product.isOnStock ? 'listing.card.inStock' : 'listing.card.outOfStock')}
      </p>
    </article>
  );
}
