// spec/1 §2.1 "Not-found pages use a dedicated meta title and show the message 'This page could not be found'
// with status 404"; §8 the message; §2.8 the not-found page. In each country's language (runtime/i18n/errors).
import { describe, expect } from 'vitest';
import { COUNTRIES_UNDER_TEST, escapeRegExp, shopRequest, shopUrl, test, translator } from './shop.ts';

const MISSING = '/no-such-page-anywhere/';

describe('not-found page (spec/1 §2.1, §2.8, §8)', () => {
  test.for(COUNTRIES_UNDER_TEST)(
    '%s: a missing slug answers 404 with the heading and its own title',
    async (country, { shop }) => {
      const { page } = shop;
      const t = translator(country);
      // The browser reports the document's own 404 on the console; that one is expected here, nothing else.
      shop.allowConsole(new RegExp(`status of 404 .*at ${escapeRegExp(shopUrl(country, MISSING))}\\)$`));

      const response = await shop.open(country, MISSING);

      expect(response?.status()).toBe(404);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(t('errors.notFound.heading'));
      expect(await page.title()).toBe(t('errors.notFound.title'));
      // The frame stays: the shopper can search or go home from here.
      expect(await page.getByRole('banner').getByRole('search').count()).toBe(1);
      expect(
        await page
          .getByRole('main')
          .getByRole('link', { name: t('errors.notFound.home') })
          .getAttribute('href'),
      ).toBe('/');
      // §2.8 its two blocks, loaded once the browser is idle: shop by department, trusted brands.
      await page.getByRole('heading', { name: t('blocks.shopByDepartment.heading') }).waitFor();
      expect(await page.getByRole('heading', { name: t('blocks.trustedBrands.heading') }).count()).toBe(1);
    },
  );

  test.for(COUNTRIES_UNDER_TEST)('%s: a missing product slug answers 404 too', async (country) => {
    const response = await shopRequest(country, '/no-such-product-12345678');
    expect(response.status).toBe(404);
    expect(response.body).toContain(translator(country)('errors.notFound.heading').replace(/'/g, '&#x27;'));
  });
});
