import { CheckoutStepLoader, lazyStep } from '../../../components/checkout/CheckoutStepLoader.tsx';

const Step = lazyStep(() => import('../../../components/checkout/AddressesStep.tsx'), 'AddressesStep');

export default function Page() {
  return <CheckoutStepLoader routeKey="checkoutAddresses" step={Step} />;
}
