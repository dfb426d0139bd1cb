// No page wider than the screen, and a phone header that leaves room for the shop (ADR 016), in a
// real browser. Every page type (home, category listing, search, product, information page, 404, the checkout's
// cart) in every language's longest-text locale — the locale of each language whose UI strings are longest, the
// one most likely to push something past the edge — on a 390 px phone and a 1366 px desktop:
// - the document is no wider than the window, and no element's box or text reaches past its right edge (unless
//   a scroll container of its own, itself inside the screen, clips it: the category bar, the carousels);
// - footer links do not overlap each other (their text ran into the next column in DE, AT, CH-de);
// - on the phone, the frame — a campaign's promo banner (spec/1 §2.9), the header and the category bar — takes at
//   most 160 px before the page's content begins; the banner is one line there, its whole text a tap or a key away;
// - the search field shows one clear button (the browser's own for type=search is hidden), and its dropdown,
//   open with hits, stays inside the screen (the Greek one ran past the edge).
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { COUNTRY_CODES, COUNTRY_LOCALES, href, type CountryCode, type LanguageCode } from '../../generated/index.ts';
import type { ContentFrameFile } from '../../generated/types.ts';
import { blockGalleryPath } from '../../runtime/view/gallery-path.ts';
import { activeCampaigns } from '../../runtime/domain/money/campaign.ts';
import { prefixPath } from '../../runtime/domain/routing/language-prefix.ts';
import { messagesFor } from '../../runtime/i18n/messages.server.ts';
import { axeViolations, describeViolations, injectAxe } from './axe.ts';
import {
  COUNTRIES_UNDER_TEST,
  escapeRegExp,
  normalised,
  productLinks,
  shopRequest,
  shopUrl,
  test,
  translator,
  type Shop,
} from './shop.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
/** ADR 016: "content starts within about 160 px" on a 390 × 844 phone. */
const PHONE_FRAME_HEIGHT = 160;
const MISSING = '/no-such-page-for-layout/';

interface ShopLocale {
  country: CountryCode;
  language: LanguageCode;
  locale: string;
}

/** Each language's locale whose UI strings are longest in all (de-CH's, say, rather than de-DE's). */
function longestTextLocales(): ShopLocale[] {
  const best = new Map<LanguageCode, ShopLocale & { length: number }>();
  for (const country of COUNTRY_CODES) {
    for (const [language, locale] of Object.entries(COUNTRY_LOCALES[country]) as [LanguageCode, string][]) {
      const length = Object.values(messagesFor(locale as never)).reduce((sum, text) => sum + text.length, 0);
      const known = best.get(language);
      if (known === undefined || length > known.length) best.set(language, { country, language, locale, length });
    }
  }
  return [...best.values()].map(({ country, language, locale }) => ({ country, language, locale }));
}

const LOCALES_UNDER_TEST = longestTextLocales();

