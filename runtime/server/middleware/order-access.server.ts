// The signing and checking of order links (ADR 039; the token's rules: domain/checkout/order-access-token.ts): the
// HMAC-SHA-256 of the order id and an expiry under the shop's order-link key, compared in constant time. A token
// grants reading that one order until its expiry, nothing else (order-operations.server.ts getMyOrders).
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  formatOrderAccessToken,
  orderAccessExpired,
  orderAccessExpiry,
  orderAccessMessage,
  parseOrderAccessToken,
} from '../../domain/checkout/order-access-token.ts';

export interface OrderAccess {
  /** A token opening `orderId` for the link's lifetime from now. */
  sign(orderId: string): string;
  /** Whether `token` opens `orderId` now: its shape, its signature for this id, its expiry. */
  opens(orderId: string, token: string | null | undefined): boolean;
}

export interface OrderAccessOptions {
  /** The key (ORDER_LINK_SECRET, or outside production the store's own: start-shop.server.ts). */
  readonly key: Buffer;
  /** How long a link opens its order (ORDER_LINK_DAYS). */
  readonly days: number;
  readonly now?: () => number;
}

/** The shortest key taken: as long as the hash's output (RFC 2104 §3: less weakens the MAC). */
export const ORDER_ACCESS_KEY_MIN_BYTES = 32;

export function orderAccess(options: OrderAccessOptions): OrderAccess {
  // An internal bug, not an operator's mistake: the settings refuse a short ORDER_LINK_SECRET before this runs.
  if (options.key.length < ORDER_ACCESS_KEY_MIN_BYTES) throw new Error('The order-link key is too short');
  const now = options.now ?? Date.now;
  const mac = (orderId: string, expiresAt: number) =>
    createHmac('sha256', options.key).update(orderAccessMessage(orderId, expiresAt)).digest();
  return {
    sign(orderId) {
      const expiresAt = orderAccessExpiry(now(), options.days);
      return formatOrderAccessToken(expiresAt, mac(orderId, expiresAt).toString('base64url'));
    },
    opens(orderId, token) {
      const parsed = parseOrderAccessToken(token);
      if (parsed === null) return false;
      // The shape is canonical base64url of 32 bytes (the parser's rule), so the decoded signature is 32 bytes, as the
      // expected one: timingSafeEqual compares them in constant time. The MAC is computed even for an expired token,
      // so the answer's time does not tell an expired token from a wrong one.
      const presented = Buffer.from(parsed.signature, 'base64url');
      const expected = mac(orderId, parsed.expiresAt);
      const matches = presented.length === expected.length && timingSafeEqual(presented, expected);
      return matches && !orderAccessExpired(parsed, now());
    },
  };
}
