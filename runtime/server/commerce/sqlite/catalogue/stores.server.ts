import type { Paged, Store } from '../../ports/catalogue-types.ts';
import { toStore, type StoreRow } from './catalogue-mappers.ts';
import type { Statements } from './statements.server.ts';

/** spec/1 §7 Store load by key; spec/3 §7 get stores. */
export class StoreReads {
  constructor(private readonly statements: Statements) {}

  async getStore(key: string): Promise<Store | null> {
    const row = this.statements.get<StoreRow>('select * from stores where key = ?', [key]);
    return row ? toStore(row) : null;
  }

  async queryStores(query: { keys?: string[]; limit: number; offset: number }): Promise<Paged<Store>> {
    const rows = this.statements
      .all<StoreRow>('select * from stores order by key')
      .filter((row) => !query.keys || query.keys.includes(row.key));
    const results = rows.slice(query.offset, query.offset + query.limit).map(toStore);
    return { offset: query.offset, limit: query.limit, count: results.length, total: rows.length, results };
  }
}