/** What sticks out past the right edge of the window: the document's width, boxes and texts not clipped. */
function overflowOf(page: Page): Promise<{ scrollWidth: number; width: number; outside: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`;
    // A scroll or clip container inside the screen hides what its content has beyond its edge. An absolutely
    // positioned element escapes the containers between it and its containing block (its nearest positioned
    // ancestor), not those around that block: a badge of a card in a scrolling row is clipped by the row.
    const clipped = (element: Element, absolute: boolean) => {
      let escaping = absolute;
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (escaping) {
          if (style.position === 'static') continue;
          escaping = false;
        }
        if (style.overflowX === 'visible') continue;
        return parent.getBoundingClientRect().right <= width + 0.5;
      }
      return false;
    };
    const outside: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.right <= width + 0.5) continue;
      const position = getComputedStyle(element).position;
      if (clipped(element, position === 'absolute' || position === 'fixed')) continue;
      outside.push(`${describe(element)} reaches ${Math.round(box.right)} px`);
    }
    // A word longer than its box overflows the box without widening it: the text's own extent counts.
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const parent = node.parentElement;
      if (parent === null || (node.textContent ?? '').trim() === '') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 0.5 || clipped(node as unknown as Element, false)) continue;
      // A parent that clips its text holds it within its own box, which the pass over the elements checked.
      if (getComputedStyle(parent).overflowX !== 'visible') continue;
      outside.push(
        `text "${(node.textContent ?? '').trim().slice(0, 40)}" in ${describe(parent)} reaches ${Math.round(box.right)} px`,
      );
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, outside: outside.slice(0, 10) };
  });
}

/** Pairs of footer links whose texts overlap. */
function overlappingFooterLinks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const links = [...document.querySelectorAll('footer a')].flatMap((link) => {
      const range = document.createRange();
      range.selectNodeContents(link);
      return [...range.getClientRects()]
        .filter((rect) => rect.width > 0)
        .map((rect) => ({ text: (link.textContent ?? '').trim(), rect }));
    });
    const overlaps: string[] = [];
    for (let i = 0; i < links.length; i++) {
      for (let j = i + 1; j < links.length; j++) {
        const a = links[i]!;
        const b = links[j]!;
        if (a.text === b.text) continue;
        const x = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const y = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (x > 1 && y > 1) overlaps.push(`"${a.text}" / "${b.text}"`);
      }
    }
    return overlaps;
  });
}

async function expectWithinScreen(shop: Shop, what: string): Promise<void> {
  const { page } = shop;
  const viewport = page.viewportSize()!;
  const found = await overflowOf(page);
  expect(found.outside, `${what} at ${viewport.width} px: past the right edge`).toEqual([]);
  expect(found.scrollWidth, `${what} at ${viewport.width} px: document width`).toBeLessThanOrEqual(found.width);
  expect(await overlappingFooterLinks(page), `${what} at ${viewport.width} px: footer links overlapping`).toEqual([]);
}

/** The space the frame takes above the content: from the top of the document to the main content's. */
async function frameHeight(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelector('main')!.getBoundingClientRect().top + window.scrollY);
}

/** The frame's promo banner (spec/1 §2.9): the server renders it into a wrapper before the header. */
const FRAME_BANNER = '.block-list__static[data-block="promo-banner"] > .block-promo-banner';

/** The locale's frame content (content/frame/<locale>.json): its promo banner's text and campaign. */
function frameBannerOf(locale: string): { text: string; campaign: string | null } {
  const content = JSON.parse(
    readFileSync(new URL(`../../content/frame/${locale}.json`, import.meta.url), 'utf8'),
  ) as ContentFrameFile;
  const props = content.promoBanner?.props as { text: string; campaign?: string } | undefined;
  if (props === undefined) throw new Error(`${locale}: the frame has no promo banner`);
  return { text: props.text, campaign: props.campaign ?? null };
}

/**
 * Makes sure the phone's frame is measured with its promo banner. While the banner's campaign runs in the country
 * (spec/1 §4; the demo content's is Black Week), the server must show it. On a day outside it the test puts the
 * banner where the server does, as the server renders the block — the block gallery's promo banner (ADR 009:
 * the same component and styles) — with the locale's frame text, so the check holds whatever day it runs.
 */
async function withFrameBanner(shop: Shop, shopLocale: ShopLocale): Promise<void> {
  const { page } = shop;
  const { country, language, locale } = shopLocale;
  const banner = frameBannerOf(locale);
  const running =
    banner.campaign === null || activeCampaigns(country, Date.now()).some((c) => c.name === banner.campaign);
  if (running) {
    expect(await page.locator(FRAME_BANNER).count(), `${locale}: the running campaign's banner`).toBe(1);
    return;
  }
  expect(await page.locator(FRAME_BANNER).count(), `${locale}: no banner outside its campaign`).toBe(0);
  const gallery = await shopRequest(country, blockGalleryPath(country, language));
  expect(gallery.status, 'the block gallery (global-setup.ts: BLOCK_GALLERY=1)').toBe(200);
  await page.evaluate(
    ({ html, text }) => {
      const section = new DOMParser().parseFromString(html, 'text/html').querySelector('main .block-promo-banner')!;
      // The text of the bar and of its popover (the text node before the popover's link).
      section.querySelector('.promo-banner__message')!.textContent = text;
      const full = section.querySelector('.promo-banner__full-text')!.firstChild!;
      full.textContent = full.nextSibling === null ? text : `${text} `;
      const wrapper = document.createElement('div');
      wrapper.className = 'block-list__static';
      wrapper.dataset.block = 'promo-banner';
      wrapper.append(section);
      document.querySelector('header')!.before(wrapper);
    },
    { html: gallery.body, text: banner.text },
  );
}

/** Opens `path` on a phone, checks it, then the same page on a desktop screen. */
async function checkPage(shop: Shop, shopLocale: ShopLocale, what: string, path: string): Promise<void> {
  const { page } = shop;
  await page.setViewportSize(PHONE);
  await shop.open(shopLocale.country, path);
  await withFrameBanner(shop, shopLocale);
  await expectWithinScreen(shop, `${shopLocale.locale} ${what} ${path}`);
  expect(
    await frameHeight(page),
    `${shopLocale.locale} ${what}: promo banner, header and category bar on a phone`,
  ).toBeLessThanOrEqual(PHONE_FRAME_HEIGHT);
  await page.setViewportSize(DESKTOP);
  await expectWithinScreen(shop, `${shopLocale.locale} ${what} ${path}`);
}

