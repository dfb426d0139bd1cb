import { CheckoutStepLoader, lazyStep } from '../../../components/checkout/CheckoutStepLoader.tsx';

const Step = lazyStep(() => import('../../../components/checkout/ThankYou.tsx'), 'ThankYou');

export default function Page() {
  return <CheckoutStepLoader routeKey="checkoutThankYou" step={Step} />;
}
