// spec/1 §7 component cache over real HTTP (ADR 019): a page not kept in the page cache takes its blocks
// from the component cache — read from the store once per shop — and a block goes when a tag of what it shows is
// invalidated, with every kept page that showed it; other tags leave it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltShop, type BuiltShop } from '../../../tests/fixtures/built-shop.ts';
import { httpCall } from '../../../tests/fixtures/http-call.ts';
import type { EnsureResult } from '../commerce/ensure-catalogue.server.ts';
import { SqliteCatalogue } from '../commerce/sqlite/catalogue-store.server.ts';
import type { CataloguePort } from '../commerce/ports/catalogue-port.ts';

const SECRET = 'component-cache-secret-0123456789';
let shop: BuiltShop;
let store: EnsureResult;
let port: number;
/** The store's reads of what the home page's blocks show, counted. */
const reads = { reviewHighlights: 0, cards: 0 };
/** The products the blocks' card reads answered, most recent read last. */
const shown: string[] = [];

/** The store's catalogue, counting the reads of the home page's blocks and noting the products they show. */
function countedCatalogue(seeded: EnsureResult): SqliteCatalogue {
  const catalogue = new SqliteCatalogue(seeded.database.sqlite);
  const counted: CataloguePort = Object.create(catalogue);
  counted.listReviewHighlights = async (...args) => {
    reads.reviewHighlights++;
    return catalogue.listReviewHighlights(...args);
  };
  counted.listProductCards = async (...args) => {
    reads.cards++;
    const answer = await catalogue.listProductCards(...args);
    shown.push(...answer.results.map(({ id }) => id));
    return answer;
  };
  counted.getProductCardsBySkus = async (...args) => {
    reads.cards++;
    const answer = await catalogue.getProductCardsBySkus(...args);
    shown.push(...answer.map(({ id }) => id));
    return answer;
  };
  return counted as SqliteCatalogue;
}

beforeAll(async () => {
  shop = await startBuiltShop({
    app: (seeded) => ({
      catalogue: countedCatalogue(seeded),
      cacheSecret: SECRET,
      pageCacheSeconds: 60,
      componentCacheSeconds: 60,
    }),
  });
  ({ store, port } = shop);
}, 120_000);

afterAll(() => shop?.close());

const home = async (query: string, host = 'de.localhost') => {
  // Each query is a page of its own in the page cache; the blocks are the same.
  const answer = await httpCall(port, 'GET', `/?v=${query}`, { host });
  expect(answer.status).toBe(200);
  return answer.text();
};
const invalidateTag = (...tags: string[]) =>
  httpCall(port, 'POST', '/component-cache/invalidate-tag', {
    body: JSON.stringify({ tags }),
    headers: { 'x-cache-secret': SECRET, 'content-type': 'application/json' },
  });
const nameOf = (id: string) =>
  (
    store.database.sqlite
      .prepare("select name from product_texts where product_id = ? and language = 'de'")
      .get(id) as {
      name: string;
    }
  ).name;
/** The markup of the page's blocks: the frame (a category bar, a footer) is not what is measured here. */
const blocksOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

describe('the component cache (spec/1 §7, ADR 019)', () => {
  it('reads the blocks of a shop once; the next pages, in the page cache or not, take them kept', async () => {
    const first = await home('1');
    const after = { ...reads };
    expect(after.reviewHighlights).toBeGreaterThan(0);
    expect(after.cards).toBeGreaterThan(0);
    const second = await home('2');
    expect(reads).toEqual(after);
    expect(blocksOf(second)).toBe(blocksOf(first));
    // Another shop's blocks are its own (its prices are written the Austrian way, € first), not Germany's kept ones.
    const austria = await home('1', 'at.localhost');
    expect(reads.cards).toBeGreaterThan(after.cards);
    expect(blocksOf(austria)).toMatch(/€\s?\d/);
    expect(blocksOf(first)).not.toMatch(/€\s?\d/);
  });

  it('drops a block by a product it shows, with every kept page that showed it; another tag leaves it', async () => {
    await home('3');
    const product = shown[0]!;
    const name = nameOf(product);
    expect(await home('4')).toContain(name);
    store.database.sqlite
      .prepare("update product_texts set name = 'Umbenanntes Produkt' where product_id = ? and language = 'de'")
      .run(product);
    // Kept: the blocks show what the store had.
    expect(await home('5')).toContain(name);
    const before = { ...reads };
    const unrelated = await invalidateTag('content:help-centre', 'category:no-such-category');
    expect(unrelated.json().pages).toBe(0);
    expect(await home('6')).toContain(name);
    expect(reads).toEqual(before);

    const byProduct = await invalidateTag(`product:${product}`);
    // The pages /?v=3 … /?v=6 of the page cache: those after the first took the block, and its tags, from the
    // component cache.
    expect(byProduct.json().pages).toBeGreaterThanOrEqual(4);
    const renamed = await home('7');
    expect(renamed).toContain('Umbenanntes Produkt');
    expect(renamed).not.toContain(name);
    expect(reads.cards).toBeGreaterThan(before.cards);
  });

  it('renders the footer once per shop, in the markup of a first page and the page context of a navigation', async () => {
    // ADR 019: the footer is not interactive; it is placed as a static block is.
    const html = await home('footer');
    expect(html.match(/<footer class="footer">/g)).toHaveLength(1);
    const pageContext = /<script id="vike_pageContext"[^>]*>([^<]*)<\/script>/.exec(html)![1]!;
    expect(pageContext).toContain('"footer"');
    expect(pageContext).not.toContain('footer__columns');
    const navigation = await httpCall(port, 'GET', '/index.pageContext.json', { host: 'de.localhost' });
    expect(navigation.status).toBe(200);
    expect(navigation.text()).toContain('footer__columns');
  });

  it("drops the kept footer with the frame's categories, by a category's tag", async () => {
    const category = store.database.sqlite
      .prepare(
        `select c.key, t.name from categories c join category_texts t on t.category_id = c.id and t.language = 'de'
         where c.depth = 0 order by c.order_hint limit 1`,
      )
      .get() as { key: string; name: string };
    const footerOf = (html: string) => html.slice(html.indexOf('<footer class="footer">'), html.indexOf('</footer>'));
    expect(footerOf(await home('f1'))).toContain(`>${category.name}</a>`);
    store.database.sqlite
      .prepare(
        "update category_texts set name = 'Umbenannte Kategorie' where language = 'de' and category_id = (select id from categories where key = ?)",
      )
      .run(category.key);
    expect(footerOf(await home('f2'))).toContain(`>${category.name}</a>`);
    expect((await invalidateTag(`category:${category.key}`)).status).toBe(200);
    expect(footerOf(await home('f3'))).toContain('>Umbenannte Kategorie</a>');
  });

  it('forgets every block when the whole cache is invalidated', async () => {
    await home('8');
    const before = { ...reads };
    const answer = await httpCall(port, 'POST', '/cache-invalidate', { headers: { 'x-cache-secret': SECRET } });
    expect(answer.status).toBe(200);
    await home('9');
    expect(reads.reviewHighlights).toBeGreaterThan(before.reviewHighlights);
  });
});
