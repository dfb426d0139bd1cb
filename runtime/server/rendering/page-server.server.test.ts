// The pages over real HTTP (ADR 007), built as `npm start` serves them (tests/setup/build-pages.ts), on a real
// SQLite file with the demo catalogue: redirects with their codes (spec/1 §9.6), real 404s (§2.1, §8), the
// locale change (§4, §9.7), security headers, and store data kept inert.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpCall, type CallOptions } from '../../../tests/fixtures/http-call.ts';
import type { ContentPort } from '../integrations/cms/content-port.ts';
import { loadFileContent, PROJECT_CONTENT_DIR } from '../integrations/cms/file-content.server.ts';
import { buildApp } from '../app.server.ts';
import { ensureCatalogue, type EnsureResult } from '../commerce/ensure-catalogue.server.ts';
import { SqliteCatalogue } from '../commerce/sqlite/catalogue-store.server.ts';
import { messagesFor } from '../../i18n/messages.server.ts';
import { builtPagesDir } from './built-pages.ts';
import { embeddedDependencies } from '../../../tests/fixtures/embedded-dependencies.ts';

const sk = messagesFor('sk-SK');

const root = path.resolve(import.meta.dirname, '../../..');
const SECRET = 'page-test-secret-0123456789';
let dir: string;
let store: EnsureResult;
let app: FastifyInstance;
/** A content page title as an editor changed it after the page was kept (null: as in content/). */
let editedTitle: string | null = null;
let port: number;
let markedProductSlug: string;

const get = (url: string, options?: CallOptions) => httpCall(port, 'GET', url, options);

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'multishop-pages-'));
  store = await ensureCatalogue(path.join(dir, 'shop.sqlite'));
  // Store data that tries to break out of the page and its JSON-LD (bad input).
  const target = store.database.sqlite
    .prepare(`select rowid, slug from product_texts where language = 'sk' order by rowid limit 1`)
    .get() as { rowid: number; slug: string };
  store.database.sqlite
    .prepare('update product_texts set name = ? where rowid = ?')
    .run('Vŕtačka </script><script>alert(1)</script>', target.rowid);
  markedProductSlug = target.slug;
  // The project's content, with a title the cache test can change as an editor would (content/ is read once).
  const files = await loadFileContent(PROJECT_CONTENT_DIR);
  const content: ContentPort = {
    ...files,
    getPage: async (slug, locale) => {
      const page = await files.getPage(slug, locale);
      return page && editedTitle !== null ? { ...page, title: editedTitle } : page;
    },
  };
  app = await buildApp({
    catalogue: new SqliteCatalogue(store.database.sqlite),
    ...(await embeddedDependencies(store.database)),
    content,
    cacheSecret: SECRET,
    pages: { kind: 'built', dir: builtPagesDir(root) },
    pageCacheSeconds: 60,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await store?.database.close();
  await rm(dir, { recursive: true, force: true });
});

describe('pages (spec/1 §2.1)', () => {
  it('renders the home page in the language of the country, with security headers and no inline script', async () => {
    const answer = await get('/', { host: 'de.localhost' });
    expect(answer.status).toBe(200);
    const html = answer.text();
    expect(html).toContain('<html lang="de">');
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    // Every script is an external file or inert JSON, so `script-src 'self'` holds (the CSP the pages pass).
    for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
      expect(tag).toMatch(/\bsrc=|type="application\/(json|ld\+json)"/);
    }
  });

  it('answers a missing page with a real 404 page and its own title (spec/1 §2.1, §8)', async () => {
    for (const url of ['/no-such-page-anywhere/', '/a/b/c']) {
      const answer = await get(url);
      expect(answer.status).toBe(404);
      expect(answer.text()).toContain(`<h1>${sk['errors.notFound.heading']}</h1>`);
      expect(answer.text()).toContain(`<title>${sk['errors.notFound.title']}</title>`);
    }
  });

  it('answers malformed and oversized queries and slugs without a 500', async () => {
    const long = `/search?q=${'x'.repeat(5000)}&sort=${'y'.repeat(3000)}`;
    expect((await get(long)).status).toBe(200);
    expect((await get('/search?q=%E0%A4%A&page=abc&hitsPerPage=7&sort=zzz&priceMin=-5&rating=9')).status).toBe(200);
    expect((await get('/a%2Fb/')).status).toBe(404);
    expect((await get('/UPPER%2Fslash/')).status).toBe(308);
  });

  it("lists an own brand's products at its fixed path (spec/1 §2.7)", async () => {
    const answer = await get('/voltaro/', { host: 'de.localhost' });
    expect(answer.status).toBe(200);
    const html = answer.text();
    expect(html).toContain('<h1 class="listing__heading">Voltaro</h1>');
    const brands = [...html.matchAll(/class="product-card__brand">([^<]+)</g)].map((match) => match[1]);
    expect(brands.length).toBeGreaterThan(0);
    expect(new Set(brands)).toEqual(new Set(['Voltaro']));
  });

  it('serves the built assets with immutable caching', async () => {
    const html = (await get('/')).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const answer = await get(asset);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toContain('immutable');
  });
});

