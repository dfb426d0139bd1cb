// spec/2 §4 Live updates, §6 Live events, §9 Other: the live cart connection's rules, for its server and its client.

/** spec/2 §4 "maximum per cart: not shown; one reading of the client says up to 10". */
export const MAX_LIVE_CONNECTIONS_PER_CART = 10;

/** spec/2 §4, §9: the client retries a failed connection twice, 5000 ms apart. */
export const LIVE_RETRIES = 2;
export const LIVE_RETRY_DELAY_MS = 5000;

/**
 * The server's reconnect hint (ADR 043): a process that stops (SIGTERM, a new version) closes its connections with
 * 1012 Service Restart (RFC 6455 §7.4, IANA's close code registry), and the client connects again at once — to
 * another process — without spending a retry. The short random wait spreads the reconnections of a busy shop.
 */
export const CLOSE_SERVICE_RESTART = 1012;
export const LIVE_RESTART_DELAY_MS = { min: 200, spread: 800 } as const;

/** The query parameter naming the cart of a connection (spec/2 §7 "cart id as query parameter"). */
export const LIVE_CART_PARAMETER = 'cartId';

/** A cart id as the shop makes them (a UUID); anything else names no cart. */
const CART_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cart id of a live connection's URL (path and query), or null when it names none (spec/2 §4: closed). */
export function liveCartIdOf(url: string): string | null {
  const query = url.indexOf('?');
  if (query === -1) return null;
  const cartId = new URLSearchParams(url.slice(query + 1)).get(LIVE_CART_PARAMETER);
  return cartId !== null && CART_ID.test(cartId) ? cartId : null;
}

/** A message of the live connection as the server sends it (spec/2 §7 "server messages carry event and data"). */
export interface LiveMessage {
  readonly event: string;
  readonly data: unknown;
}

/** A server message read by the client: null when it is no message at all (not JSON, no event name). */
export function parseLiveMessage(text: string): LiveMessage | null {
  try {
    const parsed = JSON.parse(text) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { event, data } = parsed as { event?: unknown; data?: unknown };
    return typeof event === 'string' ? { event, data: data ?? null } : null;
  } catch {
    return null;
  }
}
