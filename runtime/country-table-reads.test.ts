// ADR 021: a country's own build holds only its own country's share of the country tables (COUNTRIES, COUNTRY_LOCALES,
// SHIPPING_BY_COUNTRY …). Code that names another country's entry directly (COUNTRIES.de) works in the all-country
// build and the tests, and breaks only in the country builds — at start, when it runs at module load. No shipped
// module may do it; a rule that needs a country's value takes the country as an argument.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const TABLES = [
  'COUNTRIES',
  'COUNTRY_LOCALES',
  'COUNTRY_ROUTING',
  'SHIPPING_BY_COUNTRY',
  'STORE_FLAGS',
  'COUNTRY_BY_DOMAIN',
];
const NAMED_ENTRY = new RegExp(`\\b(?:${TABLES.join('|')})(?:\\.[a-z]{2}\\b|\\[['"][a-z]{2}['"]\\])`);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('country tables are read by the country asked, never by a named country (ADR 021)', () => {
  it.each(['runtime', 'blocks'])('%s/ names no country entry of a country table', (folder) => {
    const offenders = sources(path.join(ROOT, folder)).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          NAMED_ENTRY.test(line) ? [`${path.relative(ROOT, file)}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(offenders).toEqual([]);
  });
});
