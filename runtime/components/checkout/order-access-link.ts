// The thank-you page opened from the order confirmation e-mail's link (ADR 039): its `?access=` token is taken from
// the address bar at once — so it is not left in the history, a bookmark or a shared screenshot of the address — and
// kept for this tab (sessionStorage), so a reload of the page still opens the order; the mail's link itself opens it
// again whenever it is followed.
import { ORDER_ACCESS_QUERY_KEY, orderAccessTokenOfQuery } from '../../domain/checkout/order-access-token.ts';

/** What of the browser this reads and changes (window, or a test's own). */
export interface OrderAccessBrowser {
  readonly location: { readonly href: string };
  readonly history: Pick<History, 'state' | 'replaceState'>;
  readonly sessionStorage: Pick<Storage, 'getItem' | 'setItem'>;
}

const storageKey = (orderId: string) => `order-access:${orderId}`;

/**
 * The order link's token for `orderId` on this page: the address's (then removed from it, and kept for the tab), or
 * the one kept for this tab; undefined when there is none. Runs in the browser only (an effect).
 */
export function takeOrderAccess(orderId: string | null, browser: OrderAccessBrowser): string | undefined {
  if (orderId === null) return undefined;
  const url = new URL(browser.location.href);
  const fromLink = orderAccessTokenOfQuery(url.search);
  if (url.searchParams.has(ORDER_ACCESS_QUERY_KEY)) {
    url.searchParams.delete(ORDER_ACCESS_QUERY_KEY);
    // The router's own history state is kept: only the address changes.
    browser.history.replaceState(browser.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  try {
    if (fromLink !== null) browser.sessionStorage.setItem(storageKey(orderId), fromLink);
    return fromLink ?? browser.sessionStorage.getItem(storageKey(orderId)) ?? undefined;
  } catch {
    // Storage refused (a private mode, a full quota): the link's token still opens the order, only a reload will not.
    return fromLink ?? undefined;
  }
}