describe('redirects (spec/1 §9.6) as real HTTP redirects', () => {
  it.each([
    ['upper case to lower case, keeping the query (308)', 'sk', '/Search?q=Drill', 308, '/search?q=Drill'],
    ['the trailing-slash rule (308)', 'sk', '/privacy-data', 308, '/privacy-data/'],
    ['the alternative home slug (308)', 'sk', '/home', 308, '/'],
    ['a foreign language prefix to / with the query (308)', 'de', '/pl/search?q=x', 308, '/?q=x'],
    ['an old /category/ path (SEO 301)', 'de', '/category/akku/', 301, '/akku/'],
    ['native routing in LT (SEO 301)', 'lt', '/category/greztuvai-ir-suktuvai/', 301, '/c/greztuvai-ir-suktuvai/'],
    // ADR 014: no redirect to a category the store does not have; the path is the not-found page.
    ['no native redirect to a missing category', 'lt', '/category/akku/', 404, undefined],
  ])('%s', async (_name, country, url, status, location) => {
    const answer = await get(url, { host: `${country}.localhost` });
    expect(answer.status).toBe(status);
    expect(answer.headers.location).toBe(location);
  });

  it('follows an SEO redirection of the store for a path no page has (spec/1 §7)', async () => {
    const answer = await get('/old-shop/power-tools', { host: 'de.localhost' });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toMatch(/^\/[a-z0-9-]+\/$/);
    expect((await get(answer.headers.location as string, { host: 'de.localhost' })).status).toBe(200);
  });

  it('redirects checkout pages home where checkout is disabled, and without a cart (spec/1 §5, spec/2 §2)', async () => {
    const closed = await get('/checkout/cart', { host: 'ie.localhost' });
    expect(closed.status).toBe(302);
    expect(closed.headers.location).toBe('/');
  });
});

describe('locale change (spec/1 §4, §9.7)', () => {
  it('sets the locale cookie for 365 days on / with SameSite Lax and redirects to the page', async () => {
    const answer = await get('/api/locale?to=fr-CH&path=%2Ffr%2Fsearch', { host: 'ch.localhost' });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/fr/search');
    const cookie = String(answer.headers['set-cookie']);
    expect(cookie).toContain('locale=fr-CH');
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
  });

  it('never redirects off the shop, and refuses a locale the country does not have', async () => {
    const away = await get('/api/locale?to=nl-BE&path=%2F%2Fevil.example%2F', { host: 'be.localhost' });
    expect(away.headers.location).toBe('/nl');
    const wrong = await get('/api/locale?to=de-DE', { host: 'be.localhost' });
    expect(wrong.status).toBe(400);
    expect(wrong.json()).toMatchObject({ field: '/to' });
  });
});

