// spec/1 §2.1 /log-out.
import { routeTo } from '../../../view/shop-route.ts';

export default routeTo(['logOut']);
