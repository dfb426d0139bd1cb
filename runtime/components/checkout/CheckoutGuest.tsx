import { useTranslation } from '../../i18n/use-translation.ts';
import { useShop } from '../../view/use-shop.ts';
import './checkout.css';

/**
 * The checkout's entry and its log-in, registration and password-reset pages (spec/2 §2 /checkout, /checkout/login,
 * /checkout/create-account, /checkout/password-reset) while customer accounts are not built (spec/3): a guest checks
 * out with an e-mail only (spec/2 §1), so the page says so and leads on to the addresses step.
 */
export function CheckoutGuest() {
  const { t } = useTranslation();
  const { href } = useShop();
  return (
    <section className="checkout checkout--centred">
      <h1>{t('checkout.guest.title')}</h1>
      <p>{t('checkout.guest.text')}</p>
      <div className="checkout__actions">
        <a className="button button--primary" href={href('checkoutAddresses')}>
          {t('checkout.guest.continue')}
        </a>
      </div>
    </section>
  );
}
