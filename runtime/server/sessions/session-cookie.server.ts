// The cookie that carries a session's token (ARCHITECTURE "Sessions"): httpOnly (no script reads
// it), SameSite=Lax (a cross-site form post does not carry it; a link from elsewhere, or a payment provider's
// redirect back, does), path /. Over HTTPS it is Secure and named with the __Host- prefix, which browsers accept
// only from the host itself, Secure, path / and without a Domain: a neighbouring subdomain cannot plant one.
// Plain http://<cc>.localhost keeps the unprefixed name, which browsers refuse to set with __Host- over HTTP.
import type { CookieSerializeOptions } from '@fastify/cookie';

export const SESSION_COOKIE = 'session';
export const SECURE_SESSION_COOKIE = '__Host-session';

/** The cookie's name for a request over HTTPS or not. */
export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/**
 * The token a request presents. Over HTTPS only the __Host- cookie counts: a plain `session` cookie there could
 * have been set by another subdomain or over plain HTTP.
 */
export function sessionTokenOf(cookies: Readonly<Record<string, string | undefined>>, secure: boolean): string | null {
  return cookies[sessionCookieName(secure)] ?? null;
}

/** How the cookie is set for a session that ends at `expiresAt` (epoch ms): it lasts no longer than the session. */
export function sessionCookieOptions(secure: boolean, now: number, expiresAt: number): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: Math.max(0, Math.floor((expiresAt - now) / 1000)),
  };
}

/** How the cookie is cleared (sign-out, an ended session). */
export function clearedSessionCookieOptions(secure: boolean): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: 0 };
}
