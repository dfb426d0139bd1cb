import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';

/**
 * ADR 030: a shop whose card provider is the embedded test provider (`PAYMENT_PROVIDER=test`, or no `ADYEN_*` outside
 * production) says so beside every button that pays — no real money moves there — in the shopper's language.
 */
export function TestShopNotice() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <div className="test-shop-notice" role="note" aria-labelledby={titleId}>
      <p id={titleId} className="test-shop-notice__title">
        {t('checkout.testShop.title')}
      </p>
      <p>{t('checkout.testShop.text')}</p>
    </div>
  );
}
