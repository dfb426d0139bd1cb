// Every block renders in all 21 languages without a missing key (spec/1 §2.9, §9.2): every block of the library,
// with its fixture, in every one of the 28 locales (all 21 languages), loaded through the real operations on a real
// SQLite file seeded with the demo catalogue and rendered as a page renders it. A string key that no translation
// file has is shown as the key itself (runtime/i18n/translate.ts), so no rendered block may contain one.
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { inVikePageContext } from '../runtime/view/vike-page-context.ts';
import { describe, expect, it, vi } from 'vitest';
import { BLOCK_LIBRARY } from '../generated/block-library.server.ts';
import { BLOCK_NAMES } from '../generated/blocks.ts';
import { COUNTRIES, LOCALE_CODES, LOCALES, type CountryCode, type LocaleCode } from '../generated/index.ts';
import { useSeededOperations } from '../tests/fixtures/seeded-operations.ts';
import { createInProcessClient } from '../runtime/server/rendering/in-process-client.server.ts';
import { shopPageContext } from '../tests/fixtures/shop-page-context.ts';
import { BlockList } from './BlockList.tsx';
import { loadBlocks } from './load-blocks.server.ts';

const dispatcherOf = useSeededOperations();

/** The home page's URL of a locale: its country's host, its language's prefix unless it is the default. */
function homeOf(locale: LocaleCode): string {
  const { country, language } = LOCALES[locale] as { country: CountryCode; language: string };
  const config = COUNTRIES[country];
  const prefix = config.languages.find((entry) => entry.language === language)?.pathPrefix;
  return `http://${country}.localhost:3000/${language === config.defaultLanguage ? '' : `${prefix}/`}`;
}

/** Text that looks like one of the blocks' own string keys: `blocks.reviewCarousel.next`. */
const RAW_KEY = /\bblocks\.[a-zA-Z]+\.[a-zA-Z_.-]+/;

describe('every block in every locale (spec/1 §9.2)', () => {
  it.each([...LOCALE_CODES])('%s: every block renders its fixture, no string key left untranslated', async (locale) => {
    // The fixtures' campaign (black-week) is active on this day in the countries that run it (spec/1 §4).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-21T12:00:00Z') });
    try {
      const pageContext = shopPageContext({ url: homeOf(locale) }) as Record<string, unknown> & {
        shop: { country: CountryCode; locale: LocaleCode };
      };
      expect(pageContext.shop.locale).toBe(locale);
      const operations = createInProcessClient(dispatcherOf(), pageContext.shop.country);
      const entries = BLOCK_NAMES.map((block) => ({ block, props: BLOCK_LIBRARY[block].fixture }));
      const failures: string[] = [];
      const blocks = await loadBlocks(
        entries,
        { shop: pageContext.shop as never, operations, pageContext, ignoreStoreFlags: true },
        (message) => failures.push(message),
      );
      expect(failures).toEqual([]);
      // Interactive blocks are rendered by their components here, as the page renders them on the server.
      const html = renderToString(
        inVikePageContext({ ...pageContext, data: undefined }, createElement(BlockList, { blocks })),
      );
      expect(html.match(RAW_KEY)?.[0] ?? null).toBeNull();
      expect(blocks.length).toBeGreaterThan(BLOCK_NAMES.length / 2);
    } finally {
      vi.useRealTimers();
    }
  });
});
