// `npm run bench:blocks` (content blocks, ADR 009): for every block of the library (generated/block-library.server.ts),
// 1. its server cost on a page — its fixture loaded and rendered by loadBlocks against a real seeded SQLite store
//    and the real operations in process, in the sk and de home pages' real page contexts — median and p95 in µs,
//    split into check + load and render, beside a same-run baseline (a trivial element rendered through the same
//    page-context provider and renderToStaticMarkup); see blocks-ssr.ts;
// 2. the client JavaScript it adds: a production build of a copy of the project with a recording plugin
//    (block-bytes-plugin.ts) gives the code each blocks/<name>/ folder puts into the client bundle, raw and gzip,
//    beside the home page's whole JavaScript.
// The rule (ADR 009): a block adds no client JavaScript unless it is interactive (block.json "interactive"). The
// bench exits non-zero when a non-interactive block ships any, or when a block fails to load or render.
// BENCH_ITERATIONS (default 1000) and BENCH_WARMUP (default 100) set the rounds; BENCH_URLS the pages
// (comma-separated).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { minifySync } from 'vite';
import type { BlockName } from '../generated/blocks.ts';
import type { BundleChunk, BundleRecord } from './block-bytes-plugin.ts';
import type * as SsrModule from './blocks-ssr.ts';
import type { BlockSsr, SsrResult, Timing } from './blocks-ssr.ts';
import { ensureCatalogue } from '../runtime/server/commerce/ensure-catalogue.server.ts';
import { SqliteCatalogue } from '../runtime/server/commerce/sqlite/catalogue-store.server.ts';
import { loadFileContent, PROJECT_CONTENT_DIR } from '../runtime/server/integrations/cms/file-content.server.ts';
import { catalogueOperations } from '../runtime/server/middleware/catalogue-operations.server.ts';
import type { Operations } from '../runtime/server/middleware/operation.server.ts';
import { contentOperations } from '../runtime/server/middleware/content-operations.server.ts';
import { createOperationDispatcher } from '../runtime/server/middleware/operation-dispatch.server.ts';
import { createInProcessClient } from '../runtime/server/rendering/in-process-client.server.ts';
import { snapshotProject } from '../tests/fixtures/processes.ts';

const root = path.resolve(import.meta.dirname, '..');
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 1000);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 100);
const URLS = (process.env.BENCH_URLS ?? 'http://sk.localhost:3000/,http://de.localhost:3000/').split(',');
/** A build broken by a block another engineer is halfway through is tried again once, after this pause. */
const BUILD_RETRY_PAUSE_MS = 20_000;

// Pages are rendered by React's production build (`npm start` runs with NODE_ENV=production). React chooses its
// build when first loaded: nothing imported above loads it; the server half's bundle, imported below, does.
process.env.NODE_ENV = 'production';

// ---------------------------------------------------------------------------------------------------------------
// The builds

interface Builds {
  /** The client bundle as the recording plugin wrote it. */
  readonly record: BundleRecord;
  /** blocks-ssr.ts bundled for Node. */
  readonly ssrModule: string;
  readonly seconds: number;
}

/**
 * The client bundle and the server half's bundle, built (blocks-build.ts) from one copy of the project in `dir`,
 * its node_modules linked: building in the project itself would empty the dist/ a running server or an e2e run
 * serves from, and both halves measure the same sources even while others edit them. The child runs without
 * vitest's variables (vike turns its build off when it sees VITEST, as tests/e2e/global-setup.ts explains) and
 * with NODE_ENV=production, as a deployment builds.
 */
