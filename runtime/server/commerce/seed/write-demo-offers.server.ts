// The demo discounts (spec/2 §3, §5: demo-discounts.ts) and extra guarantees (spec/2 §3, §5: demo-guarantees.ts)
// of a seeded store, written with its catalogue (write-catalogue.server.ts), in the same transaction. `insert or
// ignore`: a store whose migrations 011 and 012 wrote them, before the seed did, keeps its rows. Only their names are
// brought up to date (refreshDemoNames), on every start of a store seeded before.
import type BetterSqlite3 from 'better-sqlite3';
import { DEMO_CART_DISCOUNTS, DEMO_DISCOUNT_CODES } from './demo-discounts.ts';
import { DEMO_EXTRA_GUARANTEES } from './demo-guarantees.ts';

export function writeDemoOffers(sqlite: BetterSqlite3.Database): void {
  // The columns named: the table has more than the demo rows set (`reserved`, migration 018).
  const code = sqlite.prepare(`insert or ignore into discount_codes (id, code, stores, valid_from, valid_until,
    is_active, permyriad, name, max_applications, applications) values (@id, @code, @stores, @validFrom,
    @validUntil, @isActive, @permyriad, @name, @maxApplications, @applications)`);
  const discount = sqlite.prepare(`insert or ignore into cart_discounts values (@id, @key, @kind, @isActive,
    @stores, @sortOrder, @volumeDiscountGroup, @minQuantity, @customerTier, @permyriad)`);
  const guarantee = sqlite.prepare(`insert or ignore into extra_guarantees values (@sku, @name, @relativePriceRate,
    @excludedSkus, @excludedBrands, @excludedRelations, @enabledOnMarket)`);
  for (const row of DEMO_DISCOUNT_CODES) {
    code.run({
      ...row,
      stores: JSON.stringify(row.stores),
      isActive: Number(row.isActive),
      name: JSON.stringify(row.name),
    });
  }
  for (const row of DEMO_CART_DISCOUNTS) {
    discount.run({ ...row, stores: JSON.stringify(row.stores), isActive: Number(row.isActive) });
  }
  for (const row of DEMO_EXTRA_GUARANTEES) {
    guarantee.run({
      sku: row.sku,
      name: JSON.stringify(row.name),
      relativePriceRate: row.relativePriceRate,
      excludedSkus: JSON.stringify(row.excludedSkus),
      excludedBrands: JSON.stringify(row.excludedBrands),
      excludedRelations: JSON.stringify(row.excludedRelations),
      enabledOnMarket: JSON.stringify(row.enabledOnMarket),
    });
  }
}

/**
 * The demo rows' names as this version of the seed writes them, in a store seeded by an earlier one (spec/1 §1: a
 * store seeded when the demo names were English, German and Slovak only showed English in a French or Polish shop).
 * Only the name, only of the demo rows (by their demo ids and SKUs): their other columns — a code's applications, a
 * merchant's switch — are the store's. A start whose names are current only reads (eleven keyed rows): it writes,
 * and so locks the store, only when a name differs.
 */
export function refreshDemoNames(sqlite: BetterSqlite3.Database): void {
  const stale = [
    ...DEMO_DISCOUNT_CODES.map((row) => ({ table: 'discount_codes', key: 'id', id: row.id, name: row.name })),
    ...DEMO_EXTRA_GUARANTEES.map((row) => ({ table: 'extra_guarantees', key: 'sku', id: row.sku, name: row.name })),
  ]
    .map((row) => ({ ...row, name: JSON.stringify(row.name) }))
    .filter((row) => {
      const current = sqlite.prepare(`select name from ${row.table} where ${row.key} = ?`).pluck().get(row.id);
      return current !== undefined && current !== row.name;
    });
  if (stale.length === 0) return;
  sqlite.transaction(() => {
    for (const row of stale) {
      sqlite.prepare(`update ${row.table} set name = ? where ${row.key} = ?`).run(row.name, row.id);
    }
  })();
}
