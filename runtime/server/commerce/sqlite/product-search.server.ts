import type BetterSqlite3 from 'better-sqlite3';
import type { LanguageCode } from '../../../../generated/index.ts';
import { searchWords } from '../../../domain/search/search-languages.ts';
import { searchTable } from './search-tables.ts';
import { ftsQuery, MAX_SEARCH_WORDS, type SearchWord } from './search-text.ts';
import { SearchVocabulary } from './search-vocabulary.server.ts';

/** What a shopper may type as an article number: one run of letters, digits and dashes holding a digit. */
const CODE = /^(?=[^\d]*\d)[\p{L}\p{N}-]{4,40}$/u;
/** An EAN (GTIN-8 to GTIN-14), as printed under the bar code. */
const EAN = /^\d{8,14}$/;

/**
 * The match tiers of a search, best first (ADR 012, spec/1 §2.5): the one relevance both the dropdown and the
 * search page order by. Within a tier, products come in the catalogue's popularity order (ListingIndex).
 *
 * 1. the article number or EAN typed exactly;
 * 2. every word at the start of a word of the product's name or brand, as typed;
 * 3. … in the name or brand, also through a word's alternatives (inside a compound, a typo away);
 * 4. every word at the start of a word of the name, brand or category path, as typed;
 * 5. … anywhere, also through alternatives.
 *
 * The name comes before the category path, and what was typed before what was guessed.
 */
/** The rowids of the products each tier finds (a product found by a tier may be found by later ones too). */
export type SearchTiers = ReadonlyArray<readonly number[]>;

/** Finds products in a language's full-text index and by article number. */
export class ProductSearch {
  private readonly vocabularies = new Map<LanguageCode, SearchVocabulary>();
  private readonly statements = new Map<string, BetterSqlite3.Statement>();

  constructor(private readonly sqlite: BetterSqlite3.Database) {}

  private statement(sql: string): BetterSqlite3.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.sqlite.prepare(sql).pluck();
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /** The languages whose vocabulary has been read (a rebuilt index reads them again before it is handed over). */
  get languages(): LanguageCode[] {
    return [...this.vocabularies.keys()];
  }

  hasVocabulary(language: LanguageCode): boolean {
    return this.vocabularies.has(language);
  }

  /** The language's vocabulary, read on first use. */
  vocabulary(language: LanguageCode): SearchVocabulary {
    let vocabulary = this.vocabularies.get(language);
    if (!vocabulary) {
      vocabulary = SearchVocabulary.read(this.sqlite, language);
      this.vocabularies.set(language, vocabulary);
    }
    return vocabulary;
  }

  /** The shopper's words, each with its alternatives in the language's vocabulary. */
  words(text: string, language: LanguageCode): SearchWord[] {
    const words = searchWords(text, language).slice(0, MAX_SEARCH_WORDS);
    if (words.length === 0) return [];
    const vocabulary = this.vocabulary(language);
    return words.map((word) => ({ word, alternatives: vocabulary.alternatives(word) }));
  }

  /** The products `text` finds, tier by tier in the order above. */
  find(text: string, language: LanguageCode): SearchTiers {
    const words = this.words(text, language);
    const guessed = words.some((word) => word.alternatives.length > 0);
    const match = (expanded: boolean, columns?: readonly string[]) => {
      if (expanded && !guessed) return [];
      const query = ftsQuery(words, { expanded, ...(columns ? { columns } : {}) });
      if (query === null) return [];
      const table = searchTable(language);
      return this.statement(`select rowid from ${table} where ${table} match ?`).all(query) as number[];
    };
    const name = ['name', 'brand'];
    return [this.byCode(text), match(false, name), match(true, name), match(false), match(true)];
  }

  /** The product whose article number (SKU) or EAN is `text`, as printed on it. */
  private byCode(text: string): number[] {
    const code = text.trim();
    if (!CODE.test(code)) return [];
    const found = this.statement('select rowid from products where sku = ? or sku = ?').all(
      code,
      code.toUpperCase(),
    ) as number[];
    if (found.length === 0 && EAN.test(code)) {
      return this.statement(`select rowid from products where json_extract(attributes, '$.ean') = ?`).all(
        code,
      ) as number[];
    }
    return found;
  }
}
