import { CheckoutCart } from '../../../components/cart/CheckoutCart.tsx';
import { CheckoutStoreProvider } from '../../../components/checkout/CheckoutStoreProvider.tsx';

export default function Page() {
  return (
    <CheckoutStoreProvider>
      <CheckoutCart />
    </CheckoutStoreProvider>
  );
}
