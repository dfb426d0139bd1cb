// spec/2 §1, §2: guests check out with an e-mail only; customer accounts are not built yet (spec/3).
export { CheckoutGuest as default } from '../../../components/checkout/CheckoutGuest.tsx';
