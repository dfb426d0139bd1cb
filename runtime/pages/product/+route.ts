// spec/1 §2.1 "/p/{slug?}" and the catch-all with a product slug (ending in 8 digits).
import { routeTo } from '../../view/shop-route.ts';

export default routeTo(['product']);
