// spec/1 §2.1 "/ and /home" (the alternative /home redirects to /, §9.6).
import { routeTo } from '../../view/shop-route.ts';

export default routeTo(['home']);
