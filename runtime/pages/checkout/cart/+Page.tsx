import { CheckoutStepLoader, lazyStep } from '../../../components/checkout/CheckoutStepLoader.tsx';

const Step = lazyStep(() => import('../../../components/cart/CheckoutCart.tsx'), 'CheckoutCart');

export default function Page() {
  return <CheckoutStepLoader routeKey="checkoutCart" step={Step} />;
}
