// ADR 009: the CMS content pages are the content/ folder's files, served by the CMS port
// (runtime/server/integrations/cms/), checked by `multishop validate` — no longer rows of the commerce store.
import type { Kysely } from 'kysely';
import { runStatements } from '../postgres-ddl.ts';

export async function onSqlite(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cms_pages').ifExists().execute();
}

export async function onPostgres(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [`drop table cms_pages`]);
}
