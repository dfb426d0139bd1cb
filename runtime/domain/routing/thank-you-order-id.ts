import type { CountryCode } from '../../../generated/index.ts';
import { parseLanguagePrefix } from './language-prefix.ts';
import { matchRoute } from './match-route.ts';
import { queryParams, type QueryInput } from './query-string.ts';

/** The query parameter of the thank-you page that carries the order id (spec/1 §2.1 "order={orderId}"). */
export const ORDER_QUERY_KEY = 'order';

// The id goes into the my-orders lookup "by id or orderNumber" (spec/2 §7), so only id-shaped values are taken:
// letters, digits, dashes and underscores (commerce ids are UUIDs, order numbers letters and digits). The spec
// does not give the shape; anything else is no id rather than text passed on to a query.
const ORDER_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * The order id of a thank-you page request (spec/1 §2.1 "The thank-you page path carries the order id (query
 * parameter order={orderId} or in the slug)"; spec/2 §2): the slug `/checkout/thank-you/<id>` first, then the
 * `order` query parameter. Null when the path is not the thank-you page or neither carries a valid id.
 */
export function thankYouOrderId(country: CountryCode, path: string, query: QueryInput): string | null {
  const parsed = parseLanguagePrefix(country, path);
  const match = matchRoute(country, parsed.language, parsed.pathWithoutPrefix);
  if (match?.routeKeys[0] !== 'checkoutThankYou') return null;
  for (const candidate of [match.params.orderId, queryParams(query).get(ORDER_QUERY_KEY)]) {
    if (candidate != null && ORDER_ID.test(candidate)) return candidate;
  }
  return null;
}
