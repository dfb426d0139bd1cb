// A request over one of the shop's rate limits is answered 429 (docs/decisions/031-rate-limits.md); wherever the page
// meets one — the cart's changes, the coupon, the VAT check, the addresses, placing the order, paying — it says so
// in the shopper's language, rather than as the operation's own failure.

/** The message of a 429, in the errors namespace (every page has it). */
export const TOO_MANY_REQUESTS_KEY = 'errors.tooManyRequests';

/** The failure is a 429: the operation client's RequestError, or the cart queue's error carrying its status. */
export function isTooManyRequests(error: unknown): boolean {
  return (error as { statusCode?: unknown } | null)?.statusCode === 429;
}
