import { useData } from 'vike-react/useData';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useShop } from '../use-shop.ts';
import type { ServiceData } from './+data.ts';
import { CheckoutCart } from '../../components/cart/CheckoutCart.tsx';
import { PaymentStep } from '../../components/checkout/PaymentStep.tsx';
import { AddressesStep } from '../../components/checkout/AddressesStep.tsx';
import { ThankYou } from '../../components/checkout/ThankYou.tsx';

/** The frame of an account, checkout or service page (spec/1 §2.1); its form comes with its own issue. */
export default function Page() {
  const data = useData<ServiceData>();
  const { t } = useTranslation();
  const { href } = useShop();
  if (data.routeKey === 'checkoutCart') return <CheckoutCart />;
  if (data.routeKey === 'checkoutAddresses') return <AddressesStep />;
  if (data.routeKey === 'checkoutPayment') return <PaymentStep />;
  if (data.routeKey === 'checkoutThankYou') return <ThankYou />;
  return (
    <section className="service-page">
      <h1>{data.heading}</h1>
      <p>{data.text}</p>
      <a className="button button--primary" href={href('home')}>
        {t('pages.service.continueShopping')}
      </a>
    </section>
  );
}
