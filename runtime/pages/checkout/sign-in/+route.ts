// spec/1 §2.1 who checks out: the checkout's entry (/checkout) and its log-in, registration and password-reset pages.
import { routeTo } from '../../../view/shop-route.ts';

export default routeTo(['checkout', 'checkoutLogin', 'checkoutCreateAccount', 'checkoutPasswordReset']);