describe('store data stays inert (bad input)', () => {
  it('escapes a product name with markup in the page and in its JSON-LD', async () => {
    const answer = await get(`/${markedProductSlug}`);
    expect(answer.status).toBe(200);
    const html = answer.text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('never reflects a query value unescaped', async () => {
    const html = (await get('/search?q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E')).text();
    expect(html).not.toContain('<img src=x onerror=alert(1)>');
  });
});

describe('robots.txt and sitemap.xml per country (SEO)', () => {
  it('keeps crawlers out of private pages and names the sitemap', async () => {
    const answer = await get('/robots.txt', { host: 'ch.localhost' });
    expect(answer.status).toBe(200);
    expect(answer.text()).toContain('Disallow: /fr/checkout');
    // ADR 030: the country's configured origin, at the port the server listens on.
    expect(answer.text()).toContain(`Sitemap: http://ch.localhost:${port}/sitemap.xml`);
  });

  it('indexes its parts and lists pages, categories and products with hreflang alternates', async () => {
    const index = (await get('/sitemap.xml', { host: 'ch.localhost' })).text();
    expect(index).toContain(`<loc>http://ch.localhost:${port}/sitemap-products-1.xml</loc>`);
    const pages = (await get('/sitemap-pages.xml', { host: 'ch.localhost' })).text();
    expect(pages).toContain(`<loc>http://ch.localhost:${port}/it/privacy-data/</loc>`);
    expect(pages).toContain('hreflang="fr-CH"');
    const categories = (await get('/sitemap-categories.xml', { host: 'ch.localhost' })).text();
    expect(categories.match(/<url>/g)!.length).toBeGreaterThan(3 * 8);
    const products = await get('/sitemap-products-1.xml', { host: 'sk.localhost' });
    expect(products.status).toBe(200);
    const urls = products.text().match(/<loc>[^<]+<\/loc>/g)!;
    const published = store.database.sqlite.prepare('select count(*) as n from products where published = 1').get() as {
      n: number;
    };
    expect(urls.length).toBe(published.n);
    const first = urls[0]!.replace(/<\/?loc>/g, '').replace(`http://sk.localhost:${port}`, '');
    expect((await get(first)).status).toBe(200);
    expect((await get('/sitemap-products-9.xml')).status).toBe(404);
  });
});

describe('rendered guest pages are kept and dropped by cache invalidation (spec/1 §7)', () => {
  it('answers a kept page until the cache is invalidated', async () => {
    const url = '/help-centre/';
    const host = 'gb.localhost';
    const first = (await get(url, { host })).text();
    editedTitle = 'Changed title';
    expect((await get(url, { host })).text()).toBe(first);
    const invalidated = await httpCall(port, 'POST', '/cache-invalidate', {
      host,
      headers: { 'x-cache-secret': SECRET },
    });
    expect(invalidated.status).toBe(200);
    expect((await get(url, { host })).text()).toContain('Changed title');
  });
});

describe('invalidation by tag drops only the pages carrying the tag (ADR 010, spec/1 §7)', () => {
  const invalidateTag = (...tags: string[]) =>
    httpCall(port, 'POST', '/component-cache/invalidate-tag', {
      body: JSON.stringify({ tags }),
      headers: { 'x-cache-secret': SECRET, 'content-type': 'application/json' },
    });
  const slugOf = (id: string, language: string) =>
    (
      store.database.sqlite
        .prepare('select slug from product_texts where product_id = ? and language = ?')
        .get(id, language) as { slug: string }
    ).slug;
  const rename = (id: string, name: string) =>
    store.database.sqlite.prepare('update product_texts set name = ? || language where product_id = ?').run(name, id);

  it("drops a product's pages in every language and country, and keeps the rest until their own tags", async () => {
    // Two products of one category, the second and third: the first is renamed by another test.
    const [product, other] = (
      store.database.sqlite
        .prepare(
          `select pc.product_id as id from product_categories pc join categories c on c.id = pc.category_id
           join products p on p.id = pc.product_id
           where c.key = 'cordless-drills' and p.published = 1 and p.eligible_for_selling = 1
           order by pc.product_id limit 2 offset 1`,
        )
        .all() as Array<{ id: string }>
    ).map(({ id }) => id) as [string, string];
    const pages = {
      productChDe: [`/${slugOf(product, 'de')}`, 'ch.localhost'],
      productChFr: [`/fr/${slugOf(product, 'fr')}`, 'ch.localhost'],
      productDe: [`/${slugOf(product, 'de')}`, 'de.localhost'],
      otherProduct: [`/${slugOf(other, 'de')}`, 'de.localhost'],
      otherListing: ['/18-v-akkus/', 'de.localhost'],
      listing: ['/akku-bohrmaschinen/', 'de.localhost'],
      content: ['/help-centre/', 'gb.localhost'],
    } as const;
    const load = async () => {
      const bodies: Record<string, string> = {};
      for (const [name, [url, host]] of Object.entries(pages)) {
        const answer = await get(url, { host });
        expect(answer.status, `${name} ${url}`).toBe(200);
        bodies[name] = answer.text();
      }
      return bodies;
    };
    const first = await load();
    rename(product, 'Renamed product ');
    rename(other, 'Renamed other ');
    editedTitle = 'Title after a tag';
    store.database.sqlite
      .prepare("update category_texts set name = 'Renamed category' where category_id = 'cat-cordless-drills'")
      .run();
    expect(await load()).toEqual(first);

    const byProduct = await invalidateTag(`product:${product}`);
    expect(byProduct.status).toBe(200);
    // Its three pages, and the listing that shows it.
    expect(byProduct.json().pages).toBe(4);
    const second = await load();
    expect(second.productChDe).toContain('Renamed product de');
    expect(second.productChFr).toContain('Renamed product fr');
    expect(second.productDe).toContain('Renamed product de');
    for (const name of ['otherProduct', 'otherListing', 'content'] as const)
      expect(second[name], name).toBe(first[name]);

    // A category: its listings, read again from the store (its trees are read ahead).
    expect((await invalidateTag('category:cordless-drills')).status).toBe(200);
    const third = await load();
    expect(third.listing).toContain('Renamed category');
    for (const name of ['otherListing', 'content'] as const) expect(third[name], name).toBe(first[name]);

    // A content page.
    expect((await invalidateTag('content:help-centre')).json().pages).toBe(1);
    const fourth = await load();
    expect(fourth.content).toContain('Title after a tag');
    expect(fourth.otherListing).toBe(first.otherListing);
  });
});
