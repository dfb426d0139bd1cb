// spec/1 §2.1 the CMS pages: the information pages (/privacy-data/ … /merchant-information/) and the help centre,
// whose path comes from a translation (information-pages.ts), and the catch-all's content pages, which the slug
// page hands on here once the store has said the path is one (ADR 038).
import { routeTo, type RoutedUrl } from '../../view/shop-route.ts';
import { INFORMATION_ROUTE_KEYS } from '../../view/information-pages.ts';
import { rewrittenContentPath } from '../../domain/routing/content-rewrite.ts';

const information = routeTo(INFORMATION_ROUTE_KEYS);
const content = routeTo(['content']);

export default function route(pageContext: RoutedUrl) {
  if (rewrittenContentPath(pageContext.urlParsed.pathname) === null) return information(pageContext);
  // The slug page's route has the catch-all too: the rewrite's address is this page's.
  const matched = content(pageContext);
  return matched === false ? false : { ...matched, precedence: 1 };
}
