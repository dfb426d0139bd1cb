// spec/1 §2.1 "/search; parameters new-arrivals and sales select preset lists".
import { routeTo } from '../../view/shop-route.ts';

export default routeTo(['search']);
