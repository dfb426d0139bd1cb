import type BetterSqlite3 from 'better-sqlite3';
import { LANGUAGE_CODES, type LanguageCode } from '../../../../generated/index.ts';
import { foldForSearch } from '../../../domain/search/search-languages.ts';
import { searchTable } from './search-tables.ts';

/** What a product's row of a language's search table holds: its name, brand and category path (root first). */
export interface SearchDocument {
  name: string;
  brand: string;
  categories: string;
}

/**
 * The row a product's texts make in `language`'s search table: folded as the shopper's text is
 * (search-languages.ts), so that accents, capitals and special letters are ignored in every language, Greek
 * included — SQLite's unicode61 tokenizer removes diacritics from Latin letters only.
 */
export function searchDocument(language: LanguageCode, document: SearchDocument): SearchDocument {
  return {
    name: foldForSearch(document.name, language),
    brand: foldForSearch(document.brand, language),
    categories: foldForSearch(document.categories, language),
  };
}

/** The statement that adds a product's row (rowid = the product's rowid) to a language's search table. */
export function searchInserter(sqlite: BetterSqlite3.Database, language: LanguageCode) {
  const statement = sqlite.prepare(
    `insert into ${searchTable(language)} (rowid, name, brand, categories) values (?, ?, ?, ?)`,
  );
  return (rowid: number | bigint, document: SearchDocument) => {
    const row = searchDocument(language, document);
    statement.run(rowid, row.name, row.brand, row.categories);
  };
}

/**
 * Writes every product's row of every language's (empty) search table from the store's texts: the category path of
 * each category once per language, then the products a thousand at a time in rowid order.
 */
export function fillSearchTables(sqlite: BetterSqlite3.Database): void {
  const categories = sqlite.prepare('select id, parent_id from categories').all() as Array<{
    id: string;
    parent_id: string | null;
  }>;
  const parentOf = new Map(categories.map((category) => [category.id, category.parent_id]));
  const names = sqlite.prepare('select name from category_texts where category_id = ? and language = ?').pluck();
  const products = sqlite.prepare(
    `select p.rowid as rowid, p.brand, p.category_id, t.name from products p
     cross join product_texts t on t.product_id = p.id and t.language = ? where p.rowid > ? order by p.rowid limit 1000`,
  );
  for (const language of LANGUAGE_CODES) {
    const paths = new Map<string, string>();
    const pathOf = (categoryId: string) => {
      let path = paths.get(categoryId);
      if (path === undefined) {
        const chain: string[] = [];
        for (let id: string | null | undefined = categoryId; id; id = parentOf.get(id)) {
          const name = names.get(id, language) as string | undefined;
          if (name !== undefined) chain.unshift(name);
        }
        path = chain.join(' ');
        paths.set(categoryId, path);
      }
      return path;
    };
    const insert = searchInserter(sqlite, language);
    for (let after = -1; ;) {
      const rows = products.all(language, after) as Array<{
        rowid: number;
        brand: string;
        category_id: string;
        name: string;
      }>;
      if (rows.length === 0) break;
      for (const row of rows) {
        insert(row.rowid, { name: row.name, brand: row.brand, categories: pathOf(row.category_id) });
      }
      after = rows.at(-1)!.rowid;
    }
  }
}
