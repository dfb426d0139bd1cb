import { useId } from 'react';
import type { ProductZoneProps } from '../../generated/block-props.ts';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { BlockProps } from '../block-types.ts';
import { ZoneCard, type ZoneProduct } from './ZoneCard.tsx';
import { zoneHeading } from './zone-heading.ts';

export type { ProductZoneProps, ZoneProduct };

export interface ProductZoneData {
  readonly products: readonly ZoneProduct[];
  /** The category's name, when the zone shows a category (its default heading). */
  readonly categoryName: string | null;
  /** The full listing behind the zone: the category page, filtered by the tag (spec/1 §2.6). */
  readonly seeAllLink: string | null;
}

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
          <ZoneCard key={product.id} product={product} />
        ))}
      </ul>
    </section>
  );
}