async function buildInCopy(dir: string): Promise<Builds> {
  rmSync(path.join(dir, 'app'), { recursive: true, force: true });
  const app = snapshotProject(root, dir);
  const out = path.join(dir, 'bundle.json');
  // Inside the copy, so that Node finds the packages the bundle leaves to it (react, better-sqlite3 …).
  const ssrDir = path.join(app, 'dist-bench-ssr');
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'TEST'),
  );
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/blocks-build.ts', out, ssrDir], {
      cwd: app,
      env: { ...env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the build failed (exit ${code}):\n${output}`)),
    );
  });
  return {
    record: JSON.parse(readFileSync(out, 'utf8')) as BundleRecord,
    ssrModule: path.join(ssrDir, 'blocks-ssr.mjs'),
    seconds: (performance.now() - started) / 1000,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Client JavaScript per block

interface Bytes {
  readonly raw: number;
  readonly gzip: number;
  /** The same code minified (whitespace, local names) and gzipped, as the emitted chunk has it: an estimate. */
  readonly minGzip: number;
}

const NO_BYTES: Bytes = { raw: 0, gzip: 0, minGzip: 0 };

function bytesOf(code: string): Bytes {
  if (code === '') return NO_BYTES;
  const minified = minifySync('block.js', code, { compress: false, mangle: { toplevel: true } }).code;
  return {
    raw: Buffer.byteLength(code),
    gzip: gzipSync(code).length,
    minGzip: gzipSync(minified).length,
  };
}

interface BlockJs {
  readonly block: BlockName;
  readonly interactive: boolean;
  readonly bytes: Bytes;
  /** The chunks its code is in, and whether the home page loads each with its first JavaScript. */
  readonly chunks: ReadonlyArray<{ readonly fileName: string; readonly onHome: boolean; readonly lazy: string | null }>;
  /** Modules outside the block's folder that import it: how it reached the browser. */
  readonly importedBy: readonly string[];
}

/** The chunks a page entry loads with it: the entry and its static imports, transitively (vike preloads them). */
function staticClosure(chunks: readonly BundleChunk[], entries: readonly BundleChunk[]): Set<BundleChunk> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<BundleChunk>();
  const visit = (chunk: BundleChunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const file of chunk.imports) visit(byFile.get(file)!);
  };
  entries.forEach(visit);
  return seen;
}

/** The library's names and manifests, as the copy that was built and measured has them. */
type Library = Pick<typeof SsrModule, 'BLOCK_NAMES' | 'BLOCK_MANIFESTS'>;

function analyseBundle(
  record: BundleRecord,
  { BLOCK_NAMES, BLOCK_MANIFESTS }: Library,
): {
  blocks: BlockJs[];
  shared: Bytes;
  home: { raw: number; gzip: number; files: number };
} {
  const { chunks } = record;
  // vike's client router entry, and the home page's entry (virtual:vike:page-entry:client:/runtime/pages/home).
  const routerEntries = chunks.filter((chunk) => chunk.isEntry && !chunk.facadeModuleId?.includes('page-entry'));
  const homeEntry = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('page-entry:client:/runtime/pages/home'));
  if (homeEntry === undefined || routerEntries.length === 0) throw new Error('no home page entry in the client bundle');
  const onHome = staticClosure(chunks, [...routerEntries, homeEntry]);
  let homeRaw = 0;
  let homeGzip = 0;
  // Vite drops the empty JavaScript of a chunk that held only CSS after this plugin has seen the bundle.
  const served = [...onHome].filter((chunk) => chunk.code.trim() !== '');
  for (const chunk of served) {
    homeRaw += Buffer.byteLength(chunk.code);
    homeGzip += gzipSync(chunk.code).length; // each file gzipped on its own, as it is served
  }

  const blocks = BLOCK_NAMES.map((block): BlockJs => {
    const folder = `blocks/${block}/`;
    const found = chunks.flatMap((chunk) =>
      chunk.modules.filter((module) => module.id.startsWith(folder)).map((module) => ({ chunk, module })),
    );
    const inChunks = [...new Set(found.map(({ chunk }) => chunk))];
    return {
      block,
      interactive: BLOCK_MANIFESTS[block].interactive,
      bytes: bytesOf(found.map(({ module }) => module.code).join('\n')),
      chunks: inChunks.map((chunk) => ({
        fileName: chunk.fileName,
        onHome: onHome.has(chunk),
        lazy: chunk.isDynamicEntry ? chunk.facadeModuleId : null,
      })),
      // Said once: a lazy chunk's entry module is already named as such.
      importedBy: [
        ...new Set(found.flatMap(({ module }) => module.importers.filter((importer) => !importer.startsWith(folder)))),
      ].filter((importer) => !inChunks.some((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId === importer)),
    };
  });
  // The library's own client code, no block's: BlockList, StaticBlock, the registry of interactive components.
  const shared = chunks
    .flatMap((chunk) => chunk.modules)
    .filter((module) => /^blocks\/[^/]+$/.test(module.id) || module.id === 'generated/block-components.ts');
  return {
    blocks,
    shared: bytesOf(shared.map((module) => module.code).join('\n')),
    home: { raw: homeRaw, gzip: homeGzip, files: served.length },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The run

/** Block folders with a block.json that the library does not list: `npm run generate` has not seen them yet. */
function unregisteredBlocks(app: string, names: readonly string[]): string[] {
  return readdirSync(path.join(app, 'blocks'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(app, 'blocks', entry.name, 'block.json')))
    .map((entry) => entry.name)
    .filter((name) => !names.includes(name));
}

const us = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
const timing = (value: Timing | undefined) => (value ? `${us(value.median)} / ${us(value.p95)}` : '');

function ssrTable(result: SsrResult): string[] {
  const lines: string[] = [];
  const base = result.baseline.median;
  for (const shop of result.shops) {
    lines.push(
      '',
      `SSR per block on ${shop.url} (${result.iterations} samples after ${result.warmup} warm-up rounds; µs):`,
      '',
      '| block | interactive | SSR median | SSR p95 | SSR / baseline | check + load median / p95 | render median / p95 | HTML B | hydration JSON B |',
      '| --- | :-: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      `| baseline: \`<p>\` through the page-context provider and renderToStaticMarkup | | ${us(base)} | ${us(result.baseline.p95)} | 1× | | | | |`,
    );
    for (const block of shop.blocks) lines.push(ssrRow(block, base));
  }
  return lines;
}

