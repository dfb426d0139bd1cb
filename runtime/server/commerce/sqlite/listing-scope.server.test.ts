// ADR 014 (spec/1 §2.6, §2.7): a listing's own scope — a category page's category, an own-brand page's brand —
// is never widened by its query; the query's category levels and brands only narrow it. Through the middleware's
// listProducts (the query read as the page sends it) on the demo catalogue, for every category and every own brand.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOOTER } from '../../../../generated/index.ts';
import type { Category, ListProductsAnswer } from '../../../../generated/types.ts';
import { catalogueOperations } from '../../middleware/catalogue-operations.server.ts';
import { ensureCatalogue, type EnsureResult } from '../ensure-catalogue.server.ts';
import { NO_SESSION } from '../../sessions/session-access.server.ts';

const NO_SESSION_CONTEXT = { session: NO_SESSION };
import { SqliteCatalogue } from './catalogue-store.server.ts';

let dir: string;
let store: EnsureResult;
let operations: ReturnType<typeof catalogueOperations>;
let categories: Category[];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'multishop-scope-'));
  store = await ensureCatalogue(path.join(dir, 'shop.sqlite'), { products: 400 });
  const catalogue = new SqliteCatalogue(store.database.sqlite);
  operations = catalogueOperations(catalogue);
  categories = (await operations.queryCategories('sk', { language: 'sk', limit: 1000, offset: 0 }, NO_SESSION_CONTEXT))
    .results;
});
afterAll(async () => {
  await store.database.close();
  await rm(dir, { recursive: true, force: true });
});

const list = (payload: { categoryKey?: string; brand?: string; query?: string }): Promise<ListProductsAnswer> =>
  operations.listProducts(
    'sk',
    { language: 'sk', ...payload, query: `hitsPerPage=48&${payload.query ?? ''}` },
    NO_SESSION_CONTEXT,
  );

/** The keys of a category and its ancestors: a product of the category has all of them. */
const inCategory = (key: string) => (product: ListProductsAnswer['results'][number]) =>
  product.categories.some((category) => category.key === key) || product.breadcrumbs.some((crumb) => crumb.key === key);

/** The first-level category a category belongs to. */
const firstLevelOf = (category: Category) => category.ancestors[0]?.key ?? category.key;

describe("a category page's scope (ADR 014)", () => {
  it('lists only its own products whatever level chain the query gives, for every category', async () => {
    const firstLevels = categories.filter((category) => category.depth === 0);
    for (const category of categories) {
      const own = await list({ categoryKey: category.key });
      const other = firstLevels.find((first) => first.key !== firstLevelOf(category))!;
      const otherChild = categories.find((candidate) => candidate.parent?.key === other.key);
      const ownChain = [...category.ancestors.map((ancestor) => ancestor.key), category.key];
      const queries = [
        `lvl0=${other.key}`,
        ...(otherChild
          ? [`lvl0=${other.key}&lvl1=${otherChild.key}`, `lvl0=${ownChain[0]}&lvl1=${otherChild.key}`]
          : []),
        // A level that is no child of the level above is not applied (spec/1 §2.6, §5).
        `lvl0=${ownChain[0]}&lvl1=${other.key}`,
        ownChain.map((key, depth) => `lvl${depth}=${key}`).join('&'),
      ];
      for (const query of queries) {
        const answer = await list({ categoryKey: category.key, query });
        expect(answer.results.every(inCategory(category.key)), `${category.key} ?${query}`).toBe(true);
        expect(answer.total, `${category.key} ?${query}`).toBeLessThanOrEqual(own.total);
        // Its category facet offers sub-categories of the page's category (or of a level within it) only.
        for (const facet of answer.facets.categories) {
          const sub = categories.find((candidate) => candidate.key === facet.value)!;
          expect(
            sub.ancestors.map((ancestor) => ancestor.key),
            `${category.key} ?${query}`,
          ).toContain(category.key);
        }
      }
      // The page's own chain, given as levels, changes nothing.
      const chained = await list({ categoryKey: category.key, query: queries.at(-1)! });
      expect(chained.total).toBe(own.total);
    }
  });

  it('narrows to a sub-category the query names within the page', async () => {
    const parent = categories.find((category) => category.childCount > 0 && category.depth === 0)!;
    const child = categories.find((category) => category.parent?.key === parent.key)!;
    const answer = await list({ categoryKey: parent.key, query: `lvl0=${parent.key}&lvl1=${child.key}` });
    expect(answer.results.every(inCategory(child.key))).toBe(true);
    expect(answer.total).toBe((await list({ categoryKey: child.key })).total);
  });

  it('checks the chain on the search page too: a level under the wrong parent is not applied', async () => {
    const [first, second] = categories.filter((category) => category.depth === 0);
    const childOfSecond = categories.find((category) => category.parent?.key === second!.key)!;
    const wrong = await list({ query: `lvl0=${first!.key}&lvl1=${childOfSecond.key}` });
    expect(wrong.total).toBe((await list({ query: `lvl0=${first!.key}` })).total);
    expect(wrong.results.every(inCategory(first!.key))).toBe(true);
  });
});

describe("an own-brand page's scope (ADR 014, spec/1 §2.7)", () => {
  it.each(FOOTER.ownBrands.map((brand) => brand.name))(
    '%s: other brands are never added; the facet counts within it',
    async (brand) => {
      const own = await list({ brand });
      expect(own.results.every((product) => product.attributes.brand === brand)).toBe(true);
      expect(own.facets.brands.map((facet) => facet.value)).toEqual(own.total > 0 ? [brand] : []);
      if (own.total > 0) expect(own.facets.brands[0]!.count).toBe(own.total);
      const other = FOOTER.ownBrands.find((entry) => entry.name !== brand)!.name;
      const both = await list({
        brand,
        query: `brand=${encodeURIComponent(other)}&brand=${encodeURIComponent(brand)}`,
      });
      expect(both.total).toBe(own.total);
      expect(both.results.every((product) => product.attributes.brand === brand)).toBe(true);
      expect((await list({ brand, query: `brand=${encodeURIComponent(other)}` })).total).toBe(0);
    },
  );
});
