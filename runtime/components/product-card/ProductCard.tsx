import { COUNTRIES, type CountryCode } from '../../../generated/index.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useShop } from '../../view/use-shop.ts';
import { QUICK_ADD_ATTRIBUTE, quickAddLabel } from '../cart/add-flow.ts';
import { formatPrice, formatRating } from '../format.ts';
import type { ProductCardView } from '../../view/product-card-view.ts';
import './product-card.css';

export interface ProductCardProps {
  readonly product: ProductCardView;
  /**
   * The name's heading level, one below the heading of what lists the cards: 2 in a listing page (under its h1), 3
   * in a section with its own h2 (related products, the product blocks).
   */
  readonly headingLevel: 2 | 3;
  /** The picture's width and height in CSS pixels (the shop's pictures are square: runtime/server/images). */
  readonly imageSize: number;
  /** The picture is in view when the page opens: it loads at once; the others load lazily. */
  readonly eager?: boolean;
}

/**
 * A product's card wherever products are listed: a listing (spec/1 §2.6), related products (spec/3 §3), the product
 * blocks (spec/1 §2.9). Its picture, its name as the card's one link (covering the card), brand, rating, quick-tag
 * badges (new, bestseller, bware, on-sale, topRated), energy class, the price to pay with the price before an
 * active discount struck through (spec/2 §3), and whether it is in stock. The rating is written as the product
 * page writes it (formatRating: one decimal, the locale's separator).
 */
export function ProductCard({ product, headingLevel, imageSize, eager = false }: ProductCardProps) {
  const { t, locale } = useTranslation();
  const { shop } = useShop();
  const { price } = product;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const rating = formatRating(product.averageRating, locale);
  return (
    <article className="product-card">
      <div className="product-card__picture">
        {product.image ? (
          // The picture shows what the name says; the name is the card's link, so the picture is decorative.
          <img
            src={product.image.url}
            alt=""
            width={imageSize}
            height={imageSize}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <div className="product-card__no-picture" />
        )}
      </div>
      {product.quickTags.length > 0 && (
        <ul className="product-card__badges">
          {product.quickTags.map((tag) => (
            <li key={tag} className={`product-card__badge product-card__badge--${tag}`}>
              {t(`listing.tags.${tag}`)}
            </li>
          ))}
        </ul>
      )}
      <Heading className="product-card__name">
        <a href={product.link}>{product.name}</a>
      </Heading>
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
          {price.old ? (
            <>
              <span className="visually-hidden">{t('listing.card.salePrice')} </span>
              <ins className="product-card__sale-price">{formatPrice(price.current, locale)}</ins>{' '}
              <span className="visually-hidden">{t('listing.card.originalPrice')} </span>
              <del className="product-card__original-price">{formatPrice(price.old, locale)}</del>
            </>
          ) : (
            formatPrice(price.current, locale)
          )}
        </p>
      )}
      <p className={product.isOnStock ? 'product-card__stock' : 'product-card__stock product-card__stock--out'}>
        {t(product.isOnStock ? 'listing.card.inStock' : 'listing.card.outOfStock')}
      </p>
      {/* spec/2 §2 quick add-to-cart, except where the market restricts it (AT, DE); handled by add-flow.ts. */}
      {price && product.isOnStock && !COUNTRIES[shop.country as CountryCode].flags.quickAddToCartRestricted && (
        <button
          type="button"
          className="button product-card__add"
          {...{ [QUICK_ADD_ATTRIBUTE]: product.sku }}
          aria-label={quickAddLabel(t, product.name)}
        >
          {t('product.addToCart.button')}
        </button>
      )}
    </article>
  );
}
