// spec/1 §2.1 /checkout/payment: the checkout's payment step (step 4 of 5).
import { routeTo } from '../../../view/shop-route.ts';

export default routeTo(['checkoutPayment']);
