// ADR 015 (docs/decisions/015-direct-document-render.md): a document rendered without vike is the document
// vike renders — byte for byte, headers included — for every page kind in every country and language, so the
// browser hydrates the same page either way. Two servers over real HTTP on one real SQLite file: one rendering
// through vike only, one learning each page from vike once and rendering it directly after that.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  COUNTRIES,
  COUNTRY_CODES,
  href,
  type CountryCode,
  type LanguageCode,
  type RouteKey,
} from '../../../generated/index.ts';
import { startBuiltShop, type BuiltShop } from '../../../tests/fixtures/built-shop.ts';
import { httpCall, type Answer } from '../../../tests/fixtures/http-call.ts';
import { buildApp } from '../app.server.ts';
import { SqliteCatalogue } from '../commerce/sqlite/catalogue-store.server.ts';
import type { DirectRenderer } from './direct-render.server.ts';
import { createDirectRenderer, directRequestOf } from './direct-render.server.ts';
import { builtPagesDir } from './built-pages.ts';
import { embeddedDependencies } from '../../../tests/fixtures/embedded-dependencies.ts';

let shop: BuiltShop;
let vikeOnly: FastifyInstance;
let vikePort: number;

const PRODUCTION = { production: true, aliases: [] };

beforeAll(async () => {
  // The clock stands still (Date only; timers and I/O run): a countdown, "2 hours ago", a campaign's state read a
  // moment apart would differ between two renders for reasons that are not the renderer's.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
  // Both servers write the same origin (ADR 030: the configured one, not their own port), so their documents compare.
  shop = await startBuiltShop({ products: 200, app: () => ({ addressing: PRODUCTION }) });
  vikeOnly = await buildApp({
    addressing: PRODUCTION,
    catalogue: new SqliteCatalogue(shop.store.database.sqlite),
    ...(await embeddedDependencies(shop.store.database)),
    cacheSecret: '',
    pages: { kind: 'built', dir: builtPagesDir(process.cwd()) },
    pageCacheSeconds: 0,
    directRender: false,
  });
  await vikeOnly.listen({ port: 0, host: '127.0.0.1' });
  vikePort = (vikeOnly.server.address() as { port: number }).port;
}, 120_000);

afterAll(async () => {
  await vikeOnly?.close();
  await shop?.close();
  vi.useRealTimers();
});

const directOf = (app: FastifyInstance) => (app as unknown as { directRender: DirectRenderer }).directRender;

function slugOf(kind: 'category' | 'product', language: LanguageCode, offset: number): string {
  const sql =
    kind === 'category'
      ? `select slug from category_texts where language = ? order by category_id limit 1 offset ${offset}`
      : `select t.slug from product_texts t join products p on p.id = t.product_id
         where t.language = ? and p.published = 1 order by p.rowid limit 1 offset ${offset}`;
  return shop.store.database.sqlite.prepare(sql).pluck().get(language) as string;
}

/** Every page kind a shop renders, with queries that change what the page shows. */
function pagesOf(country: CountryCode, language: LanguageCode): string[] {
  const link = (key: RouteKey, params: Record<string, string> = {}) =>
    href(key, params as never, { country, language: language as never });
  const category = link('category', { slug: slugOf('category', language, 0) });
  const product = link('product', { slug: slugOf('product', language, 7) });
  return [
    link('home'),
    category,
    `${category}?sort=price-desc&page=2`,
    link('category', { slug: slugOf('category', language, 4) }),
    link('product', { slug: slugOf('product', language, 0) }),
    `${product}?reviewSort=rating-asc&reviewPage=2`,
    `${link('search')}?q=${encodeURIComponent('dril')}`,
    `${link('search')}?q=${encodeURIComponent('<script>"&')}`,
    link('privacyData'),
    link('login'),
    // A guard's redirect (spec/1 §6: a guest asking for their account goes home): vike answers it either way.
    link('myAccount'),
    link('checkoutCart'),
    link('helpCentre'),
  ];
}

/** Where two documents part, with some context (a whole page in a failure message tells nobody anything). */
function firstDifference(actual: string, expected: string): string | null {
  if (actual === expected) return null;
  let at = 0;
  while (at < actual.length && actual[at] === expected[at]) at++;
  return `at ${at}: …${actual.slice(Math.max(0, at - 120), at + 120)}… instead of …${expected.slice(Math.max(0, at - 120), at + 120)}…`;
}

