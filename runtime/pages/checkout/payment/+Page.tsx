import { CheckoutStepLoader, lazyStep } from '../../../components/checkout/CheckoutStepLoader.tsx';

const Step = lazyStep(() => import('../../../components/checkout/PaymentStep.tsx'), 'PaymentStep');

export default function Page() {
  return <CheckoutStepLoader routeKey="checkoutPayment" step={Step} />;
}
