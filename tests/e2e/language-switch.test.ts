// spec/1 §2.3 Language selector (BE: fr, nl; CH: de, fr, it), §4 "Locale change sets the locale cookie and
// redirects", §9.7 "Locale cookie lives 365 days; cookies last one year, path '/', same-site lax": following a
// language lands on the same page in that language.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { LANGUAGES, type CountryCode, type LanguageCode } from '../../generated/index.ts';
import type { Shop } from './shop.ts';
import { callOperation, defaultLanguage, localeOf, test, translator } from './shop.ts';

const DAY_SECONDS = 24 * 60 * 60;
const LOCALE_COOKIE_DAYS = 365;

/** The path of one first-level category in each of the given languages (the slugs differ by language). */
async function categoryPaths(country: CountryCode, languages: readonly LanguageCode[]) {
  const { results } = await callOperation(country, 'getFirstLevelCategories', {});
  const key = results[0]?.key;
  if (key === undefined) throw new Error(`${country} has no categories`);
  const paths: Partial<Record<LanguageCode, string>> = {};
  for (const language of languages) {
    const answer = await callOperation(country, 'queryCategories', { keys: [key], language, limit: 1, offset: 0 });
    const link = answer.results[0]?.link;
    if (link === undefined) throw new Error(`${country}: category ${key} has no ${language} link`);
    paths[language] = link;
  }
  return paths as Record<LanguageCode, string>;
}

async function switchLanguage(page: Page, country: CountryCode, from: LanguageCode, to: LanguageCode) {
  const t = translator(country, from);
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: t('frame.language.label') }).click();
  const link = header.getByRole('link', { name: LANGUAGES[to].nativeName, exact: true });
  await link.waitFor({ state: 'visible' });
  await link.click();
}

async function expectLocaleCookie(shop: Shop, country: CountryCode, language: LanguageCode) {
  const cookies = await shop.context.cookies();
  const cookie = cookies.find((entry) => entry.name === 'locale');
  expect(cookie, `no locale cookie after switching to ${language}`).toBeDefined();
  expect(cookie!.value).toBe(localeOf(country, language));
  expect(cookie!.path).toBe('/');
  expect(cookie!.sameSite).toBe('Lax');
  const days = (cookie!.expires - Date.now() / 1000) / DAY_SECONDS;
  expect(days).toBeGreaterThan(LOCALE_COOKIE_DAYS - 1);
  expect(days).toBeLessThanOrEqual(LOCALE_COOKIE_DAYS);
}

describe('language switch (spec/1 §2.3, §4, §9.7)', () => {
  const journeys: Array<[CountryCode, LanguageCode[]]> = [
    ['ch', ['de', 'fr', 'it']],
    ['be', ['fr', 'nl']],
  ];

  test.for(journeys)('%s: %j, each time the same page in the new language', async ([country, languages], { shop }) => {
    const { page } = shop;
    expect(languages[0]).toBe(defaultLanguage(country));
    const paths = await categoryPaths(country, languages);
    await shop.open(country, paths[languages[0]!]);
    expect(await page.locator('html').getAttribute('lang')).toBe(languages[0]);

    for (let step = 1; step < languages.length; step += 1) {
      const from = languages[step - 1]!;
      const to = languages[step]!;
      await switchLanguage(page, country, from, to);
      // The default language has no prefix (spec/1 §2.1); the others are under /<language>/.
      expect(paths[to].startsWith(`/${to}/`)).toBe(true);
      await page.waitForURL((url) => url.pathname === paths[to]);
      await page.waitForFunction((language) => document.documentElement.lang === language, to);
      await expectLocaleCookie(shop, country, to);
      // The new language's strings came with the page: the search box is labelled in it.
      await page
        .getByRole('banner')
        .getByRole('search')
        .getByLabel(translator(country, to)('frame.search.label'))
        .and(page.locator('input'))
        .waitFor();
    }
  });
});
