// spec/1 §2.1 /checkout/addresses: the checkout's shipping and billing addresses (steps 2 and 3).
import { routeTo } from '../../../view/shop-route.ts';

export default routeTo(['checkoutAddresses']);
