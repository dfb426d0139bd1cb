// Search that finds what shoppers type (ADR 012; spec/1 §2.5 per-language index): a relevance test set
// for every one of the shop's 21 languages, generated over the seeded demo catalogue and its vocabulary
// (seed/vocabulary.json), so it follows the catalogue when product names change. Each query names products that
// must be among the first hits the dropdown shows; the search page must show the same products in the same order.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  COUNTRY_CODES,
  LANGUAGE_CODES,
  type CountryCode,
  type LanguageCode,
} from '../../../../generated/index.ts';
import { DROPDOWN_HIT_LIMIT } from '../../../domain/routing/search-bar.ts';
import { foldForSearch, SEARCH_LANGUAGES, searchWords } from '../../../domain/search/search-languages.ts';
import { typosAllowed } from '../../../domain/search/typo-tolerance.ts';
import type { CatalogueContext } from '../ports/catalogue-types.ts';
import { ensureCatalogue, type EnsureResult } from '../ensure-catalogue.server.ts';
import { VOCABULARY } from '../seed/vocabulary.ts';
import { SqliteCatalogue } from './catalogue-store.server.ts';

let dir: string;
let store: EnsureResult;
let catalogue: SqliteCatalogue;

/** A listable product (published, sellable: spec/1 §5) with its leaf category, most popular first. */
interface Listed {
  id: string;
  sku: string;
  ean: string;
  leaf: string;
}
let listed: Listed[];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'multishop-search-'));
  store = await ensureCatalogue(path.join(dir, 'shop.sqlite'));
  catalogue = new SqliteCatalogue(store.database.sqlite);
  // The listing index's popularity order (most reviewed, then best rated), which orders products within a tier.
  listed = store.database.sqlite
    .prepare(
      `select p.id, p.sku, json_extract(p.attributes, '$.ean') as ean, c.key as leaf from products p
       join categories c on c.id = p.category_id
       where p.published = 1 and p.eligible_for_selling = 1
       order by p.rating_count desc, p.rating_average desc, p.rowid`,
    )
    .all() as Listed[];
});
afterAll(async () => {
  await store.database.close();
  await rm(dir, { recursive: true, force: true });
});

/** A storefront showing `language`. */
function contextOf(language: LanguageCode): CatalogueContext {
  const country = COUNTRY_CODES.find((code) =>
    COUNTRIES[code].languages.some((entry) => entry.language === language),
  ) as CountryCode;
  return { country, language, currency: COUNTRIES[country].currency };
}

/** The ids of the dropdown's hits. */
async function dropdown(language: LanguageCode, text: string): Promise<string[]> {
  const { hits } = await catalogue.searchAsYouType(contextOf(language), text, DROPDOWN_HIT_LIMIT);
  return hits.map((hit) => hit.id);
}

/** The leaf categories that have a listable product, with their most popular one. */
function leaves(): Array<{ leaf: string; top: Listed }> {
  const seen = new Map<string, Listed>();
  for (const product of listed) if (!seen.has(product.leaf)) seen.set(product.leaf, product);
  return [...seen].map(([leaf, top]) => ({ leaf, top }));
}

/** The product type's words in `language` with one letter of its longest word changed, so that no index word
 * starts with the changed word (a typo that makes another word is beyond any typo tolerance). */
function typoOf(productType: string, language: LanguageCode, vocabulary: readonly string[]): string | null {
  const words = searchWords(productType, language);
  const longest = [...words].sort((a, b) => b.length - a.length)[0]!;
  if (typosAllowed(longest.length) === 0) return null;
  const middle = Math.floor(longest.length / 2);
  for (const letter of 'qxzjkwv') {
    const typo = `${longest.slice(0, middle)}${letter}${longest.slice(middle + 1)}`;
    if (typo !== longest && !vocabulary.some((word) => word.startsWith(typo))) {
      return words.map((word) => (word === longest ? typo : word)).join(' ');
    }
  }
  return null;
}

describe.each(LANGUAGE_CODES)('relevance in %s', (language) => {
  const typeOf = (leaf: string) => VOCABULARY.productTypes[leaf]?.[language];

  it("finds each product type's most popular product among the first hits, written as in the shop", async () => {
    for (const { leaf, top } of leaves()) {
      const productType = typeOf(leaf);
      if (productType === undefined) continue;
      expect(await dropdown(language, productType), `"${productType}"`).toContain(top.id);
    }
  });

  it('finds them the same with accents and capitals left out (every language folds, Greek too)', async () => {
    for (const { leaf, top } of leaves()) {
      const productType = typeOf(leaf);
      if (productType === undefined) continue;
      const plain = foldForSearch(productType, language).toUpperCase();
      expect(await dropdown(language, plain), `"${plain}"`).toContain(top.id);
    }
  });

  it('finds them with a typo in a word of five letters or more', async () => {
    const vocabulary = Object.values(VOCABULARY.productTypes).flatMap((entry) =>
      searchWords(entry[language], language),
    );
    const categoryWords = Object.values(VOCABULARY.categories).flatMap((entry) =>
      searchWords(entry[language].name, language),
    );
    let tried = 0;
    for (const { leaf, top } of leaves()) {
      const productType = typeOf(leaf);
      if (productType === undefined) continue;
      const typo = typoOf(productType, language, [...vocabulary, ...categoryWords]);
      if (typo === null) continue;
      tried += 1;
      expect(await dropdown(language, typo), `"${typo}" for "${productType}"`).toContain(top.id);
    }
    expect(tried).toBeGreaterThan(10);
  });

  it('finds a product first by its article number and by its EAN, as printed on it', async () => {
    for (const product of listed.slice(0, 20)) {
      expect((await dropdown(language, product.sku))[0]).toBe(product.id);
      expect((await dropdown(language, product.sku.toLowerCase()))[0]).toBe(product.id);
      expect((await dropdown(language, product.ean))[0]).toBe(product.id);
    }
  });

  it('orders the search page as the dropdown does', async () => {
    const context = contextOf(language);
    for (const { leaf } of leaves().slice(0, 12)) {
      const productType = typeOf(leaf);
      if (productType === undefined) continue;
      for (const text of [productType, productType.slice(0, 3)]) {
        const page = await catalogue.listProducts(context, { text, sort: 'relevance', page: 1, hitsPerPage: 12 });
        const { hits, total } = await catalogue.searchAsYouType(context, text, 12);
        expect(
          page.results.map((product) => product.id),
          `"${text}"`,
        ).toEqual(hits.map((hit) => hit.id));
        expect(page.total).toBe(total);
      }
    }
  });
});

