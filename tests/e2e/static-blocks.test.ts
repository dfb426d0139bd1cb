// ADR 018: a first page carries each static block's HTML once, in its markup, and not again in its page
// context; the browser hydrates the blocks from the markup (runtime/components/static-block/StaticBlock.tsx). In a real browser, on the home
// page: React adopts the server's elements of every static block and writes nothing into them (no hydration error,
// no console error — the `shop` fixture fails the test on any), the blocks show their content, and after a
// client-side navigation to a category and back (history, then the logo) the blocks are shown again, from the
// navigation's page context. The frame's footer is placed the same way (ADR 019) and checked with them.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { COUNTRIES_UNDER_TEST, normalised, test, translator } from './shop.ts';

interface Watched {
  /** The static blocks' elements as the HTML parser made them, before any script ran. */
  serverNodes?: Element[];
  /** DOM changes inside a static block since then. */
  writes: number;
  documentMark?: number;
}

/** The static blocks shown: each wrapper's block name and text. */
async function staticBlocks(page: Page): Promise<Array<{ block: string; text: string }>> {
  const blocks = await page
    .locator('.block-list__static')
    .evaluateAll((wrappers) =>
      wrappers.map((wrapper) => ({ block: wrapper.getAttribute('data-block') ?? '', text: wrapper.textContent ?? '' })),
    );
  return blocks.map(({ block, text }) => ({ block, text: normalised(text) }));
}

describe('static blocks hydrate from the markup (ADR 018)', () => {
  test.for(COUNTRIES_UNDER_TEST)(
    '%s: home blocks adopted as the server sent them, shown again after a client-side navigation',
    async (country, { shop }) => {
      const { page } = shop;
      const t = translator(country);
      // Before any script of the page: note the static blocks' elements once parsed, and watch them from then on.
      await shop.context.addInitScript(() => {
        const watched = window as unknown as Watched;
        watched.writes = 0;
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return;
          watched.serverNodes = [...document.querySelectorAll('.block-list__static > *')];
          new MutationObserver((records) => {
            for (const record of records) {
              const target = record.target instanceof Element ? record.target : record.target.parentElement;
              if (target?.closest('.block-list__static')) watched.writes++;
            }
          }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
        });
      });
      await shop.open(country, '/');

      // The page context names the blocks; their HTML is in the markup only.
      const pageContext = await page.locator('#vike_pageContext').textContent();
      expect(pageContext).toContain('"blocks"');
      expect(pageContext).not.toMatch(/\\u003c(section|div|h2|p)\b/);

      const home = await staticBlocks(page);
      expect(home.length).toBeGreaterThan(1);
      for (const block of home) expect(block.text, block.block).not.toBe('');
      // React took the server's elements as they were, and wrote nothing into them.
      const adopted = await page.evaluate(() => {
        const watched = window as unknown as Watched;
        const now = [...document.querySelectorAll('.block-list__static > *')];
        return {
          same:
            now.length > 0 &&
            now.length === watched.serverNodes?.length &&
            now.every((node, index) => node === watched.serverNodes![index]),
          writes: watched.writes,
        };
      });
      expect(adopted).toEqual({ same: true, writes: 0 });
      await page.evaluate(() => ((window as unknown as Watched).documentMark = 1));
      const sameDocument = () => page.evaluate(() => (window as unknown as Watched).documentMark === 1);

      // A category, client-side: the home page's blocks go; the frame's banner (if any) and its footer (ADR 019) stay.
      const category = page
        .getByRole('navigation', { name: t('frame.categories.bar') })
        .getByRole('link')
        .first();
      const categoryPath = new URL((await category.getAttribute('href'))!, page.url()).pathname;
      await category.click();
      await page.waitForURL((url) => url.pathname === categoryPath);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const frameOnly = home.filter((block) => block.block === 'promo-banner' || block.block === 'footer');
      expect(frameOnly.map(({ block }) => block)).toContain('footer');
      await expect.poll(() => staticBlocks(page)).toEqual(frameOnly);

      // Back home through the history, then again through the logo: the blocks as the first page showed them.
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(() => staticBlocks(page)).toEqual(home);
      await category.click();
      await page.waitForURL((url) => url.pathname === categoryPath);
      await expect.poll(() => staticBlocks(page)).toEqual(frameOnly);
      await page
        .getByRole('banner')
        .getByRole('link', { name: t('frame.logo'), exact: true })
        .click();
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(() => staticBlocks(page)).toEqual(home);
      expect(await sameDocument()).toBe(true);
    },
  );
});
