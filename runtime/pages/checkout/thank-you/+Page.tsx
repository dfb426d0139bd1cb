import { CheckoutStepLoader, lazyStep } from '../../../components/checkout/CheckoutStepLoader.tsx';
import { CheckoutStoreProvider } from '../../../components/checkout/CheckoutStoreProvider.tsx';

const Step = lazyStep(() => import('../../../components/checkout/ThankYou.tsx'), 'ThankYou');

export default function Page() {
  return (
    <CheckoutStoreProvider>
      <CheckoutStepLoader routeKey="checkoutThankYou" step={Step} />
    </CheckoutStoreProvider>
  );
}
