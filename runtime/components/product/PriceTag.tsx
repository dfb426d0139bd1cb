import type { PriceView } from '../../view/product-view.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatPrice } from '../format.ts';
import './product.css';

/**
 * spec/2 §3 a price: the price to pay and, while a discount is active, the former price struck through. The words
 * "Price" and "Previous price" are for screen readers, which do not announce strike-through.
 */
export function PriceTag({ price, large = false }: { price: PriceView; large?: boolean }) {
  const { t, locale } = useTranslation();
  return (
    <span className={large ? 'price-tag price-tag--large' : 'price-tag'}>
      <span className={price.old ? 'price-tag__current price-tag__current--sale' : 'price-tag__current'}>
        <span className="visually-hidden">{t('product.price.current')}: </span>
        {formatPrice(price.current, locale)}
      </span>
      {price.old && (
        <>
          {' '}
          <s className="price-tag__old">
            <span className="visually-hidden">{t('product.price.old')}: </span>
            {formatPrice(price.old, locale)}
          </s>
        </>
      )}
    </span>
  );
}
