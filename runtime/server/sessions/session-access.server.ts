// A request's session, as the middleware's operations reach it (ARCHITECTURE "Sessions"). An
// operation asks for the session only when it needs one: reading (`current`) never begins one, so a visitor who only
// browses gets no cookie and no row; `ensure` begins one and sets its cookie. The server's own page renders (in
// process) have none: a page's HTML is the same for every visitor (ARCHITECTURE "Pages stay cacheable").
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CountryCode } from '../../../generated/index.ts';
import type { Session, SessionStore } from '../commerce/ports/session-store.ts';
import {
  clearedSessionCookieOptions,
  sessionCookieName,
  sessionCookieOptions,
  sessionTokenOf,
} from './session-cookie.server.ts';

export interface SessionAccess {
  /** The request's session; null when it presents none, or one that is unknown or has ended. */
  current(): Promise<Session | null>;
  /** The request's session, begun now (its cookie set on the answer) when it has none. */
  ensure(): Promise<Session>;
}

/** The session access of a call that is no visitor's (the server's page renders): never a session. */
export const NO_SESSION: SessionAccess = {
  current: async () => null,
  ensure: async () => {
    throw new Error('A page render asked for a session: pages are the same for every visitor');
  },
};

/** The session access of an HTTP request, looked up once however often it is asked. */
export function httpSessionAccess(
  store: SessionStore,
  request: FastifyRequest,
  reply: FastifyReply,
  country: CountryCode,
  now: () => number = Date.now,
): SessionAccess {
  const secure = request.protocol === 'https';
  const name = sessionCookieName(secure);
  let looked: Promise<Session | null> | undefined;
  let begun: Promise<Session> | undefined;
  const current = () =>
    (looked ??= (async () => {
      const token = sessionTokenOf(request.cookies, secure);
      if (token === null) return null;
      const session = await store.find(token, country, now());
      // A cookie that finds no session is cleared, so the browser stops presenting it.
      if (session === null) reply.clearCookie(name, clearedSessionCookieOptions(secure));
      return session;
    })());
  return {
    current,
    ensure: () =>
      (begun ??= (async () => {
        const existing = await current();
        if (existing !== null) return existing;
        const at = now();
        const { token, session } = await store.create(country, at);
        reply.setCookie(name, token, sessionCookieOptions(secure, at, session.expiresAt));
        return session;
      })()),
  };
}