function ssrRow(block: BlockSsr, base: number): string {
  const name = `${block.block}${block.renderedBy === 'renderToString' ? ' (rendered by the page: renderToString)' : ''}`;
  const interactive = block.interactive ? 'yes' : 'no';
  if (block.status === 'empty')
    return `| ${name} | ${interactive} | left out: its loader found nothing to show here | | | | | | |`;
  if (block.status === 'error')
    return `| ${name} | ${interactive} | FAILED: ${block.error?.replaceAll('\n', ' ')} | | | | | | |`;
  return `| ${name} | ${interactive} | ${us(block.ssr!.median)} | ${us(block.ssr!.p95)} | ${(block.ssr!.median / base).toFixed(1)}× | ${timing(block.load)} | ${timing(block.render)} | ${block.htmlBytes} | ${block.hydrationBytes ?? ''} |`;
}

const kB = (bytes: number) => (bytes / 1000).toFixed(2);

function jsTable(analysis: ReturnType<typeof analyseBundle>): string[] {
  const lines = [
    '',
    'Client JavaScript per block (production client build; the code of each blocks/<name>/ folder in the bundle):',
    '',
    '| block | interactive | raw B | gzip B | min+gzip B (est.) | where | rule |',
    '| --- | :-: | ---: | ---: | ---: | --- | --- |',
  ];
  for (const block of analysis.blocks) {
    const where = block.chunks
      .map((chunk) =>
        chunk.onHome ? 'home page, first load' : chunk.lazy ? `lazy chunk of ${chunk.lazy}` : chunk.fileName,
      )
      .concat(block.importedBy.length > 0 ? [`imported by ${block.importedBy.join(', ')}`] : [])
      .join('; ');
    lines.push(
      `| ${block.block} | ${block.interactive ? 'yes' : 'no'} | ${block.bytes.raw} | ${block.bytes.gzip} | ${block.bytes.minGzip} | ${where || '—'} | ${verdict(block)} |`,
    );
  }
  lines.push(
    `| shared: blocks/*.tsx (BlockList, StaticBlock) and generated/block-components.ts | | ${analysis.shared.raw} | ${analysis.shared.gzip} | ${analysis.shared.minGzip} | home page, first load | |`,
    `| baseline: the home page's whole JavaScript (${analysis.home.files} files, minified, each gzipped) | | ${analysis.home.raw} | ${analysis.home.gzip} | | | |`,
  );
  return lines;
}

function verdict(block: BlockJs): string {
  if (!block.interactive)
    return block.bytes.raw === 0 ? 'ok: no JavaScript' : 'FAIL: not interactive, ships JavaScript';
  return block.bytes.raw > 0 ? 'ok: interactive' : 'not in the client bundle: is it hydrated?';
}

// Other work on a shared machine moves absolute times: its load is printed with the figures.
const loadAtStart = os.loadavg()[0]!;
console.log(
  `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; NODE_ENV=production`,
);

