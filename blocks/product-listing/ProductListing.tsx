import { useId } from 'react';
import type { ProductListingProps } from '../../generated/block-props.ts';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { BlockProps } from '../../runtime/view/block-types.ts';
import type { ProductCardView } from '../../runtime/view/product-card-view.ts';
import { ProductCard } from '../../runtime/components/product-card/ProductCard.tsx';
import { ZONE_IMAGE_SIZE } from '../product-zone/ProductZone.tsx';
import { zoneHeading } from '../product-zone/zone-heading.ts';

export type { ProductListingProps };

export interface ProductListingData {
  readonly products: readonly ProductCardView[];
  /** The category's name, when the listing shows a category (its default heading). */
  readonly categoryName: string | null;
  /** The full listing, when it has more products than shown: its page and how many products it has. */
  readonly seeAll: { readonly link: string; readonly total: number } | null;
}

/**
 * spec/1 §2.9 product listing: a heading, the products as a grid of cards wrapping over as many rows as they need
 * (the product cards, as in the product zone), and a link to the full listing when it has more.
 */
export function ProductListing({ props, data }: BlockProps<ProductListingProps, ProductListingData>) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="block block-product-listing" aria-labelledby={headingId}>
      <h2 id={headingId}>{zoneHeading(props, data.categoryName, t)}</h2>
      <ul className="product-listing">
        {data.products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} headingLevel={3} imageSize={ZONE_IMAGE_SIZE} />
          </li>
        ))}
      </ul>
      {data.seeAll ? (
        <p className="product-listing__more">
          <a href={data.seeAll.link} className="button product-listing__see-all">
            {t('blocks.productListing.seeAll', { count: data.seeAll.total })}
          </a>
        </p>
      ) : null}
    </section>
  );
}
