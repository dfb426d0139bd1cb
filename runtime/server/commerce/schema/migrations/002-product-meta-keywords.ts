// spec/3 §3 Product meta keywords, per language, beside the product's other texts.
import { sql, type Kysely } from 'kysely';
import type { LanguageCode } from '../../../../../generated/index.ts';
import { productMetaKeywords } from '../../seed/meta-keywords.ts';
import { VOCABULARY } from '../../seed/vocabulary.ts';
import type { Database } from '../tables.ts';
import { runStatements } from '../postgres-ddl.ts';

export async function onSqlite(db: Kysely<unknown>): Promise<void> {
  const k = db as Kysely<Database>;
  // Kysely runs SQLite migrations outside a transaction: a start stopped after this line runs it again.
  const columns = await sql<{ name: string }>`select name from pragma_table_info('product_texts')`.execute(k);
  if (!columns.rows.some((column) => column.name === 'meta_keywords')) {
    await sql`alter table product_texts add column meta_keywords text not null default ''`.execute(k);
  }
  await fillProductMetaKeywords(k);
}

/**
 * Gives the products of a store seeded before migration 002 the keywords the seed now writes. They depend only on
 * the product's brand, own category and language, so they are worked out per such triple (a few thousand) and
 * written by one update, whatever the catalogue's size. A fresh store has no products yet: nothing to do.
 */
async function fillProductMetaKeywords(k: Kysely<Database>): Promise<void> {
  const kinds = await k.selectFrom('products').select(['brand', 'category_id']).distinct().execute();
  if (kinds.length === 0) return;
  const categories = new Map(
    (await k.selectFrom('categories').select(['id', 'key', 'parent_id']).execute()).map((row) => [row.id, row]),
  );
  const texts = await k.selectFrom('category_texts').select(['category_id', 'language', 'name']).execute();
  const names = new Map(texts.map((text) => [`${text.category_id} ${text.language}`, text.name]));
  const languages = [...new Set(texts.map((text) => text.language))];
  const keywords = kinds.flatMap(({ brand, category_id }) =>
    languages.map((language) => {
      const path: string[] = [];
      for (let category = categories.get(category_id); category;) {
        const name = names.get(`${category.id} ${language}`);
        if (name !== undefined) path.push(name);
        category = category.parent_id === null ? undefined : categories.get(category.parent_id);
      }
      const leafKey = categories.get(category_id)?.key ?? '';
      const productType = VOCABULARY.productTypes[leafKey]?.[language as LanguageCode];
      return { brand, category_id, language, keywords: productMetaKeywords(brand, productType, path) };
    }),
  );
  await sql`create temp table product_meta_keywords (brand text, category_id text, language text, keywords text,
    primary key (brand, category_id, language))`.execute(k);
  await sql`insert into temp.product_meta_keywords
    select json_extract(value, '$.brand'), json_extract(value, '$.category_id'), json_extract(value, '$.language'),
      json_extract(value, '$.keywords')
    from json_each(${JSON.stringify(keywords)})`.execute(k);
  await sql`update product_texts set meta_keywords = coalesce((
      select f.keywords from products p
      cross join temp.product_meta_keywords f
        on f.brand = p.brand and f.category_id = p.category_id and f.language = product_texts.language
      where p.id = product_texts.product_id), '')
    where meta_keywords = ''`.execute(k);
  await sql`drop table temp.product_meta_keywords`.execute(k);
}

// PostgreSQL: the column only — a PostgreSQL store is migrated before any product is written into it.
export async function onPostgres(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [`alter table product_texts add column meta_keywords text not null default ''`]);
}
