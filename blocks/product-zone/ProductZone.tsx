import { useId } from 'react';
import type { ProductZoneProps } from '../../generated/block-props.ts';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { BlockProps } from '../../runtime/view/block-types.ts';
import type { ProductCardView } from '../../runtime/view/product-card-view.ts';
import { ProductCard } from '../../runtime/components/product-card/ProductCard.tsx';
import { zoneHeading } from './zone-heading.ts';

export type { ProductZoneProps };

export interface ProductZoneData {
  readonly products: readonly ProductCardView[];
  /** The category's name, when the zone shows a category (its default heading). */
  readonly categoryName: string | null;
  /** The full listing behind the zone: the category page, filtered by the tag (spec/1 §2.6). */
  readonly seeAllLink: string | null;
}

/** The cards' pictures: at most 6 cards in a row (product-zone.css), about 200 px wide each. */
export const ZONE_IMAGE_SIZE = 200;

/**
 * spec/1 §2.9 product zone: a heading and the products as one row of cards (spec/1 §9.7 product group slider: at
 * most 6 in view, the rest scrolled to — a native scroll container, so touch, trackpad and tabbing through the
 * cards' links move it without script; product-zone.css).
 */
export function ProductZone({ props, data }: BlockProps<ProductZoneProps, ProductZoneData>) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="block block-product-zone" aria-labelledby={headingId}>
      <div className="product-zone__head">
        <h2 id={headingId}>{zoneHeading(props, data.categoryName, t)}</h2>
        {data.seeAllLink ? (
          <a href={data.seeAllLink} aria-describedby={headingId}>
            {t('blocks.productZone.seeAll')}
          </a>
        ) : null}
      </div>
      <ul className="product-zone">
        {data.products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} headingLevel={3} imageSize={ZONE_IMAGE_SIZE} />
          </li>
        ))}
      </ul>
    </section>
  );
}
