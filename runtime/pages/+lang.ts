// https://vike.dev/lang — <html lang> is the page's language (WCAG 3.1.1).
import type { PageContext } from 'vike/types';

export default (pageContext: PageContext) => pageContext.shop.language;
