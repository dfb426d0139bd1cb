// spec/1 §2.1 /login.
import { routeTo } from '../../../view/shop-route.ts';

export default routeTo(['login']);
