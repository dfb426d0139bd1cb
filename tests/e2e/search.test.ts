// spec/1 §2.5 Search by keyboard, in a real browser: the header's combobox (WAI-ARIA 1.2 pattern) opens its
// listbox once the text is long enough, ArrowDown highlights the first hit, Enter goes to the highlighted hit or,
// with nothing highlighted, to the search page with ?q=; Escape and the clear button close it.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { href, type CountryCode } from '../../generated/index.ts';
import type { SearchHit } from '../../generated/types.ts';
import { callOperation, COUNTRIES_UNDER_TEST, defaultLanguage, normalised, test, translator } from './shop.ts';

const TYPING_DELAY_MS = 100;

/** A word of a real product's name in the country's language, and what the search answers for it. */
async function productWord(country: CountryCode): Promise<{ word: string; hits: SearchHit[] }> {
  const { results } = await callOperation(country, 'getFirstLevelCategories', {});
  const categoryKey = results[0]?.key;
  if (categoryKey === undefined) throw new Error(`${country} has no categories`);
  const listing = await callOperation(country, 'listProducts', { categoryKey, query: '' });
  const name = listing.results[0]?.name;
  if (name === undefined) throw new Error(`${country}: no product in ${categoryKey}`);
  // The brand, the name's first word: several products carry it, so the listbox has more than one hit.
  const word = name.split(/\s+/)[0]!;
  const { hits } = await callOperation(country, 'search', { text: word, limit: 8, language: defaultLanguage(country) });
  if (hits.length === 0) throw new Error(`${country}: searching "${word}" finds nothing`);
  return { word, hits };
}

/**
 * Focuses the header's search field and types `word`. The field is a plain search form until the combobox takes
 * over (SearchBar.tsx loads it when the browser is idle, or at once on focus); the test types once it has.
 */
async function typeIntoSearch(page: Page, country: CountryCode, word: string) {
  const label = translator(country)('frame.search.label');
  const banner = page.getByRole('banner');
  const field = banner.getByRole('search').getByLabel(label).and(page.locator('input'));
  // No wait for hydration on the plain field: the combobox may replace it at any moment (when the browser is idle).
  await field.focus().catch(() => undefined);
  const box = banner.getByRole('combobox', { name: label });
  await box.waitFor();
  await box.focus();
  await expect.poll(() => box.evaluate((element) => element === document.activeElement)).toBe(true);
  // At a brisk human pace (100 ms a key, the search's own debounce is 300 ms), so results arrive while typing.
  await box.pressSequentially(word, { delay: TYPING_DELAY_MS });
  // Every key the shopper typed is in the field, also those typed while the dropdown was filling.
  expect(await box.inputValue()).toBe(word);
  const listbox = page.getByRole('listbox');
  // The dropdown fills after the 300 ms debounce (spec/1 §9.7) and the search call.
  await listbox.getByRole('option').first().waitFor({ state: 'visible' });
  expect(await box.getAttribute('aria-expanded')).toBe('true');
  return { box, listbox };
}

