// spec/1 §2.1 the catch-all "/{slug?}" and "/c/{slug?}": a category or a content page; the store tells which.
import { routeTo } from '../../view/shop-route.ts';

export default routeTo(['category', 'content']);
