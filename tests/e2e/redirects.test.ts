// spec/1 §9.6 Redirect and URL rules against the running server, each kind with its status code, and spec/1 §7
// SEO redirections from the store. The full rule table is runtime/domain/routing/decide-redirect.test.ts; these
// check that the server applies it to real requests (Location as written, nothing followed).
import { beforeAll, describe, expect, it } from 'vitest';
import { href, ROUTING, type CountryCode } from '../../generated/index.ts';
import { callOperation, COUNTRIES_UNDER_TEST, defaultLanguage, shopRequest } from './shop.ts';

const DEFAULT_CODE = 308;
const SEO_CODE = 301;

it('uses the codes of spec/1 §9.6: default 308, SEO 301', () => {
  expect(ROUTING.redirectCodes).toEqual({ default: DEFAULT_CODE, seo: SEO_CODE });
});

/**
 * Asserts one redirect, then that its target is not redirected again (no chains, decide-redirect.ts). The target
 * may be a 404: the seeded store has no content page behind /privacy-data/, and the redirect comes first anyway.
 */
async function expectRedirect(country: CountryCode, from: string, to: string, status: number): Promise<void> {
  const response = await shopRequest(country, from);
  expect({ from, status: response.status, location: response.headers.location }).toEqual({
    from,
    status,
    location: to,
  });
  const target = await shopRequest(country, to);
  expect(target.headers.location, `${to} (from ${from}) redirects again (${target.status})`).toBeUndefined();
  expect(target.status).toBeLessThan(500);
}

/** A first-level category of the country: its slug and listing path, from the store. */
async function firstCategory(country: CountryCode): Promise<{ slug: string; link: string }> {
  const { results } = await callOperation(country, 'getFirstLevelCategories', {});
  const category = results[0];
  if (category === undefined) throw new Error(`${country} has no categories`);
  return { slug: category.slug, link: category.link };
}

describe.each(COUNTRIES_UNDER_TEST)('%s: spec/1 §9.6 redirects', (country) => {
  let category: { slug: string; link: string };
  beforeAll(async () => {
    category = await firstCategory(country);
  });

  it('an upper-case path goes to lower case, keeping the query (308)', async () => {
    const login = href('login', {}, { country, language: defaultLanguage(country) as never });
    const upper = login.replace(/\/([a-z])/, (_whole, letter: string) => `/${letter.toUpperCase()}`);
    expect(upper).not.toBe(login);
    await expectRedirect(country, `${upper}?q=Akku%20Bohrer&x=1`, `${login}?q=Akku%20Bohrer&x=1`, DEFAULT_CODE);
  });

  it('a path missing its trailing slash gets it (308): /privacy-data → /privacy-data/', async () => {
    await expectRedirect(country, '/privacy-data', '/privacy-data/', DEFAULT_CODE);
    await expectRedirect(country, category.link.replace(/\/$/, ''), category.link, DEFAULT_CODE);
  });

  it('?page=1 on a listing is dropped, the rest of the query kept (308)', async () => {
    await expectRedirect(country, `${category.link}?page=1`, category.link, DEFAULT_CODE);
    await expectRedirect(
      country,
      `${category.link}?page=1&sort=price-asc`,
      `${category.link}?sort=price-asc`,
      DEFAULT_CODE,
    );
  });

  it("a language prefix that is no language of the country goes to '/' with the query (308)", async () => {
    // Polish is spoken in none of the countries under test.
    await expectRedirect(country, '/pl/', '/', DEFAULT_CODE);
    await expectRedirect(country, `/pl${category.link}?utm_source=mail`, '/?utm_source=mail', DEFAULT_CODE);
  });

  it('the alternative home slug /home goes home (308)', async () => {
    await expectRedirect(country, '/home', '/', DEFAULT_CODE);
    await expectRedirect(country, '/home/', '/', DEFAULT_CODE);
  });

  it('/category/<x> goes to /<x>/ (301 SEO)', async () => {
    await expectRedirect(country, `/category/${category.slug}`, `/${category.slug}/`, SEO_CODE);
    // Where native routing is off, the native prefix goes too (spec/1 §9.6).
    await expectRedirect(country, `/c/${category.slug}/`, `/${category.slug}/`, SEO_CODE);
  });

  it('an SEO redirection from the store: /old-shop/power-tools → the category (301, spec/1 §7)', async () => {
    const { results } = await callOperation(country, 'queryCategories', { keys: ['power-tools'], limit: 1, offset: 0 });
    const powerTools = results[0];
    expect(powerTools).toBeDefined();
    await expectRedirect(country, '/old-shop/power-tools', powerTools!.link, SEO_CODE);
  });
});

describe('lt: native routing (spec/1 §9.5 "Native routing on: LT only", §9.6)', () => {
  it('/category/<x> goes to /c/<x>/ (301 SEO)', async () => {
    const category = await firstCategory('lt');
    expect(category.link).toBe(`/c/${category.slug}/`);
    await expectRedirect('lt', `/category/${category.slug}`, `/c/${category.slug}/`, SEO_CODE);
    // ADR 014: never a redirect to a 404 — a category the store does not have is the not-found page at once.
    const response = await shopRequest('lt', '/category/x');
    expect([response.status, response.headers.location]).toEqual([404, undefined]);
  });

  it('a category or product on the root path reaches /c/ or /p/ in one redirect (ADR 014)', async () => {
    const category = await firstCategory('lt');
    await expectRedirect('lt', `/${category.slug}/`, `/c/${category.slug}/`, SEO_CODE);
    await expectRedirect('lt', `/${category.slug}`, `/c/${category.slug}/`, SEO_CODE);
    const { results } = await callOperation('lt', 'listProducts', { query: 'hitsPerPage=12' });
    const product = results[0]!;
    expect(product.link).toBe(`/p/${product.slug}`);
    await expectRedirect('lt', `/${product.slug}`, product.link, SEO_CODE);
    await expectRedirect('lt', `/${product.slug}/`, product.link, SEO_CODE);
  });
});
