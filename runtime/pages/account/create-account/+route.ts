// spec/1 §2.1 /create-account: the registration.
import { routeTo } from '../../../view/shop-route.ts';

export default routeTo(['createAccount']);
