// The FTS5 query a search runs (spec/1 §2.5; alternatives: ADR 012).
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { ftsQuery } from './search-text.ts';

describe('ftsQuery', () => {
  it('asks for every word as a prefix, or one of its alternatives when expanded', () => {
    const words = [
      { word: 'akku', alternatives: [] },
      { word: 'schleifer', alternatives: ['winkelschleifer', 'exzenterschleifer'] },
    ];
    expect(ftsQuery(words, { expanded: false })).toBe('"akku"* AND "schleifer"*');
    expect(ftsQuery(words, { expanded: true, columns: ['name', 'brand'] })).toBe(
      '{name brand} : ("akku"* AND ("schleifer"* OR "winkelschleifer" OR "exzenterschleifer"))',
    );
    expect(ftsQuery([], { expanded: true })).toBeNull();
  });

  it('keeps whatever a word holds as text, valid for FTS5', () => {
    const sqlite = new BetterSqlite3(':memory:');
    sqlite.exec(`create virtual table t using fts5(name, brand)`);
    sqlite.prepare('insert into t (name, brand) values (?, ?)').run('near "and" or', 'x');
    for (const word of ['near', 'AND', '"', 'a"b', '*', ':', 'name:']) {
      const query = ftsQuery([{ word, alternatives: [`${word}"`] }], { expanded: true, columns: ['name'] })!;
      expect(() => sqlite.prepare('select rowid from t where t match ?').all(query)).not.toThrow();
    }
    sqlite.close();
  });
});
