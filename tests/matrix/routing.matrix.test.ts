// Market matrix, routing (ADR 030): each build the shop of its own hosts only; the checkout sent home where the country has checkout disabled (spec/1 §5,
// spec/2 §2: store flag checkoutDisabled) and open elsewhere; a native-routing country's categories and
// products under /c/ and /p/ (spec/1 §9.5: store flag nativeRouting), the others' on the root path.
import { describe, expect } from 'vitest';
import { COUNTRIES, COUNTRY_CODES, href } from '../../generated/index.ts';
import { callOperation, shopRequest, test } from '../e2e/shop.ts';
import { MATRIX_COUNTRIES } from './countries.ts';

for (const country of MATRIX_COUNTRIES) {
  describe(country, () => {
    const { flags } = COUNTRIES[country];
    test("routing: its own hosts only — another country's host is no shop here (ADR 030)", async () => {
      const own = await shopRequest(country, '/api/getFirstLevelCategories', {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json', host: COUNTRIES[country].prodDomain },
      });
      expect(own.status, COUNTRIES[country].prodDomain).toBe(200);
      for (const other of COUNTRY_CODES.filter((code) => code !== country)) {
        for (const host of [`${other}.localhost`, COUNTRIES[other].prodDomain]) {
          const answer = await shopRequest(country, '/', { headers: { host } });
          // ADR 030: a host that is not this build's shop is misdirected here.
          expect(answer.status, host).toBe(421);
          expect(answer.body, host).not.toContain('vike_pageContext');
        }
      }
    });

    test('routing: checkout open, or sent home where disabled', async ({ shop }) => {
      // The thank-you page needs no cart (its guard is none, spec/2 §2): it shows where checkout is on, and is sent home
      // where it is off, like every checkout page. (The cart's pages need a cart: cart.matrix.test.ts.)
      const thankYou = href('checkoutThankYou', {}, { country });
      const answer = await shopRequest(country, thankYou);
      if (flags.checkoutDisabled) {
        expect([302, 307, 308], `${thankYou}: ${answer.status}`).toContain(answer.status);
        expect(answer.headers.location, thankYou).toBe('/');
      } else {
        expect(answer.status, thankYou).toBe(200);
      }
      await shop.open(country, thankYou);
      expect(new URL(shop.page.url()).pathname).toBe(flags.checkoutDisabled ? '/' : thankYou);
    });

    test('routing: categories and products on the root path, or under /c/ and /p/ (native)', async () => {
      const { results } = await callOperation(country, 'getFirstLevelCategories', {});
      const category = results[0]!;
      const listing = await callOperation(country, 'listProducts', { categoryKey: category.key, query: '' });
      const product = listing.results[0]!;
      expect(category.link).toMatch(flags.nativeRouting ? /^\/c\/[^/]+\/$/ : /^\/[^/]+\/$/);
      expect(product.link).toMatch(flags.nativeRouting ? /^\/p\/[a-z0-9-]+-\d{8}$/ : /^\/[a-z0-9-]+-\d{8}$/);
      for (const link of [category.link, product.link]) {
        expect((await shopRequest(country, link)).status, link).toBe(200);
      }
      if (flags.nativeRouting) {
        // The same slugs on the root path reach their /c/ and /p/ pages in one redirect (ADR 014).
        const slug = category.link.split('/')[2]!;
        const root = await shopRequest(country, `/${slug}/`);
        expect(root.headers.location).toBe(category.link);
        const productRoot = await shopRequest(country, product.link.replace(/^\/p\//, '/'));
        expect(productRoot.headers.location).toBe(product.link);
      }
    });
  });
}