describe('search dropdown by keyboard (spec/1 §2.5)', () => {
  test.for(COUNTRIES_UNDER_TEST)(
    '%s: ArrowDown highlights the first hit, Enter opens it',
    async (country, { shop }) => {
      const { page } = shop;
      const { word, hits } = await productWord(country);
      const first = hits[0]!;
      await shop.open(country, '/');
      const { box, listbox } = await typeIntoSearch(page, country, word);
      const option = listbox.getByRole('option').first();
      expect(normalised(await option.textContent())).toContain(normalised(first.name));
      // Nothing is highlighted until the arrow key moves there.
      expect(await box.getAttribute('aria-activedescendant')).toBeFalsy();

      await page.keyboard.press('ArrowDown');
      const optionId = await option.getAttribute('id');
      expect(optionId).toBeTruthy();
      expect(await box.getAttribute('aria-activedescendant')).toBe(optionId);
      expect(await option.getAttribute('aria-selected')).toBe('true');

      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === first.link);
      await page.getByRole('heading', { level: 1, name: first.name }).waitFor();
    },
  );

  test.for(COUNTRIES_UNDER_TEST)(
    '%s: Enter without a highlight goes to the search page with ?q=',
    async (country, { shop }) => {
      const { page } = shop;
      const { word } = await productWord(country);
      await shop.open(country, '/');
      await typeIntoSearch(page, country, word);

      await page.keyboard.press('Enter');
      const searchPath = href('search', {}, { country, language: defaultLanguage(country) as never });
      await page.waitForURL((url) => url.pathname === searchPath && url.searchParams.get('q') === word);
      await page.getByRole('heading', { level: 1 }).waitFor();
      // The search page lists what the search found.
      expect(await page.getByRole('main').getByRole('link', { name: word }).count()).toBeGreaterThan(0);
    },
  );

  test('de: the last term leaves the header once the shopper moves on to a product and the cart', async ({ shop }) => {
    const country = 'de';
    const { page } = shop;
    const { word, hits } = await productWord(country);
    await shop.open(country, '/');
    const { box } = await typeIntoSearch(page, country, word);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === word);
    // On the search page the field holds the page's query.
    expect(await box.inputValue()).toBe(word);
    await page.getByRole('main').getByRole('link', { name: hits[0]!.name }).first().click();
    await page.waitForURL((url) => url.pathname === hits[0]!.link);
    await expect.poll(() => box.inputValue()).toBe('');
  });

  test.for(COUNTRIES_UNDER_TEST)('%s: Escape and the clear button close the dropdown', async (country, { shop }) => {
    const { page } = shop;
    const t = translator(country);
    const { word } = await productWord(country);
    await shop.open(country, '/');
    const { box, listbox } = await typeIntoSearch(page, country, word);

    await page.keyboard.press('Escape');
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('false');
    expect(await listbox.getByRole('option').count()).toBe(0);

    // Typing opens it again; the clear button empties the field and closes it (spec/1 §2.5).
    await page.keyboard.type(' ');
    await listbox.getByRole('option').first().waitFor({ state: 'visible' });
    await page
      .getByRole('banner')
      .getByRole('button', { name: t('frame.search.clear') })
      .click();
    expect(await box.inputValue()).toBe('');
    await expect.poll(() => listbox.getByRole('option').count()).toBe(0);
  });
});

/**
 * ADR 012: letters that reach the field without a key event of their own — a dead key's accent composed
 * onto the next letter, an input method's syllables, an on-screen keyboard or dictation inserting text — stay in
 * the field as the browser composed them, and the search runs for them. Sent through the DevTools protocol, as the
 * operating system's input method would give them to the browser.
 */
describe('search field text without key events (ADR 012)', () => {
  test.for(COUNTRIES_UNDER_TEST)('%s: dead keys, an input method and inserted text', async (country, { shop }) => {
    const { page } = shop;
    await shop.open(country, '/');
    const label = translator(country)('frame.search.label');
    const banner = page.getByRole('banner');
    await banner
      .getByRole('search')
      .getByLabel(label)
      .and(page.locator('input'))
      .focus()
      .catch(() => undefined);
    const box = banner.getByRole('combobox', { name: label });
    await box.waitFor();
    await box.focus();
    await box.pressSequentially('s');
    const devtools = await page.context().newCDPSession(page);
    // A dead key: the diaeresis shows while it waits for its letter, then "ä" is committed in its place.
    await devtools.send('Input.imeSetComposition', { text: '¨', selectionStart: 1, selectionEnd: 1 });
    await devtools.send('Input.insertText', { text: 'ä' });
    expect(await box.inputValue()).toBe('sä');
    // An on-screen keyboard: text inserted with no key event at all.
    await page.keyboard.insertText('g');
    await page.keyboard.insertText('é');
    expect(await box.inputValue()).toBe('sägé');
    // An input method composing a syllable in steps.
    await devtools.send('Input.imeSetComposition', { text: 'k', selectionStart: 1, selectionEnd: 1 });
    await devtools.send('Input.imeSetComposition', { text: 'ka', selectionStart: 2, selectionEnd: 2 });
    await devtools.send('Input.insertText', { text: 'か' });
    expect(await box.inputValue()).toBe('sägéか');
    // The dropdown answers for the text as composed (hits, or 'No results'), and the field keeps it.
    await page.getByRole('listbox').locator('li').first().waitFor();
    expect(await box.inputValue()).toBe('sägéか');
  });
});
