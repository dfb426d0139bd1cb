// spec/1 §2.1 the information pages (/privacy-data/ … /merchant-information/) and the help centre, whose path comes
// from a translation: CMS pages under their route's slug (information-pages.ts).
import { routeTo } from '../../view/shop-route.ts';
import { INFORMATION_ROUTE_KEYS } from '../../view/information-pages.ts';

export default routeTo(INFORMATION_ROUTE_KEYS);
