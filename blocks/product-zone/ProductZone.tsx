import { useId } from 'react';
import type { Money } from '../../generated/index.ts';
import { formatPrice } from '../../runtime/components/format.ts';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { BlockProps } from '../block-types.ts';
import './product-zone.css';

/** The props of a 'product-zone' block (blocks/product-zone/schema.json). */
export interface ProductZoneProps {
  readonly heading?: string;
  readonly categoryKey?: string;
  readonly tag?: string;
  readonly skus?: readonly string[];
  readonly limit?: number;
  readonly inStockOnly?: boolean;
}

type Amount = Pick<Money, 'centAmount' | 'currencyCode'>;

/** A product as the zone shows it: only what its card renders. */
export interface ZoneProduct {
  readonly id: string;
  readonly name: string;
  readonly link: string;
  readonly image: { readonly url: string; readonly label: string } | null;
  /** The price to pay: the active discounted price, else the price (spec/2 §3). */
  readonly price: Amount | null;
  /** The price before an active discount, struck through. */
  readonly previousPrice: Amount | null;
  readonly isOnStock: boolean;
}

export interface ProductZoneData {
  readonly products: readonly ZoneProduct[];
  /** The category's name, when the zone shows a category (its default heading). */
  readonly categoryName: string | null;
  /** The full listing behind the zone: the category page, filtered by the tag (spec/1 §2.6). */
  readonly seeAllLink: string | null;
}

const TAG_HEADINGS = new Set(['new', 'bestseller', 'bware', 'on-sale', 'topRated']);

/** spec/1 §2.9 product listing / product zone: a heading and a card per product. */
export function ProductZone({ props, data }: BlockProps<ProductZoneProps, ProductZoneData>) {
  const { t, locale } = useTranslation();
  const headingId = useId();
  const heading =
    props.heading ??
    (props.tag !== undefined && TAG_HEADINGS.has(props.tag) ? t(`blocks.productZone.tags.${props.tag}`) : null) ??
    data.categoryName ??
    t('blocks.productZone.heading');
  return (
    <section className="block block-product-zone" aria-labelledby={headingId}>
      <div className="product-zone__head">
        <h2 id={headingId}>{heading}</h2>
        {data.seeAllLink ? (
          <a href={data.seeAllLink} aria-describedby={headingId}>
            {t('blocks.productZone.seeAll')}
          </a>
        ) : null}
      </div>
      <ul className="product-zone">
        {data.products.map((product) => (
          <li key={product.id} className="zone-card">
            <a href={product.link} className="zone-card__link">
              {product.image ? (
                <img src={product.image.url} alt="" width={200} height={200} loading="lazy" decoding="async" />
              ) : null}
              <span className="zone-card__name">{product.name}</span>
            </a>
            {product.price ? (
              <p className="zone-card__price">
                {product.previousPrice ? (
                  <>
                    <span className="visually-hidden">{t('blocks.productZone.nowPrice')} </span>
                    <strong className="zone-card__sale">{formatPrice(product.price, locale)}</strong>{' '}
                    <span className="visually-hidden">{t('blocks.productZone.previousPrice')} </span>
                    <s>{formatPrice(product.previousPrice, locale)}</s>
                  </>
                ) : (
                  <strong>{formatPrice(product.price, locale)}</strong>
                )}
              </p>
            ) : null}
            {product.isOnStock ? null : <p className="zone-card__stock">{t('blocks.productZone.outOfStock')}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
