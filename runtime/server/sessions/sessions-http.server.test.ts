// Sessions over real HTTP, on a real SQLite file — the cookie, its lookup, and the API's answer.
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpCall } from '../../../tests/fixtures/http-call.ts';
import { buildApp } from '../app.server.ts';
import { ensureCatalogue, type EnsureResult } from '../commerce/ensure-catalogue.server.ts';
import { SqliteCatalogue } from '../commerce/sqlite/catalogue-store.server.ts';
import { KyselySessions } from '../commerce/kysely/sessions.server.ts';
import { httpSessionAccess } from './session-access.server.ts';
import { embeddedDependencies } from '../../../tests/fixtures/embedded-dependencies.ts';

let dir: string;
let store: EnsureResult;
let sessions: KyselySessions;
/** A small server whose routes read and begin sessions as the operations do. */
let probe: FastifyInstance;
let probePort: number;
/** The shop's server. */
let shop: FastifyInstance;
let shopPort: number;

const sessionRows = () => store.database.sqlite.prepare('select count(*) from sessions').pluck().get() as number;

/** The name=value of a Set-Cookie header, and its attributes. */
function setCookieOf(headers: Record<string, string | string[] | undefined>): string | null {
  const value = headers['set-cookie'];
  return value === undefined ? null : Array.isArray(value) ? value.join('\n') : value;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'multishop-sessions-http-'));
  store = await ensureCatalogue(path.join(dir, 'shop.sqlite'), { products: 30 });
  sessions = new KyselySessions(store.database.db);
  probe = Fastify({ trustProxy: true });
  await probe.register(fastifyCookie);
  probe.get('/begin', async (request, reply) => {
    const access = httpSessionAccess(sessions, request, reply, 'de');
    // Asked twice in one request: one session.
    const [first, second] = await Promise.all([access.ensure(), access.ensure()]);
    return { same: first === second, createdAt: first.createdAt };
  });
  probe.get('/who', async (request, reply) => {
    const session = await httpSessionAccess(sessions, request, reply, 'de').current();
    return { session };
  });
  await probe.listen({ port: 0, host: '127.0.0.1' });
  probePort = (probe.server.address() as { port: number }).port;
  shop = await buildApp({
    catalogue: new SqliteCatalogue(store.database.sqlite),
    ...(await embeddedDependencies(store.database)),
    cacheSecret: '',
    sessions,
  });
  await shop.listen({ port: 0, host: '127.0.0.1' });
  shopPort = (shop.server.address() as { port: number }).port;
});

afterAll(async () => {
  await probe.close();
  await shop.close();
  await store.database.close();
  await rm(dir, { recursive: true, force: true });
});

describe('a request’s session', () => {
  it('is begun once, in an httpOnly SameSite=Lax cookie, and found again by it', async () => {
    const before = sessionRows();
    const begun = await httpCall(probePort, 'GET', '/begin');
    expect(begun.json()).toMatchObject({ same: true });
    const cookie = setCookieOf(begun.headers)!;
    expect(cookie).toMatch(/^session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(sessionRows()).toBe(before + 1);
    const token = cookie.slice('session='.length, cookie.indexOf(';'));
    const again = await httpCall(probePort, 'GET', '/begin', { headers: { cookie: `session=${token}` } });
    // The session it has: no new one, no new cookie.
    expect(setCookieOf(again.headers)).toBeNull();
    expect(sessionRows()).toBe(before + 1);
    const who = await httpCall(probePort, 'GET', '/who', { headers: { cookie: `session=${token}` } });
    expect(who.json()).toMatchObject({ session: { country: 'de', customerId: null } });
  });

  it('is none for a browsing visitor, and reading never begins one', async () => {
    const before = sessionRows();
    const who = await httpCall(probePort, 'GET', '/who');
    expect(who.json()).toEqual({ session: null });
    expect(setCookieOf(who.headers)).toBeNull();
    expect(sessionRows()).toBe(before);
  });

  it('is none for a forged, tampered or ended token, whose cookie is cleared', async () => {
    const begun = setCookieOf((await httpCall(probePort, 'GET', '/begin')).headers)!;
    const token = begun.slice('session='.length, begun.indexOf(';'));
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const presented of [flipped, 'x'.repeat(43), 'not-a-token', '']) {
      const who = await httpCall(probePort, 'GET', '/who', { headers: { cookie: `session=${presented}` } });
      expect(who.json(), presented).toEqual({ session: null });
      if (presented !== '') expect(setCookieOf(who.headers), presented).toContain('session=; Max-Age=0');
    }
    // Beginning one over a bad cookie sets the new session's cookie, not the clearing one.
    const fresh = await httpCall(probePort, 'GET', '/begin', { headers: { cookie: `session=${flipped}` } });
    expect(setCookieOf(fresh.headers)).toMatch(/^session=[A-Za-z0-9_-]{43}; Max-Age=2592000;/);
  });

  it('over HTTPS is the Secure __Host- cookie, and a plain one is not taken there', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const begun = setCookieOf((await httpCall(probePort, 'GET', '/begin', { headers: https })).headers)!;
    expect(begun).toMatch(
      /^__Host-session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    const token = begun.slice('__Host-session='.length, begun.indexOf(';'));
    const planted = await httpCall(probePort, 'GET', '/who', { headers: { ...https, cookie: `session=${token}` } });
    expect(planted.json()).toEqual({ session: null });
    const real = await httpCall(probePort, 'GET', '/who', { headers: { ...https, cookie: `__Host-session=${token}` } });
    expect(real.json()).toMatchObject({ session: { country: 'de' } });
  });
});

describe('is logged in (spec/2 §7)', () => {
  const isLoggedIn = (cookie?: string) =>
    httpCall(shopPort, 'POST', '/api/isLoggedIn', {
      host: 'de.localhost',
      body: '{}',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    });

  it('is false for a visitor without a session, and asking begins none', async () => {
    const before = sessionRows();
    const answer = await isLoggedIn();
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ loggedIn: false });
    expect(setCookieOf(answer.headers)).toBeNull();
    expect(sessionRows()).toBe(before);
  });

  it('is false for a guest’s session and true once the session has a customer', async () => {
    const { token } = await sessions.create('de', Date.now());
    expect((await isLoggedIn(`session=${token}`)).json()).toEqual({ loggedIn: false });
    store.database.sqlite.prepare(`update sessions set customer_id = 'cus-1'`).run();
    expect((await isLoggedIn(`session=${token}`)).json()).toEqual({ loggedIn: true });
  });

  it('does not take another shop’s session: a cookie of the Austrian shop is none in Germany', async () => {
    const { token } = await sessions.create('at', Date.now());
    store.database.sqlite.prepare(`update sessions set customer_id = 'cus-2'`).run();
    expect((await isLoggedIn(`session=${token}`)).json()).toEqual({ loggedIn: false });
  });

  it('refuses a payload it does not take, naming it, and never a 5xx', async () => {
    const answer = await httpCall(shopPort, 'POST', '/api/isLoggedIn', {
      host: 'de.localhost',
      body: '{"customer":true}',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.json())).toContain('customer');
  });
});
