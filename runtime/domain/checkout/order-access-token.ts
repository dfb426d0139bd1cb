// The rules of an order link's access token (ADR 039): the order confirmation e-mail's "View order" link opens the
// thank-you page of that one order in any browser — a phone's mail app, a fresh browser — where the session's orders
// (spec/2 §7 my orders) do not hold it. The token is `<expiry>.<signature>`: the expiry in whole seconds since the
// epoch, and the base64url (RFC 4648 §5, unpadded) HMAC-SHA-256 of `orderAccessMessage(orderId, expiry)` under the
// shop's secret. The order id itself is not in the token: it is the page's, so a token read with another order's id
// is a wrong signature. Pure rules only; the HMAC and its constant-time comparison are the server's
// (order-access.server.ts).

/** The thank-you page's query parameter that carries the token (`/checkout/thank-you/<id>?access=<token>`). */
export const ORDER_ACCESS_QUERY_KEY = 'access';

/** How long an e-mailed link opens its order when ORDER_LINK_DAYS does not say: long enough to find the mail again. */
export const ORDER_LINK_DAYS_DEFAULT = 90;

/** An HMAC-SHA-256 is 32 bytes: 43 base64url characters without padding. */
const SIGNATURE_LENGTH = 43;

// A canonical unpadded base64url of 32 bytes: 42 free characters, then one whose low 2 bits are zero (the last
// character carries 4 bits of the 256, so only A, E, I … w are canonical). The expiry: 1 to 12 digits, no leading
// zero — one spelling per token, so no two strings are the same token.
const TOKEN = /^([1-9][0-9]{0,11})\.([A-Za-z0-9_-]{42}[AEIMQUYcgkosw048])$/;

/** The longest token (the operation's schema bounds `access` by it). */
export const ORDER_ACCESS_TOKEN_MAX_LENGTH = 12 + 1 + SIGNATURE_LENGTH;

/** A token's parts, as read; its signature is still to be checked. */
export interface OrderAccessToken {
  /** Seconds since the epoch. */
  readonly expiresAt: number;
  /** base64url, 43 characters. */
  readonly signature: string;
}

/**
 * What is signed: a purpose and version prefix (a signature of another of the shop's messages never passes for
 * one of these), the order id and the expiry, separated by a newline no id contains.
 */
export function orderAccessMessage(orderId: string, expiresAt: number): string {
  return `order-access/v1\n${orderId}\n${expiresAt}`;
}

/** The token of a signature made over `orderAccessMessage(orderId, expiresAt)`. */
export function formatOrderAccessToken(expiresAt: number, signature: string): string {
  return `${expiresAt}.${signature}`;
}

/** A token's parts, or null when it is not a token's shape (missing, too long, another alphabet, no expiry …). */
export function parseOrderAccessToken(token: string | null | undefined): OrderAccessToken | null {
  if (typeof token !== 'string' || token.length > ORDER_ACCESS_TOKEN_MAX_LENGTH) return null;
  const match = TOKEN.exec(token);
  if (match === null) return null;
  return { expiresAt: Number(match[1]), signature: match[2]! };
}

/** The expiry of a link made at `nowMs` that lasts `days` days, in whole seconds. */
export function orderAccessExpiry(nowMs: number, days: number): number {
  return Math.floor(nowMs / 1000) + days * 86_400;
}

/** Whether a token's expiry has passed at `nowMs` (the second it names is the last it opens). */
export function orderAccessExpired(token: OrderAccessToken, nowMs: number): boolean {
  return Math.floor(nowMs / 1000) > token.expiresAt;
}

/** The token of a thank-you page's query, when it has one of a token's shape; null otherwise. */
export function orderAccessTokenOfQuery(search: string): string | null {
  const value = new URLSearchParams(search).get(ORDER_ACCESS_QUERY_KEY);
  return parseOrderAccessToken(value) === null ? null : value;
}
