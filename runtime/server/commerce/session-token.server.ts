// A session's token and the id the store keeps for it (ARCHITECTURE "Sessions"; the research's
// reading of Lucia and OWASP, ../shared/research/purchase-path.md §5): 256 random bits, base64url in the cookie, and
// their SHA-256 in the store, so that a copy of the store holds no token anyone could present.
import { createHash, randomBytes } from 'node:crypto';

/** 32 bytes in base64url without padding: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Whether a cookie's value has the form of a token (anything else is refused before the store is asked). */
export function isSessionToken(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}

/** The store's id of a token. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
