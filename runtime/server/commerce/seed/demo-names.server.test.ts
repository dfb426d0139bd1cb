// spec/1 §1 (21 languages, 28 locales), §8 (fallbacks): the demo guarantees' and discount codes' names, as a cart
// line and a cart's code show them, in the language of every locale — read back from a seeded store through the
// same mappers the cart uses (toExtraGuarantee, toDiscountCode + codeName), never reached through another language.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, LOCALE_CODES, type LanguageCode } from '../../../../generated/index.ts';
import { languageOfLocale } from '../../../domain/country/locale-language.ts';
import { ensureCatalogue } from '../ensure-catalogue.server.ts';
import { codeName } from '../../middleware/cart-discounts.server.ts';
import { toExtraGuarantee } from '../sqlite/catalogue/catalogue-mappers.ts';
import { openDatabase, type OpenDatabase } from '../sqlite/database.server.ts';
import { toDiscountCode } from '../schema/discount-rows.ts';
import type { DiscountCodeTable, ExtraGuaranteeTable } from '../schema/tables.ts';
import { DEMO_DISCOUNT_CODES, percentText } from './demo-discounts.ts';
import { DEMO_EXTRA_GUARANTEES } from './demo-guarantees.ts';
import { refreshDemoNames, writeDemoOffers } from './write-demo-offers.server.ts';

let database: OpenDatabase | null = null;
afterEach(() => {
  database?.sqlite.close();
  database = null;
});

async function seededStore(): Promise<OpenDatabase> {
  database = await openDatabase(':memory:');
  writeDemoOffers(database.sqlite);
  return database;
}

const guaranteeRows = (store: OpenDatabase) =>
  store.sqlite.prepare('select * from extra_guarantees order by sku').all() as ExtraGuaranteeTable[];
const codeRows = (store: OpenDatabase) =>
  store.sqlite.prepare('select * from discount_codes order by id').all() as DiscountCodeTable[];

/** The source's own name of a language; undefined when it has none (a fallback would then answer). */
function ownName(name: string | Readonly<Record<string, string>>, language: LanguageCode): string | undefined {
  return typeof name === 'string' ? undefined : name[language];
}

describe('demo names in the shopper’s language, for every locale', () => {
  it.each([...LOCALE_CODES])('%s: every guarantee and every discount code named in its language', async (locale) => {
    const store = await seededStore();
    // fr-CH and fr-BE speak French, nl-BE Dutch, de-AT and de-CH German, en-IE English …
    const language = languageOfLocale(locale);
    const guarantees = guaranteeRows(store).map((row) => toExtraGuarantee(row, language));
    expect(guarantees).toHaveLength(DEMO_EXTRA_GUARANTEES.length);
    for (const demo of DEMO_EXTRA_GUARANTEES) {
      const shown = guarantees.find((guarantee) => guarantee.sku === demo.sku)!.name;
      expect(shown, demo.sku).toBe(ownName(demo.name, language));
      if (language !== 'en') expect(shown, demo.sku).not.toBe(demo.name.en);
    }
    const codes = codeRows(store).map(toDiscountCode);
    expect(codes).toHaveLength(DEMO_DISCOUNT_CODES.length);
    for (const demo of DEMO_DISCOUNT_CODES) {
      const shown = codeName(codes.find((code) => code.id === demo.id)!.name, language);
      expect(shown, demo.code).toBe(ownName(demo.name, language));
      if (language !== 'en') expect(shown, demo.code).not.toBe(ownName(demo.name, 'en'));
    }
  });

  it('names no two guarantees or codes alike in a language', () => {
    for (const language of LANGUAGE_CODES) {
      const guarantees = DEMO_EXTRA_GUARANTEES.map((demo) => demo.name[language]);
      expect(new Set(guarantees).size, language).toBe(guarantees.length);
      const codes = DEMO_DISCOUNT_CODES.map((demo) => ownName(demo.name, language));
      expect(new Set(codes).size, language).toBe(codes.length);
    }
  });

  it.each([...LANGUAGE_CODES])(
    '%s: a code’s name carries its own percent, written as the language writes it',
    (language) => {
      for (const demo of DEMO_DISCOUNT_CODES) {
        const name = ownName(demo.name, language)!;
        const percent = percentText(language, demo.permyriad);
        expect(name, demo.code).toContain(percent);
        expect(percent).toContain(String(demo.permyriad / 100));
        // A space between figure and sign never breaks the line (Intl writes a no-break or narrow no-break one).
        expect(percent).not.toMatch(/\d %/);
      }
    },
  );

  it('writes percentages by each language’s custom: "10%" in English and Polish, "10 %" in German and French', () => {
    expect(percentText('en', 1000)).toBe('10%');
    expect(percentText('pl', 1000)).toBe('10%');
    expect(percentText('de', 1000)).toBe('10\u00a0%');
    expect(percentText('cs', 300)).toBe('3\u00a0%');
    expect(percentText('fr', 1000)).toBe('10\u00a0%');
  });
});

