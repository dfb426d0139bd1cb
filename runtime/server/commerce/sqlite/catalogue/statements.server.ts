import type BetterSqlite3 from 'better-sqlite3';

/**
 * The catalogue's reads through prepared statements, each prepared once and kept by its SQL: one cache for every
 * resource of a catalogue (SqliteCatalogue), so a statement two of them run is prepared once.
 */
export class Statements {
  private readonly statements = new Map<string, BetterSqlite3.Statement>();

  constructor(readonly sqlite: BetterSqlite3.Database) {}

  private statement(sql: string): BetterSqlite3.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.sqlite.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  all<T>(sql: string, params: Record<string, unknown> | unknown[] = {}): T[] {
    return this.statement(sql).all(params) as T[];
  }

  get<T>(sql: string, params: Record<string, unknown> | unknown[] = {}): T | undefined {
    return this.statement(sql).get(params) as T | undefined;
  }
}