const headersOf = (answer: Answer) =>
  Object.fromEntries(
    Object.entries(answer.headers).filter(([name]) => !['date', 'x-request-id', 'content-length'].includes(name)),
  );

const rows = COUNTRY_CODES.flatMap((country) =>
  COUNTRIES[country].languages.map(({ language }) => [country, language as LanguageCode] as const),
);

describe('a page rendered without vike is the page vike renders (ADR 015)', () => {
  it.each(rows)('%s/%s: every page kind, byte for byte', async (country, language) => {
    const host = `${country}.localhost`;
    for (const url of pagesOf(country, language)) {
      // The first request of a page may be vike's own (it teaches the page); the second is the direct renderer's.
      await httpCall(shop.port, 'GET', url, { host });
      const direct = await httpCall(shop.port, 'GET', url, { host });
      const vike = await httpCall(vikePort, 'GET', url, { host });
      expect(direct.status, url).toBe(vike.status);
      expect(headersOf(direct), url).toEqual(headersOf(vike));
      expect(firstDifference(direct.text(), vike.text()), url).toBeNull();
    }
  });

  it('a host in capitals gets the same document, its absolute URLs the configured origin (ADR 030)', async () => {
    const url = `/${slugOf('product', 'de', 3)}`;
    const capitals = await httpCall(shop.port, 'GET', url, { host: 'DE.Localhost' });
    const vike = await httpCall(vikePort, 'GET', url, { host: 'DE.Localhost' });
    const lower = await httpCall(shop.port, 'GET', url, { host: 'de.localhost' });
    expect(capitals.status).toBe(200);
    expect(firstDifference(capitals.text(), vike.text())).toBeNull();
    expect(firstDifference(capitals.text(), lower.text())).toBeNull();
    expect(capitals.text()).toContain(`<link rel="canonical" href="https://www.multishop.de${url}"/>`);
  });

  it('renders the shop pages without vike once each has been seen', () => {
    const { learned, rendered } = directOf(shop.app).stats();
    expect(new Set(learned)).toEqual(
      new Set([
        '/runtime/pages/home',
        '/runtime/pages/slug',
        '/runtime/pages/product',
        '/runtime/pages/search',
        '/runtime/pages/content',
        '/runtime/pages/account/login',
      ]),
    );
    expect(rendered).toBeGreaterThan(rows.length * 8);
  });
});

describe('what the direct renderer refuses to learn', () => {
  const request = directRequestOf('http://de.localhost/', {}, {})!;
  const rendered = (config: Record<string, unknown>, body = '<html></html>') => ({
    pageId: '/runtime/pages/home',
    urlPathname: '/',
    config,
    httpResponse: { statusCode: 200, headers: [] as [string, string][], body },
  });

  it('a page with a setting it does not run (onBeforeRender, html attributes …) stays with vike', async () => {
    const reasons: string[] = [];
    const renderer = createDirectRenderer({ onMismatch: (_page, reason) => reasons.push(reason) });
    await renderer.learn(request, rendered({ onBeforeRender: () => undefined, htmlAttributes: [] }));
    expect(renderer.stats().learned).toEqual([]);
    expect(reasons).toEqual(['settings this renderer does not run: onBeforeRender, htmlAttributes']);
    expect(await renderer.render(request)).toBeNull();
  });

  it('a page whose HTML is not what it renders itself stays with vike', async () => {
    const reasons: string[] = [];
    const renderer = createDirectRenderer({ onMismatch: (_page, reason) => reasons.push(reason) });
    await renderer.learn(request, rendered({ lang: 'de' }, '<html lang="fr"></html>'));
    expect(reasons).toEqual(['its HTML is not what vike rendered']);
    expect(await renderer.render(request)).toBeNull();
  });

  it("a page the request was handed on to (a URL rewrite, ADR 038) is not learned as its route's page", async () => {
    const renderer = createDirectRenderer();
    await renderer.learn(request, { ...rendered({ lang: 'de' }), urlPathname: '/__content/' });
    expect(renderer.stats().learned).toEqual([]);
  });

  it('a failed or not-found render teaches nothing', async () => {
    const renderer = createDirectRenderer();
    await renderer.learn(request, {
      ...rendered({}),
      httpResponse: { statusCode: 404, headers: [], body: '' },
    });
    await renderer.learn(request, { ...rendered({}), errorWhileRendering: new Error('x') });
    expect(renderer.stats().learned).toEqual([]);
  });
});
