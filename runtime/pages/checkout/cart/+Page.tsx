export { CheckoutCart as default } from '../../../components/cart/CheckoutCart.tsx';
