// spec/1 §2.1 /checkout/thank-you/{orderId?}: the placed order (step 5 of 5).
import { routeTo } from '../../../view/shop-route.ts';

export default routeTo(['checkoutThankYou']);
