// `npm run bench:catalogue`: listing (two filters and a sort) and search-as-you-type latency p50/p99 at 600 and at
// 100,000 products, and the seed time of each, beside a same-run baseline (one product read by primary key); then
// listing latency while the listing index is rebuilt in the background, as after POST /cache-invalidate.
// Targets: listing p99 ≤ 50 ms and search-as-you-type p99 ≤ 20 ms at 100,000 products. Search relevance (ADR 012)
// adds what shoppers type beyond word starts (inside compounds, typos, article numbers and EANs, accents left out,
// Greek) and the search page's first page, ordered by the same relevance.
// BENCH_LARGE_DB=<file> reuses a seeded 100,000-product file instead of seeding one (about 3 minutes).
// With PostgreSQL answering at TEST_POSTGRES_URL (ADR 042), the 100,000-product catalogue is then filled into a fresh
// database of it, and a process's copy built from there — both timed, the copy's size said — and the same listings
// and searches measured on the copy, beside the seeded file's in the same run. BENCH_POSTGRES=0 skips that part.
import { statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CatalogueContext, ListingRequest } from '../runtime/server/commerce/ports/catalogue-types.ts';
import { ensureCatalogue } from '../runtime/server/commerce/ensure-catalogue.server.ts';
import { openCatalogueCopy } from '../runtime/server/commerce/postgres/catalogue-copy.server.ts';
import { openPostgres } from '../runtime/server/commerce/postgres/database.server.ts';
import { fillFromCatalogue } from '../runtime/server/commerce/postgres/fill-from-catalogue.server.ts';
import { SqliteCatalogue } from '../runtime/server/commerce/sqlite/catalogue-store.server.ts';
import { openDatabase } from '../runtime/server/commerce/sqlite/database.server.ts';
import { freshPostgresDatabase, STORE_ENGINES } from '../tests/fixtures/store-engines.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const contexts: CatalogueContext[] = [
  { country: 'de', language: 'de', currency: 'EUR' },
  { country: 'ch', language: 'fr', currency: 'CHF' },
  { country: 'cz', language: 'cs', currency: 'CZK' },
];
const listings: ListingRequest[] = [
  { categoryKey: 'power-tools', brands: ['Voltaro', 'Forgeline'], sort: 'price-asc', page: 1, hitsPerPage: 24 },
  { categoryKey: 'garden', minRating: 4, sort: 'newest', page: 2, hitsPerPage: 24 },
  { tags: ['on-sale'], priceMax: 50_000, sort: 'name-asc', page: 1, hitsPerPage: 48 },
  { categoryKey: 'jigsaws', brands: ['Kinetix'], sort: 'relevance', page: 1, hitsPerPage: 12 },
];
const typed = ['v', 'vo', 'volt', 'bo', 'akk', 'sa', 'gar', 'kom', 'pro', 'x1'];
/** Words as shoppers type them, each in its storefront: part of a compound, typos, article numbers, no accents. */
const greek: CatalogueContext = { country: 'gr', language: 'el', currency: 'EUR' };
const british: CatalogueContext = { country: 'gb', language: 'en', currency: 'GBP' };
const shoppersWords: Array<[CatalogueContext, string]> = [
  [contexts[0]!, 'schleifer'],
  [contexts[0]!, 'winkelschlaifer'],
  [contexts[0]!, 'säge'],
  [contexts[0]!, 'schlagbohrmaschne'],
  [contexts[1]!, 'perseuse'],
  [contexts[2]!, 'vrtacka'],
  [british, 'drils'],
  [british, 'hamer dril'],
  [greek, 'δραπανο'],
  [greek, 'γεννητρια'],
  [contexts[0]!, 'EX30000106'],
  [contexts[1]!, '4000000000106'],
];

function percentiles(samples: number[]): { p50: number; p99: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: sorted[Math.floor(sorted.length * 0.5)]!,
    p99: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]!,
  };
}

interface Measured {
  p50: number;
  p99: number;
  /** The process's CPU time for the same runs (user + system): what the work costs, which other processes' load on
   * a shared machine does not add to, as it adds to the wall time while this one waits for a core. */
  cpu: { p50: number; p99: number };
}

