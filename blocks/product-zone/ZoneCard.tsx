import type { Money } from '../../generated/index.ts';
import { formatPrice } from '../../runtime/components/format.ts';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';

type Amount = Pick<Money, 'centAmount' | 'currencyCode'>;

/** A product as a product block's card shows it (zone-products.server.ts): only what the card renders. */
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

/**
 * A product's card in the product blocks (spec/1 §2.9 product zones and product listings; styles in
 * product-zone.css): one link named by the product, its picture decorative, the price to pay and, under an
 * active discount, the price before struck through (spec/2 §3), and whether it is out of stock. A list item: the
 * blocks list their products.
 */
export function ZoneCard({ product }: { readonly product: ZoneProduct }) {
  const { t, locale } = useTranslation();
  return (
    <li className="zone-card">
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
  );
}