const dir = mkdtempSync(path.join(os.tmpdir(), 'multishop-bench-blocks-'));
let builds: Builds;
let library: Library;
let unregistered: string[];
let ssr: SsrResult;
let seedSeconds: number;
let ssrSeconds: number;
try {
  try {
    builds = await buildInCopy(dir);
  } catch (error) {
    console.warn(`${(error as Error).message}\nTrying again in ${BUILD_RETRY_PAUSE_MS / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, BUILD_RETRY_PAUSE_MS));
    builds = await buildInCopy(dir);
  }

  // The server's side, as `npm start` runs it (tsx, not bundled): a store seeded with the demo catalogue, and the
  // store's and the CMS's operations behind the middleware's dispatcher, as app.server.ts wires them (the image
  // check is no block's).
  const seedStarted = performance.now();
  const store = await ensureCatalogue(path.join(dir, 'shop.sqlite'));
  seedSeconds = (performance.now() - seedStarted) / 1000;
  try {
    const dispatcher = createOperationDispatcher({
      ...catalogueOperations(new SqliteCatalogue(store.database.sqlite)),
      ...contentOperations(await loadFileContent(PROJECT_CONTENT_DIR)),
    } as Operations);
    const ssrModule = (await import(pathToFileURL(builds.ssrModule).href)) as typeof SsrModule;
    library = ssrModule;
    unregistered = unregisteredBlocks(path.join(dir, 'app'), ssrModule.BLOCK_NAMES);
    const ssrStarted = performance.now();
    ssr = await ssrModule.measureBlocksSsr({
      urls: URLS,
      iterations: ITERATIONS,
      warmup: WARMUP,
      operationsFor: (country) => createInProcessClient(dispatcher, country),
    });
    ssrSeconds = (performance.now() - ssrStarted) / 1000;
  } finally {
    await store.database.close();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const analysis = analyseBundle(builds.record, library);
// Which React rendered: the react/cjs/react.<build>.js Node ran (`loaded`). Node's ESM loader also lists the other
// build, parsed for its export names but never run, in the same cache.
const requireCache = createRequire(import.meta.url).cache;
const reactBuild =
  Object.keys(requireCache)
    .filter((file) => /\/react\/cjs\/react\.[a-z]+\.js$/.test(file) && requireCache[file]?.loaded)
    .map((file) => path.basename(file, '.js').replace('react.', ''))
    .join(' and ') || 'unknown';

console.log(
  `Builds ${builds.seconds.toFixed(1)} s; store seeded in ${seedSeconds.toFixed(1)} s; SSR measured in ${ssrSeconds.toFixed(1)} s with React's ${reactBuild} build; load average (1 min) ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end.`,
);
if (unregistered.length > 0) {
  console.warn(`Not in the library, so not measured (run \`npm run generate\`): ${unregistered.join(', ')}`);
}
console.log([...ssrTable(ssr), ...jsTable(analysis)].join('\n'));

const shipping = analysis.blocks.filter((block) => !block.interactive && block.bytes.raw > 0);
const broken = ssr.shops.flatMap((shop) =>
  shop.blocks.filter((block) => block.status === 'error').map((block) => `${block.block} on ${shop.url}`),
);
const interactive = analysis.blocks.filter((block) => block.interactive);
const medians = ssr.shops.flatMap((shop) =>
  shop.blocks.flatMap((block) => (block.ssr ? [{ block: block.block, median: block.ssr.median }] : [])),
);
medians.sort((a, b) => a.median - b.median);
const fastest = medians[0];
const slowest = medians.at(-1);
console.log(
  `\nSummary: ${library.BLOCK_NAMES.length} blocks; SSR median ${fastest && slowest ? `${us(fastest.median)}–${us(slowest.median)} µs (slowest ${slowest.block})` : 'none rendered'} against a ${us(ssr.baseline.median)} µs baseline; client JS: ${interactive.map((block) => `${block.block} ${kB(block.bytes.gzip)} kB gzip`).join(', ') || 'no interactive block'}, ${analysis.blocks.length - interactive.length - shipping.length} of ${analysis.blocks.length - interactive.length} non-interactive blocks 0 B; home page ${kB(analysis.home.gzip)} kB gzip. ${
    shipping.length === 0 && broken.length === 0
      ? 'OK.'
      : `FAIL: ${[
          ...shipping.map((block) => `${block.block} is not interactive but ships ${block.bytes.raw} B`),
          ...broken.map((name) => `${name} failed`),
        ].join('; ')}.`
  }`,
);
if (shipping.length > 0 || broken.length > 0) process.exitCode = 1;