/**
 * Compounding languages (SEARCH_LANGUAGES): the head of a compound, typed alone, finds the compound. Each row is a
 * word shoppers type and the product type that holds it inside a longer word; the test checks that it does.
 */
const COMPOUND_HEADS: ReadonlyArray<[LanguageCode, string, string]> = [
  ['de', 'Schleifer', 'angle-grinders'],
  ['de', 'säge', 'circular-saws'],
  ['de', 'Kompressor', 'piston-compressors'],
  ['nl', 'zaag', 'circular-saws'],
  ['nl', 'boormachine', 'hammer-drills'],
  ['sv', 'såg', 'circular-saws'],
  ['sv', 'kompressor', 'piston-compressors'],
  ['da', 'sav', 'circular-saws'],
  ['da', 'maskine', 'hammer-drills'],
  ['nb', 'sag', 'circular-saws'],
  ['fi', 'saha', 'circular-saws'],
  ['fi', 'kone', 'hammer-drills'],
  ['hu', 'fűrész', 'circular-saws'],
  ['hu', 'csiszoló', 'angle-grinders'],
  ['el', 'γεννήτρια', 'petrol-generators'],
  ['el', 'πρίονο', 'circular-saws'],
];

describe('compound words: a word found inside longer words, where the language compounds (ADR 012)', () => {
  it('has a case for every compounding language, each inside its product type', () => {
    const compounding = LANGUAGE_CODES.filter((language) => SEARCH_LANGUAGES[language].compounds);
    expect(new Set(COMPOUND_HEADS.map(([language]) => language))).toEqual(new Set(compounding));
    for (const [language, head, leaf] of COMPOUND_HEADS) {
      const folded = foldForSearch(head, language);
      const holder = searchWords(VOCABULARY.productTypes[leaf]![language], language).find((word) =>
        word.includes(folded),
      );
      expect(holder, `${language} "${head}" in ${leaf}`).toBeDefined();
      expect(holder!.startsWith(folded), `${language} "${head}" is inside ${holder}, not its start`).toBe(false);
    }
  });

  it.each(COMPOUND_HEADS)('%s: "%s" finds %s', async (language, head, leaf) => {
    const top = leaves().find((entry) => entry.leaf === leaf)!.top;
    const { hits, total } = await catalogue.searchAsYouType(contextOf(language), head, 50);
    expect(hits.map((hit) => hit.id)).toContain(top.id);
    expect(total).toBeGreaterThan(0);
  });

  it('finds "Schleifer" in "Winkelschleifer" but not, in English, "rill" inside "drill"', async () => {
    const { hits } = await catalogue.searchAsYouType(contextOf('de'), 'Schleifer', DROPDOWN_HIT_LIMIT);
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) expect(hit.name).toMatch(/schleifer/i);
    expect(await catalogue.searchAsYouType(contextOf('en'), 'rill', 8)).toMatchObject({ total: 0 });
  });
});

describe('the cases found when the shop was tried (ADR 012)', () => {
  it('"drils" finds drills in English', async () => {
    const { hits } = await catalogue.searchAsYouType(contextOf('en'), 'drils', DROPDOWN_HIT_LIMIT);
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) expect(hit.name).toMatch(/drill/);
  });

  it('a typo is not guessed when the word is in the index as typed ("drill" does not find "grill")', async () => {
    const { hits } = await catalogue.searchAsYouType(contextOf('en'), 'drill', 50);
    for (const hit of hits) expect(hit.name).toMatch(/drill/);
  });

  it('the article number printed on a product finds it, in every storefront, first', async () => {
    const product = listed.find((candidate) => candidate.sku === 'EX30000106') ?? listed[0]!;
    for (const country of COUNTRY_CODES) {
      const context: CatalogueContext = {
        country,
        language: COUNTRIES[country].defaultLanguage as LanguageCode,
        currency: COUNTRIES[country].currency,
      };
      const { hits } = await catalogue.searchAsYouType(context, product.sku, DROPDOWN_HIT_LIMIT);
      expect(hits[0]?.sku, country).toBe(product.sku);
    }
  });

  it('Greek ignores the tonos as Slovak and Hungarian ignore their accents', async () => {
    for (const [language, written, typed] of [
      ['el', 'κρουστικό δράπανο', 'κρουστικο δραπανο'],
      ['el', 'ΚΡΟΥΣΤΙΚΌ', 'κρουστικο'],
      ['sk', 'príklepová vŕtačka', 'priklepova vrtacka'],
      ['hu', 'ütvefúrógép', 'utvefurogep'],
    ] as const) {
      const accented = await dropdown(language, written);
      expect(accented.length, written).toBeGreaterThan(0);
      expect(await dropdown(language, typed)).toEqual(accented);
    }
  });
});
