// spec/1 §2.1 /checkout/cart: the checkout's cart step (step 1 of 5).
import { routeTo } from '../../../view/shop-route.ts';

export default routeTo(['checkoutCart']);