describe('refreshDemoNames (a store seeded by an earlier version)', () => {
  it('gives the demo rows their current names and leaves every other column and row as it was', async () => {
    const store = await seededStore();
    const { sqlite } = store;
    // As an earlier seed wrote them: English, German and Slovak only; a code used once since.
    sqlite
      .prepare(`update discount_codes set name = ?, applications = 3 where id = 'dc-welcome10'`)
      .run(JSON.stringify({ en: 'Welcome: 10 % off', de: 'Willkommen: 10 % Rabatt', sk: 'Vitajte: zľava 10 %' }));
    sqlite
      .prepare(`update discount_codes set name = ? where id = 'dc-small3'`)
      .run(JSON.stringify('Small thanks: 3 % off'));
    sqlite
      .prepare(`update extra_guarantees set name = ?, relative_price_rate = 9 where sku = '4100010'`)
      .run(JSON.stringify({ en: 'Extra guarantee: 1 more year' }));
    // A merchant's own code is not the seed's.
    sqlite
      .prepare(
        `insert into discount_codes (id, code, stores, is_active, permyriad, name, applications)
         values ('own', 'OWN', '[]', 1, 100, '"Mine"', 0)`,
      )
      .run();
    const before = codeRows(store);

    refreshDemoNames(sqlite);

    const codes = codeRows(store);
    for (const demo of DEMO_DISCOUNT_CODES) {
      expect(JSON.parse(codes.find((row) => row.id === demo.id)!.name)).toEqual(demo.name);
    }
    expect(codes.map(({ name: _name, ...rest }) => rest)).toEqual(before.map(({ name: _name, ...rest }) => rest));
    expect(codes.find((row) => row.id === 'own')!.name).toBe('"Mine"');
    const guarantee = guaranteeRows(store).find((row) => row.sku === '4100010')!;
    expect(JSON.parse(guarantee.name)).toEqual(DEMO_EXTRA_GUARANTEES[0]!.name);
    expect(guarantee.relative_price_rate).toBe(9);
  });

  it('writes nothing when the names are current', async () => {
    const store = await seededStore();
    const changes = store.sqlite.prepare('select total_changes()').pluck();
    const before = changes.get();
    refreshDemoNames(store.sqlite);
    expect(changes.get()).toBe(before);
  });

  it('runs when a seeded store is opened again (ensureCatalogue)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'multishop-demo-names-'));
    try {
      const file = path.join(dir, 'shop.sqlite');
      const first = await ensureCatalogue(file, { products: 20 });
      first.database.sqlite
        .prepare(`update extra_guarantees set name = ? where sku = '4100020'`)
        .run(JSON.stringify({ en: 'Extra guarantee: 2 more years' }));
      await first.database.close();
      const again = await ensureCatalogue(file);
      expect(again.seeded).toBeNull();
      const row = guaranteeRows(again.database).find((candidate) => candidate.sku === '4100020')!;
      expect(toExtraGuarantee(row, 'pl').name).toBe(DEMO_EXTRA_GUARANTEES[1]!.name.pl);
      await again.database.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
