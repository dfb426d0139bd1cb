// ADR 017, spec/1 §2.1 "every page has exactly one URL", §9.5 native routing: in a country with native
// routing (LT) a product or a category on its root path is redirected once to /p/<slug> or /c/<slug>/. A document
// request got that from the server; a client-side navigation (a link in content, an old link) asked vike for the
// page's data and showed the not-found page. Here a shopper follows such links inside the shop, in a real browser:
// the page shown is the product or category, at its one URL, without a reload and without the root-path form in
// the history; a root path that is no product or category is still not found.
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { COUNTRY_CODES, COUNTRY_ROUTING, href, type CountryCode } from '../../generated/index.ts';
import { callOperation, normalised, origin, test, translator, type Shop } from './shop.ts';

const NATIVE_COUNTRIES = COUNTRY_CODES.filter((country) => COUNTRY_ROUTING[country].nativeRouting);

/** A link as content or an old page would have it, followed by a click (vike's client router takes it). */
async function follow(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    const link = document.createElement('a');
    link.href = target;
    link.textContent = target;
    link.id = 'followed-link';
    // Outside the React root, as a link of server-rendered content is to vike's router: any same-origin <a>.
    document.body.append(link);
  }, path);
  await page.locator('#followed-link').click();
}

/** Opens the home page and marks its document, to tell a client-side navigation from a reload. */
async function openHome(shop: Shop, country: CountryCode): Promise<void> {
  await shop.open(country, '/');
  await shop.page.evaluate(() => ((window as unknown as { documentMark: number }).documentMark = 1));
}

async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { documentMark?: number }).documentMark === 1);
}

async function expectHeading(page: Page, text: string): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 });
  await heading.filter({ hasText: text }).waitFor();
  expect(normalised(await heading.textContent())).toBe(normalised(text));
}

describe('client-side navigation to a root-path product or category (spec/1 §2.1, §9.5; ADR 017)', () => {
  test('applies to at least one country (native routing in countries/*.json)', () => {
    expect(NATIVE_COUNTRIES.length).toBeGreaterThan(0);
  });

  test.for(NATIVE_COUNTRIES)(
    '%s: root-path links lead to /c/<slug>/ and /p/<slug>, the page shown, one history entry',
    async (country, { shop }) => {
      const { page } = shop;
      const categories = (await callOperation(country, 'getFirstLevelCategories', {})).results.slice(0, 2);
      const products = (
        await callOperation(country, 'listProducts', { categoryKey: categories[0]!.key, query: '' })
      ).results.slice(0, 2);
      expect(categories).toHaveLength(2);
      expect(products).toHaveLength(2);
      const targets = [
        ...categories.map((category) => ({ root: `/${category.slug}/`, link: category.link, name: category.name })),
        ...products.map((product) => ({ root: `/${product.slug}`, link: product.link, name: product.name })),
      ];
      for (const target of targets) {
        // The canonical URLs are the native ones (href, from the generated route table).
        expect(target.link).toMatch(/^\/[cp]\//);
        await openHome(shop, country);
        await follow(page, target.root);
        await page.waitForURL((url) => url.pathname === target.link);
        await expectHeading(page, target.name);
        expect(await sameDocument(page), `${target.root}: no reload`).toBe(true);

        // Back goes to the page before: the root-path form never was an entry of the history.
        await page.goBack();
        await page.waitForURL(`${origin(country)}/`);
        await page.goForward();
        await page.waitForURL((url) => url.pathname === target.link);
        await expectHeading(page, target.name);
      }
    },
  );

  test.for(NATIVE_COUNTRIES)(
    '%s: a root path that is no product or category stays not found',
    async (country, { shop }) => {
      const { page } = shop;
      const t = translator(country);
      for (const missing of ['/no-such-product-12345678', '/no-such-category/']) {
        await openHome(shop, country);
        await follow(page, missing);
        await page.waitForURL((url) => url.pathname === missing);
        await expectHeading(page, t('errors.notFound.heading'));
        expect(await sameDocument(page), missing).toBe(true);
      }
      // A fixed route at its own URL is no category or product: it is not sent under /c/ or /p/.
      await openHome(shop, country);
      const privacy = href('privacyData', {}, { country } as never);
      await follow(page, privacy);
      await page.waitForURL((url) => url.pathname === privacy);
    },
  );
});

// ADR 038: the slug page hands a content page on the catch-all path to the content page with vike's URL rewrite.
// In the browser the router follows it: the content page is shown at the address the link had, without a reload,
// and the history walks between it and a listing on the same kind of path.
const { editorPages } = inject('e2e');

describe('client-side navigation to a content page on the catch-all path (spec/1 §2.1; ADR 038)', () => {
  test.for(editorPages.map(({ country, path, title }) => [country, path, title] as const))(
    '%s %s: shown at its own address, no reload, and the history back to a listing and forward',
    async ([country, path, title], { shop }) => {
      const { page } = shop;
      await openHome(shop, country);
      await follow(page, path);
      await page.waitForURL((url) => url.pathname === path);
      await expectHeading(page, title);
      expect(await sameDocument(page)).toBe(true);

      const category = (await callOperation(country, 'getFirstLevelCategories', {})).results[0]!;
      await page.evaluate(() => document.querySelector('#followed-link')?.remove());
      await follow(page, category.link);
      await page.waitForURL((url) => url.pathname === category.link);
      await expectHeading(page, category.name);
      await page.goBack();
      await page.waitForURL((url) => url.pathname === path);
      await expectHeading(page, title);
      await page.goForward();
      await expectHeading(page, category.name);
      expect(await sameDocument(page)).toBe(true);

      // As a document, the same page at the same address.
      await shop.open(country, path);
      await expectHeading(page, title);
      expect(new URL(page.url()).pathname).toBe(path);
    },
  );
});
