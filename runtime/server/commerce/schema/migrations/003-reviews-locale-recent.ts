// spec/1 §2.9 review carousel (catalogue/review-highlights.server.ts): a locale's reviews counted in the statistics,
// newest first, with the rating and the product id beside them, so the walk for a carousel checks a review
// against the minimum rating and the category from the index alone. Without the last two columns, the walk
// for a category with no matching review read each row: 90 ms instead of 8 at 100,000 products.
import type { Kysely } from 'kysely';
import type { Database } from '../tables.ts';
import { runStatements } from '../postgres-ddl.ts';

export async function onSqlite(db: Kysely<unknown>): Promise<void> {
  await (db as Kysely<Database>).schema
    .createIndex('reviews_locale_recent')
    .ifNotExists()
    .on('reviews')
    .columns(['locale', 'included_in_statistics', 'created_at', 'rating', 'product_id'])
    .execute();
}

export async function onPostgres(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create index reviews_locale_recent on reviews
       (locale, included_in_statistics, created_at, rating, product_id)`,
  ]);
}
