// How long a shop session lives, written in one place (ARCHITECTURE "Sessions"). A session holds a
// guest's cart (and later the signed-in customer), so it outlives a visit: it ends after SESSION_IDLE_MS without a
// request, and SESSION_ABSOLUTE_MS after it began whatever the activity, so a stolen cookie is not good for ever.
// The spec sets no shop-session lifetime (spec/3 §8 names only the 86,400 s ttl of the identity provider's auth
// sync and one-year preference cookies); these are the values of a real shop keeping a guest's cart for a month.

const DAY_MS = 86_400_000;

/** A session unused this long has ended: a guest's cart is kept for a month of absence. */
export const SESSION_IDLE_MS = 30 * DAY_MS;
/** A session has ended this long after it began, however active. */
export const SESSION_ABSOLUTE_MS = 90 * DAY_MS;
/** A session's expiry is moved on at most this often: a read on every request would be a write on every request. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

/** When a session begun at `createdAt` and last used at `lastSeenAt` ends (epoch milliseconds). */
export function sessionExpiry(createdAt: number, lastSeenAt: number): number {
  return Math.min(lastSeenAt + SESSION_IDLE_MS, createdAt + SESSION_ABSOLUTE_MS);
}

/** Whether a session last moved on at `touchedAt` should be moved on at `now`. */
export function shouldTouch(touchedAt: number, now: number): boolean {
  return now - touchedAt >= SESSION_TOUCH_INTERVAL_MS;
}
