import type { ProductPriceView } from '../../view/product-view.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatNumber } from '../format.ts';
import { PriceTag } from './PriceTag.tsx';
import './product.css';

/**
 * The product's price (spec/2 §3) with the country's tax note ("incl. 19 % VAT", spec/2 §5 VAT percentage) and,
 * where the country shows one, the price disclaimer (spec/2 §5 Price disclaimer).
 */
export function ProductPrice({ price }: { price: ProductPriceView | null }) {
  const { t, locale } = useTranslation();
  if (price === null)
    return <p className="product-price product-price--unavailable">{t('product.price.unavailable')}</p>;
  return (
    <div className="product-price">
      <p className="product-price__amount">
        <PriceTag price={price} large />
      </p>
      <p className="product-price__tax">{t('product.price.vat', { vat: formatNumber(price.vatPercentage, locale) })}</p>
      {price.disclaimer && <p className="product-price__disclaimer">{t('product.price.disclaimer')}</p>}
    </div>
  );
}
