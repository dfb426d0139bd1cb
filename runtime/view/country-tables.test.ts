// @vitest-environment happy-dom
// ADR 021: the browser reads its country tables from the first page's script, once.
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  document.body.innerHTML = '';
  vi.resetModules();
});

const reader = () => import('./country-tables.ts');

describe('countryTable in the browser (ADR 021)', () => {
  it("reads the page's script, and keeps the first page's tables for later pages", async () => {
    const { countryTable, COUNTRY_TABLES_SCRIPT_ID } = await reader();
    document.body.innerHTML = `<script id="${COUNTRY_TABLES_SCRIPT_ID}" type="application/json">{"COUNTRY_CODES":["de"]}</script>`;
    expect(countryTable('COUNTRY_CODES')).toEqual(['de']);
    // A client-side navigation's document part has no script; the tables stay.
    document.body.innerHTML = '';
    expect(countryTable('COUNTRY_CODES')).toEqual(['de']);
  });

  it('names the table and the script when the page carries none', async () => {
    const { countryTable } = await reader();
    expect(() => countryTable('ROUTE_PATHS')).toThrow(
      'The page carries no country table ROUTE_PATHS (script #shop-country)',
    );
  });
});
