import type { AvailabilityView } from '../../view/product-view.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import './product.css';

/**
 * spec/2 §3 Product availability: in stock or out of stock, the low-stock hint (spec/2 §9 low-stock boundaries) and
 * the delivery estimate (spec/2 §5 Shipping, spec/3 §9), which only a product in stock has.
 */
export function ProductAvailability({ availability }: { availability: AvailabilityView }) {
  const { t } = useTranslation();
  const { isOnStock, lowStockQuantity, deliveryDate } = availability;
  return (
    <div className="availability">
      <p
        className={
          isOnStock ? 'availability__state availability__state--in' : 'availability__state availability__state--out'
        }
      >
        <span aria-hidden="true" className="availability__dot" />
        {isOnStock ? t('product.availability.inStock') : t('product.availability.outOfStock')}
        {lowStockQuantity !== null && (
          <span className="availability__low">
            {' '}
            · {t('product.availability.lowStock', { count: lowStockQuantity })}
          </span>
        )}
      </p>
      {deliveryDate !== null && (
        <p className="availability__delivery">{t('product.availability.delivery', { date: deliveryDate })}</p>
      )}
    </div>
  );
}
