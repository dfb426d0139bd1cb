// spec/1 §2.1 /adyen-payment-error: where the payment provider sends a shopper whose payment failed.
import { routeTo } from '../../view/shop-route.ts';

export default routeTo(['paymentError']);
