import { CheckoutStepLoader, lazyStep } from '../../../components/checkout/CheckoutStepLoader.tsx';
import { CheckoutStoreProvider } from '../../../components/checkout/CheckoutStoreProvider.tsx';

const Step = lazyStep(() => import('../../../components/checkout/PaymentStep.tsx'), 'PaymentStep');

export default function Page() {
  return (
    <CheckoutStoreProvider>
      <CheckoutStepLoader routeKey="checkoutPayment" step={Step} />
    </CheckoutStoreProvider>
  );
}