describe('no page wider than the screen, a compact phone header (ADR 016)', () => {
  test.for(LOCALES_UNDER_TEST)('$locale: every page type at 390 and 1366 px', async (shopLocale, { shop }) => {
    const { page } = shop;
    const { country, language } = shopLocale;
    const at = { country: country as never, language: language as never };
    shop.allowConsole(new RegExp(`status of 404 .*at ${escapeRegExp(shopUrl(country, ''))}`));

    await checkPage(shop, shopLocale, 'home', href('home', {}, at));
    const listing = await page.locator('.category-bar__chips a').first().getAttribute('href');
    await checkPage(shop, shopLocale, 'listing', listing!);
    const [product] = await productLinks(page);
    await checkPage(shop, shopLocale, 'product', product!);
    await checkPage(shop, shopLocale, 'search', `${href('search', {}, at)}?q=a`);
    await checkPage(shop, shopLocale, 'information page', href('companyInformation', {}, at));
    await checkPage(shop, shopLocale, 'not-found page', prefixPath(country, language, MISSING));
    await checkPage(shop, shopLocale, 'cart', href('checkoutCart', {}, at));
  });

  test.for(LOCALES_UNDER_TEST)(
    '$locale: the phone’s search opens in place, with one clear button and its dropdown inside the screen',
    async (shopLocale, { shop }) => {
      const { page } = shop;
      const t = translator(shopLocale.country, shopLocale.language);
      await page.setViewportSize(PHONE);
      await shop.open(shopLocale.country, prefixPath(shopLocale.country, shopLocale.language, '/'));
      const header = page.getByRole('banner');
      // The longest word of a product's name on the page: a query with hits, and long ones (Greek), in any language.
      const [product] = await productLinks(page);
      const name = await page.locator(`main a[href="${product!}"]`).last().textContent();
      const word = (name ?? '')
        .split(/[^\p{L}]+/u)
        .reduce((longest, next) => (next.length > longest.length ? next : longest), '');

      const toggle = header.getByRole('button', { name: t('frame.search.open') });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      const box = header.getByRole('combobox', { name: t('frame.search.label') });
      await box.waitFor();
      // ADR 016: no 'close search' button beside the open field.
      expect(await header.getByRole('button', { name: t('frame.search.close') }).count()).toBe(0);
      await box.pressSequentially(word, { delay: 20 });
      await header.locator('.search__dropdown--open').waitFor();

      expect(await header.getByRole('button', { name: t('frame.search.clear') }).count()).toBe(1);
      // Where the browser draws its own clear button of a type=search field (at the field's inner right edge), a
      // click must not clear the text: that button is hidden.
      const typed = await box.inputValue();
      const field = (await box.boundingBox())!;
      await page.mouse.click(field.x + field.width - 18, field.y + field.height / 2);
      expect(await box.inputValue(), 'the browser’s own clear button of type=search').toBe(typed);
      await expectWithinScreen(shop, `${shopLocale.locale} search dropdown for "${word}"`);

      // Escape closes it, back to the search button.
      await box.press('Escape');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    },
  );

  // ADR 016 with spec/1 §2.9: the phone's promo banner is one line, so its text is cut; the whole text is a
  // tap or a few key presses away, and the bar and its popover pass axe (contrast, names) in every language.
  test.for(LOCALES_UNDER_TEST)(
    '$locale: the phone’s promo banner is one line, its whole text and link reachable by keyboard, axe clean',
    async (shopLocale, { shop }) => {
      const { page } = shop;
      const { country, language, locale } = shopLocale;
      const t = translator(country, language);
      await page.setViewportSize(PHONE);
      await shop.open(country, prefixPath(country, language, '/'));
      await withFrameBanner(shop, shopLocale);
      const banner = page.locator(FRAME_BANNER);
      const message = banner.locator('.promo-banner__message');
      const shape = await message.evaluate((element) => ({
        height: element.getBoundingClientRect().height,
        lineHeight: parseFloat(getComputedStyle(element).lineHeight),
        cut: element.scrollWidth > element.clientWidth,
      }));
      expect(shape.height, `${locale}: one line`).toBeLessThan(shape.lineHeight * 1.5);
      expect(shape.cut, `${locale}: the text is longer than the line`).toBe(true);
      const failures = describeViolations(
        `${locale} phone promo banner`,
        await (async () => {
          await injectAxe(page);
          return axeViolations(page, FRAME_BANNER);
        })(),
      );

      // By keyboard: the banner's link, then its button, come first; the button opens the whole text, whose link
      // and close button come next.
      const line = banner.locator('.promo-banner__text');
      const link = line.getByRole('link');
      const more = line.getByRole('button', { name: t('blocks.promoBanner.more') });
      const focused = () => page.evaluate(() => document.activeElement?.className ?? '');
      const order: string[] = [];
      for (let step = 0; step < 4 && !order.includes('promo-banner__more'); step++) {
        await page.keyboard.press('Tab');
        order.push(await focused());
      }
      expect(
        order.filter((name) => name.startsWith('promo-banner__')),
        locale,
      ).toEqual(['promo-banner__link', 'promo-banner__more']);
      expect(await link.count()).toBe(1);
      await page.keyboard.press('Enter');
      const full = page.locator(`[id="${await more.getAttribute('popovertarget')}"]`);
      await full.waitFor();
      expect(await full.evaluate((element) => element.matches(':popover-open'))).toBe(true);
      expect(normalised(await full.locator('.promo-banner__full-text').textContent())).toBe(
        normalised(`${await message.textContent()} ${await link.textContent()}`),
      );
      failures.push(
        ...describeViolations(`${locale} promo banner's whole text`, await axeViolations(page, '.promo-banner__full')),
      );
      await page.keyboard.press('Tab');
      expect(await focused()).toBe('promo-banner__link');
      await page.keyboard.press('Tab');
      expect(await focused()).toBe('promo-banner__close');
      await page.keyboard.press('Enter');
      await full.waitFor({ state: 'hidden' });

      // A tap opens it too, and Escape closes it.
      await more.click();
      await full.waitFor();
      await page.keyboard.press('Escape');
      await full.waitFor({ state: 'hidden' });

      // On a desktop screen the text is whole, without the button.
      await page.setViewportSize(DESKTOP);
      expect(await more.isVisible()).toBe(false);
      expect(await message.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(false);
      expect(failures).toEqual([]);
    },
  );

  // spec/1 §2.4: the chips scroll by their arrows on a desktop (and by a swipe on a phone); no scrollbar of their own
  // shows under them beside the arrows.
  test('de: the category chips show no scrollbar beside their arrows', async ({ shop }) => {
    const { page } = shop;
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await shop.open('de', '/');
      const scroller = page.locator('.category-bar__scroller');
      const [offset, client, wide] = await scroller.evaluate((element: HTMLElement) => [
        element.offsetHeight,
        element.clientHeight,
        element.scrollWidth > element.clientWidth,
      ]);
      // The chips are wider than the bar on the desktop (they scroll), so a scrollbar would show there.
      if (viewport === DESKTOP) expect(wide).toBe(true);
      expect(offset - client, `${viewport.width} px: a scrollbar's height`).toBe(0);
    }
  });

  // ADR 016, "Lighthouse and axe stay at 100 for accessibility": the new header in each of its states.
  test.for(COUNTRIES_UNDER_TEST)(
    '%s: the header, closed and open search, and the menu pass axe (WCAG 2.1 A/AA) on a phone and a desktop',
    async (country, { shop }) => {
      const { page } = shop;
      const t = translator(country);
      const failures: string[] = [];
      await page.setViewportSize(PHONE);
      await shop.open(country, '/');
      await injectAxe(page);
      failures.push(...describeViolations('phone header', await axeViolations(page, 'header')));
      failures.push(...describeViolations('phone category bar', await axeViolations(page, '.category-bar')));
      const header = page.getByRole('banner');
      await header.getByRole('button', { name: t('frame.search.open') }).click();
      await header.getByRole('combobox', { name: t('frame.search.label') }).waitFor();
      failures.push(...describeViolations('phone header, search open', await axeViolations(page, 'header')));
      await page.keyboard.press('Escape');
      await header.getByRole('button', { name: t('frame.categories.all') }).click();
      await page.getByRole('dialog', { name: t('frame.categories.all') }).waitFor();
      failures.push(...describeViolations('phone menu', await axeViolations(page, '#navigation-panel')));
      await page.keyboard.press('Escape');
      await page.setViewportSize(DESKTOP);
      failures.push(...describeViolations('desktop header', await axeViolations(page, 'header')));
      expect(failures).toEqual([]);
    },
  );
});
