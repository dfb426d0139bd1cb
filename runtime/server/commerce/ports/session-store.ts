import type { CountryCode } from '../../../../generated/index.ts';

/** A visitor's server-side session (ARCHITECTURE "Sessions"). */
export interface Session {
  /** What the session's cart is kept under: never sent to the visitor, the same after a rotation. */
  readonly key: string;
  /** The country whose shop began it. */
  readonly country: CountryCode;
  /** The signed-in customer; null for a guest. */
  readonly customerId: string | null;
  /** Epoch milliseconds. */
  readonly createdAt: number;
  readonly expiresAt: number;
}

/**
 * Where sessions live: the store, so that any server process serves any request and a restart keeps them. A session
 * is known by its token, which only the visitor's cookie holds; the store keeps the token's SHA-256.
 */
export interface SessionStore {
  /** Begins a session; returns the token for the cookie. */
  create(country: CountryCode, now: number): Promise<{ token: string; session: Session }>;
  /**
   * The session of a token, its idle expiry moved on; null for a token that is malformed, unknown, of another
   * country's shop or ended (an ended session is deleted).
   */
  find(token: string, country: CountryCode, now: number): Promise<Session | null>;
  /**
   * Gives the session a new token and forgets the old one, keeping what it holds (at sign-in and every change of
   * privilege, against session fixation); null when the old token finds no session.
   */
  rotate(token: string, country: CountryCode, now: number): Promise<{ token: string; session: Session } | null>;
  /** Ends a session (sign-out). */
  delete(token: string): Promise<void>;
  /** Deletes the sessions that have ended; returns how many. */
  purgeExpired(now: number): Promise<number>;
}
