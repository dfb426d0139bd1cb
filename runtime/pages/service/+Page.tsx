import { useData } from 'vike-react/useData';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useShop } from '../../view/use-shop.ts';
import type { ServiceData } from './+data.ts';
import { CheckoutCart } from '../../components/cart/CheckoutCart.tsx';
import { CheckoutStepLoader, isCheckoutStep } from '../../components/checkout/CheckoutStepLoader.tsx';

/** The frame of an account, checkout or service page (spec/1 §2.1); its form is not built yet (spec/3). */
export default function Page() {
  const data = useData<ServiceData>();
  const { t } = useTranslation();
  const { href } = useShop();
  if (data.routeKey === 'checkoutCart') return <CheckoutCart />;
  if (isCheckoutStep(data.routeKey)) return <CheckoutStepLoader routeKey={data.routeKey} />;
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
