import fastifyCookie, { type CookieSerializeOptions } from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  clearedSessionCookieOptions,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  sessionCookieName,
  sessionCookieOptions,
  sessionTokenOf,
} from './session-cookie.server.ts';
import { isSessionToken, newSessionToken, sessionIdOf } from '../commerce/session-token.server.ts';

/** The Set-Cookie header Fastify's cookie plugin sends for these options. */
async function serialize(name: string, value: string, options: CookieSerializeOptions): Promise<string> {
  const app = Fastify();
  await app.register(fastifyCookie);
  app.get('/', (_request, reply) => reply.setCookie(name, value, options).send('ok'));
  const answer = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return String(answer.headers['set-cookie']);
}

describe('the session cookie', () => {
  const now = Date.UTC(2026, 10, 25);

  it('is httpOnly, SameSite=Lax, path / and lasts as long as the session', async () => {
    const header = await serialize(SESSION_COOKIE, 'token', sessionCookieOptions(false, now, now + 3_600_500));
    expect(header).toBe('session=token; Max-Age=3600; Path=/; HttpOnly; SameSite=Lax');
  });

  it('over HTTPS is Secure and __Host- prefixed, and only that cookie counts there', async () => {
    expect(sessionCookieName(true)).toBe(SECURE_SESSION_COOKIE);
    const header = await serialize(SECURE_SESSION_COOKIE, 'token', sessionCookieOptions(true, now, now + 1_000));
    expect(header).toBe('__Host-session=token; Max-Age=1; Path=/; HttpOnly; Secure; SameSite=Lax');
    expect(sessionTokenOf({ session: 'planted', '__Host-session': 'real' }, true)).toBe('real');
    expect(sessionTokenOf({ session: 'planted' }, true)).toBeNull();
    expect(sessionTokenOf({ session: 'local' }, false)).toBe('local');
  });

  it('is cleared with Max-Age=0', async () => {
    expect(await serialize(SESSION_COOKIE, '', clearedSessionCookieOptions(false))).toContain('Max-Age=0');
  });
});

describe('session tokens', () => {
  it('are 43 base64url characters, and only such a value is taken for one', () => {
    const token = newSessionToken();
    expect(isSessionToken(token)).toBe(true);
    for (const value of ['', token.slice(1), `${token}=`, token.replace(/.$/, '+'), token.replace(/.$/, '/')]) {
      expect(isSessionToken(value), value).toBe(false);
    }
  });

  it('are kept as their SHA-256', () => {
    expect(sessionIdOf('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
