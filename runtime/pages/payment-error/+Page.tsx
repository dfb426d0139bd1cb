// spec/2 §2, §8: the payment error page, with the message of the code in `?error=` and the way back to paying.
export { PaymentError as default } from '../../components/checkout/PaymentError.tsx';
