// spec/1 §2.1 "/ Home", §2.2 default layout: the home page of a country in a real browser — status, language, title
// and the frame (§2.3 header, §2.4 category bar, §2.7 footer). A flow of the browser tests and of the market matrix.
import { expect } from 'vitest';
import type { CountryCode } from '../../generated/index.ts';
import { countryName, defaultLanguage, startingWith, translator, type Shop } from '../e2e/shop.ts';

export async function homeFlow(country: CountryCode, shop: Shop): Promise<void> {
  const { page } = shop;
  const t = translator(country);
  const response = await shop.open(country, '/');

  expect(response?.status()).toBe(200);
  // WCAG 3.1.1: the document's language is the shop's language (spec/1 §2.1, no prefix: the default language).
  expect(await page.locator('html').getAttribute('lang')).toBe(defaultLanguage(country));
  expect(await page.title()).toBe(t('pages.home.title', { country: countryName(country) }));

  // spec/1 §2.3 Header: the logo links home, the search bar, the cart button with its item count and total.
  const header = page.getByRole('banner');
  const logo = header.getByRole('link', { name: t('frame.logo'), exact: true });
  expect(await logo.getAttribute('href')).toBe('/');
  expect(await header.getByRole('search').getByLabel(t('frame.search.label')).and(page.locator('input')).count()).toBe(
    1,
  );
  // "Cart: 0 items, 0,00 €" — the summary's text up to the total, in the country's language and plural form.
  const [summaryStart = ''] = t('frame.cart.summary', { count: 0, total: '\u0000' }).split('\u0000');
  const cart = header.getByRole('button', { name: startingWith(summaryStart) });
  expect(await cart.count()).toBe(1);

  // spec/1 §2.4 the category bar, and §2.7 the footer with its copyright line.
  expect(await page.getByRole('navigation', { name: t('frame.categories.bar') }).count()).toBe(1);
  const footer = page.getByRole('contentinfo');
  expect(await footer.count()).toBe(1);
  expect(await footer.getByText(/©/).count()).toBeGreaterThan(0);
  expect(await page.getByRole('main').count()).toBe(1);
}
