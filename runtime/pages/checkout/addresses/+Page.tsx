import { CheckoutStepLoader, lazyStep } from '../../../components/checkout/CheckoutStepLoader.tsx';
import { CheckoutStoreProvider } from '../../../components/checkout/CheckoutStoreProvider.tsx';

const Step = lazyStep(() => import('../../../components/checkout/AddressesStep.tsx'), 'AddressesStep');

export default function Page() {
  return (
    <CheckoutStoreProvider>
      <CheckoutStepLoader routeKey="checkoutAddresses" step={Step} />
    </CheckoutStoreProvider>
  );
}
