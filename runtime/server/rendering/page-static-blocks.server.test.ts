// Static blocks' HTML over real HTTP (ADR 018), on the built pages and a real SQLite file: a first page
// carries each static block's HTML once — in its markup, where the browser takes it from (runtime/components/static-block/StaticBlock.tsx) —
// and its page context carries the blocks' names only; a client-side navigation, which has no markup, gets the HTML
// in its page context. For the home page, an information page and a product page (the frame's promo banner and its
// footer, ADR 019, are on every page) of every language of every country.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderedBlock } from '../../view/block-types.ts';
import { COUNTRIES, COUNTRY_LOCALES, href, type CountryCode, type LanguageCode } from '../../../generated/index.ts';
import { startBuiltShop, type BuiltShop } from '../../../tests/fixtures/built-shop.ts';
import { httpCall } from '../../../tests/fixtures/http-call.ts';

let shop: BuiltShop;

beforeAll(async () => {
  shop = await startBuiltShop({ products: 200 });
}, 120_000);

afterAll(() => shop?.close());

const SHOPS = (Object.keys(COUNTRIES) as CountryCode[]).flatMap((country) =>
  (Object.keys(COUNTRY_LOCALES[country]) as LanguageCode[]).map((language) => ({ country, language })),
);

interface PageContextSent {
  readonly data?: {
    readonly blocks?: readonly RenderedBlock[];
    /** The product page's static parts (ADR 021, +data.ts of the product page). */
    readonly reviews?: RenderedBlock;
    readonly comparison?: RenderedBlock | null;
  };
  readonly frame?: { readonly promoBanner?: RenderedBlock | null; readonly footer?: RenderedBlock | null };
}

/**
 * The page's static blocks as its page context gives them: its content blocks, a product page's reviews and
 * comparison, the frame's banner and footer.
 */
function staticBlocksOf(pageContext: PageContextSent): Array<Record<string, unknown>> {
  const entries = [
    ...(pageContext.data?.blocks ?? []),
    pageContext.data?.reviews ?? null,
    pageContext.data?.comparison ?? null,
    pageContext.frame?.promoBanner ?? null,
    pageContext.frame?.footer ?? null,
  ];
  return entries.filter((entry) => entry !== null && !('props' in entry)) as unknown as Array<Record<string, unknown>>;
}

/** Every string of a value, at any depth. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(stringsOf);
}

const occurrences = (text: string, part: string) => text.split(part).length - 1;

function pathsOf(country: CountryCode, language: LanguageCode): string[] {
  const slug = shop.store.database.sqlite
    .prepare(
      `select t.slug from product_texts t join products p on p.id = t.product_id
       where t.language = ? and p.published = 1 order by p.rowid limit 1`,
    )
    .pluck()
    .get(language) as string;
  const link = (key: 'home' | 'helpCentre' | 'product', params: Record<string, string> = {}) =>
    href(key, params as never, { country, language: language as never });
  return [link('home'), link('helpCentre'), link('product', { slug })];
}

/** vike asks `<path>/index.pageContext.json` for `/x` and `/x/` alike (vike/dist/utils/urlToFile.js). */
const pageContextUrl = (path: string) => `${path.replace(/\/$/, '')}/index.pageContext.json`;

describe("a static block's HTML is sent once (ADR 018)", () => {
  it.each(SHOPS)(
    "$country/$language: in a first page's markup, not its page context; in a navigation's",
    async ({ country, language }) => {
      const host = `${country}.localhost`;
      let blocksSeen = 0;
      for (const path of pathsOf(country, language)) {
        const page = await httpCall(shop.port, 'GET', path, { host });
        expect(page.status, path).toBe(200);
        const html = page.text();
        const script = /<script id="vike_pageContext" type="application\/json">(.*?)<\/script>/s.exec(html);
        expect(script, path).not.toBeNull();
        const documentContext = JSON.parse(script![1]!) as PageContextSent;
        const inDocument = staticBlocksOf(documentContext);
        // The page context names each static block and carries no markup at all.
        for (const entry of inDocument) expect(Object.keys(entry), path).toEqual(['block']);
        expect(
          stringsOf(documentContext).filter((text) => /<[a-z]/i.test(text)),
          path,
        ).toEqual([]);
        // One wrapper in the markup for each (the browser finds its HTML there).
        expect(occurrences(html, 'class="block-list__static"'), path).toBe(inDocument.length);

        const navigation = await httpCall(shop.port, 'GET', pageContextUrl(path), { host });
        expect(navigation.status, path).toBe(200);
        const inNavigation = staticBlocksOf(JSON.parse(navigation.text()) as PageContextSent);
        expect(
          inNavigation.map((entry) => entry.block),
          path,
        ).toEqual(inDocument.map((entry) => entry.block));
        for (const entry of inNavigation) {
          expect(typeof entry.html, `${path} ${String(entry.block)}`).toBe('string');
          // The same HTML the first page has in its markup, once.
          expect(occurrences(html, entry.html as string), `${path} ${String(entry.block)}`).toBe(1);
        }
        blocksSeen += inDocument.length;
      }
      // Every shop's pages have static blocks to check (home's content, the banner where the frame has one).
      expect(blocksSeen).toBeGreaterThan(0);
    },
  );
});