async function measure(work: (run: number) => Promise<unknown>): Promise<Measured> {
  for (let run = 0; run < 20; run += 1) await work(run); // warm-up: first-use indexes and statement caches
  const samples: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    const startCpu = process.cpuUsage();
    await work(run);
    const usedCpu = process.cpuUsage(startCpu);
    samples.push(performance.now() - start);
    cpu.push((usedCpu.user + usedCpu.system) / 1000);
  }
  return { ...percentiles(samples), cpu: percentiles(cpu) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Listings while the index is rebuilt after an invalidation, as requests arriving at a server: each waits for the
 * event loop (setImmediate), so for the slice of the rebuild under way, then is answered (by the index before).
 * Rebuilds again until RUNS listings have been measured; answers their latency and the rebuilds' median time.
 */
async function duringRebuild(
  catalogue: SqliteCatalogue,
  work: (run: number) => Promise<unknown>,
): Promise<{ p50: number; p99: number; rebuildMs: number }> {
  const samples: number[] = [];
  const rebuilds: number[] = [];
  while (samples.length < RUNS) {
    const started = performance.now();
    let done = false;
    catalogue.invalidate();
    const settled = catalogue.settled().then(() => (done = true));
    while (!done) {
      const start = performance.now();
      await new Promise((resolve) => setImmediate(resolve));
      await work(samples.length);
      samples.push(performance.now() - start);
    }
    await settled;
    rebuilds.push(performance.now() - started);
  }
  return { ...percentiles(samples), rebuildMs: median(rebuilds) };
}

async function benchOne(label: string, file: string, products: number, reuse: boolean): Promise<string[]> {
  const started = performance.now();
  const store = await ensureCatalogue(file, { products });
  const seedSeconds = reuse && !store.seeded ? null : (performance.now() - started) / 1000;
  const catalogue = new SqliteCatalogue(store.database.sqlite);
  const skus = store.database.sqlite.prepare('select sku from products limit 200').pluck().all() as string[];
  const baseline = await measure((run) => catalogue.getProductsBySkus(contexts[run % 3]!, [skus[run % skus.length]!]));
  const listing = await measure((run) => catalogue.listProducts(contexts[run % 3]!, listings[run % listings.length]!));
  const search = await measure((run) => catalogue.searchAsYouType(contexts[run % 3]!, typed[run % typed.length]!, 8));
  const words = await measure((run) => {
    const [context, text] = shoppersWords[run % shoppersWords.length]!;
    return catalogue.searchAsYouType(context, text, 8);
  });
  const searchPage = await measure((run) => {
    const [context, text] = shoppersWords[run % shoppersWords.length]!;
    return catalogue.listProducts(context, { text, sort: 'relevance', page: 1, hitsPerPage: 24 });
  });
  const rebuilding = await duringRebuild(catalogue, (run) =>
    catalogue.listProducts(contexts[run % 3]!, listings[run % listings.length]!),
  );
  await store.database.close();
  const ms = (value: number) => value.toFixed(2);
  const row = (what: string, measured: Measured) =>
    `| ${label} | ${what} | ${ms(measured.p50)} | ${ms(measured.p99)} | ${ms(measured.cpu.p50)} | ${ms(measured.cpu.p99)} | ${(measured.p50 / baseline.p50).toFixed(1)}× |`;
  return [
    `| ${label} | seed | ${seedSeconds === null ? 'reused file' : `${seedSeconds.toFixed(1)} s`} | | | | |`,
    row('baseline: one product by SKU', baseline),
    row('listing, two filters and a sort', listing),
    row('search-as-you-type, 8 hits', search),
    row("search-as-you-type, shoppers' words (compounds, typos, article numbers, no accents, Greek)", words),
    row('search page, first 24 by relevance, the same words', searchPage),
    `| ${label} | listing index rebuilt in the background after an invalidation (wall time) | ${(rebuilding.rebuildMs / 1000).toFixed(2)} s | | | | |`,
    `| ${label} | listing during that rebuild (waits for the slice under way) | ${ms(rebuilding.p50)} | ${ms(rebuilding.p99)} | | | ${(rebuilding.p50 / baseline.p50).toFixed(1)}× |`,
  ];
}

/**
 * ADR 042: the 100,000-product catalogue in `seeded` filled into a fresh PostgreSQL database (the first start of an
 * empty store), then a process's copy built from PostgreSQL — each timed — and the copy measured as the file was.
 */
async function benchPostgresCopy(seeded: string, dir: string): Promise<string[]> {
  const database = await freshPostgresDatabase();
  try {
    const postgres = await openPostgres(database.url);
    const source = await openDatabase(seeded);
    try {
      const fillStarted = performance.now();
      await fillFromCatalogue(postgres.db, source.db);
      const fillSeconds = (performance.now() - fillStarted) / 1000;
      const copyFile = path.join(dir, 'copy.sqlite');
      const copyStarted = performance.now();
      const copy = await openCatalogueCopy(postgres.db, copyFile);
      const copySeconds = (performance.now() - copyStarted) / 1000;
      await copy.catalogue.database.close();
      const gigabytes = (statSync(copyFile).size / 1e9).toFixed(2);
      return [
        `| 100,000 products, PostgreSQL | the seeded catalogue filled into an empty database (a first start) | ${fillSeconds.toFixed(1)} s | | | | |`,
        `| 100,000 products, PostgreSQL | a process's copy built from PostgreSQL (one snapshot, then the search tables; ${gigabytes} GB) | ${copySeconds.toFixed(1)} s | | | | |`,
        ...(await benchOne("100,000 products, PostgreSQL's copy", copyFile, 100_000, true)),
      ];
    } finally {
      await source.close();
      await postgres.close();
    }
  } finally {
    await database.drop();
  }
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'multishop-bench-catalogue-'));
try {
  const large = process.env.BENCH_LARGE_DB ?? path.join(dir, 'large.sqlite');
  const rows = [
    ...(await benchOne('600 products', path.join(dir, 'small.sqlite'), 600, false)),
    ...(await benchOne('100,000 products', large, 100_000, process.env.BENCH_LARGE_DB !== undefined)),
    ...(process.env.BENCH_POSTGRES !== '0' && STORE_ENGINES.includes('postgres')
      ? await benchPostgresCopy(large, dir)
      : []),
  ];
  console.log(`Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${RUNS} runs each`);
  console.log(
    `Load average at the end: ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' / ')}`,
  );
  console.log('| catalogue | what | p50 ms | p99 ms | CPU p50 ms | CPU p99 ms | p50 vs baseline |');
  console.log('|---|---|---:|---:|---:|---:|---:|');
  for (const row of rows) console.log(row);
} finally {
  await rm(dir, { recursive: true, force: true });
}
