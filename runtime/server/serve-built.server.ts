// The compiled runtime's server (ADR 020) — what `npm start` runs (dist/runtime/) and what `node dist/<cc>/server.js`
// runs in a country's own build. Plain JavaScript once compiled by `multishop build` (no TypeScript loader, no Vite at
// run time); its folder holds the built pages (pages/), the content (content/), the pictures (static/) and build.json,
// which names the countries it serves. A relative DATABASE_URL, and the default store file, are taken from the
// working directory, as an operator's paths are.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COUNTRY_CODES, type CountryCode } from '../../generated/index.ts';
import { runShop } from './processes/workers.server.ts';
import { settingsOrExit } from './start-shop.server.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The countries build.json names (`countries`), each a country of this code's config. A missing or damaged manifest
 * is an operator's problem (a copy of the folder left it out): one line naming the file, exit 1.
 */
function servedCountries(): readonly CountryCode[] {
  const file = path.join(here, 'build.json');
  let countries: unknown;
  try {
    countries = (JSON.parse(readFileSync(file, 'utf8')) as { countries?: unknown }).countries;
  } catch (error) {
    console.error(`${file} cannot be read (${(error as Error).message}): build this folder again (multishop build)`);
    process.exit(1);
  }
  const known = new Set<string>(COUNTRY_CODES);
  if (!Array.isArray(countries) || countries.length === 0 || !countries.every((code) => known.has(code))) {
    console.error(`${file}: /countries must list country codes of ${COUNTRY_CODES.join(', ')}`);
    process.exit(1);
  }
  return countries as CountryCode[];
}

// ADR 030: every setting checked first, before the manifest and the store.
const settings = settingsOrExit();
await runShop({
  settings,
  root: process.cwd(),
  pages: { kind: 'built', dir: path.join(here, 'pages') },
  contentDir: path.join(here, 'content'),
  production: true,
  countries: servedCountries(),
});
