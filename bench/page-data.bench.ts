// `npm run bench:page-data` (ADR 011): the store's share of an uncached page — the operations the home, a
// listing and a product page call for their data (the page's data hook, its blocks' loaders, the frame), with the
// arguments they call them with, timed in process against a fresh seeded SQLite file (page-data-child.ts), in ms
// per page. With BENCH_BEFORE=<checkout> (its pages built, its node_modules in place) the same pages of that
// checkout are measured in the same run, each checkout in its own process, alternately, BENCH_ROUNDS times.
// Env: BENCH_ROUNDS (default 3), BENCH_ITERATIONS (per page and round, default 300), BENCH_HOST (default
// de.localhost:3000), BENCH_PAGES (JSON name → path; default the pages profiled for ADR 011).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const BEFORE = process.env.BENCH_BEFORE;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PAGES =
  process.env.BENCH_PAGES ??
  JSON.stringify({
    home: '/',
    listing: '/elektrowerkzeuge/?sort=price-asc',
    product: '/stackwell-fahrgerueste-max525-30000305',
  });

interface PageResult {
  calls: number;
  median: number;
  p95: number;
  byOperation: Record<string, { calls: number; ms: number; answerBytes: number }>;
}

function run(checkout: string, database: string): Promise<Record<string, PageResult>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench', 'page-data-child.ts')], {
      cwd: checkout,
      env: { ...process.env, BENCH_ROOT: checkout, DATABASE_URL: database, BENCH_PAGES: PAGES },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.once('exit', (code) => {
      const line = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || !line.startsWith('{')) reject(new Error(`${checkout}: exit ${code}\n${out}`));
      else resolve(JSON.parse(line) as Record<string, PageResult>);
    });
  });
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const dir = await mkdtemp(path.join(os.tmpdir(), 'page-data-'));
const checkouts: Array<[string, string]> = [
  ...(BEFORE ? [['before', path.resolve(BEFORE)] as [string, string]] : []),
  ['now', root],
];
const runs = new Map<string, Array<Record<string, PageResult>>>(checkouts.map(([name]) => [name, []]));
const [loadStart] = os.loadavg();
try {
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, checkout] of checkouts) {
      runs.get(name)!.push(await run(checkout, path.join(dir, `${name}.sqlite`)));
    }
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
const [loadEnd] = os.loadavg();

console.log(
  `\n${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}; load average ${loadStart!.toFixed(1)} at the start, ${loadEnd!.toFixed(1)} at the end; ${ROUNDS} rounds, alternately\n`,
);
console.log('| page | checkout | calls | ms / page (median of the rounds) | p95 ms | answer kB |');
console.log('| ---- | -------- | ----: | ------: | -----: | --------: |');
for (const page of Object.keys(JSON.parse(PAGES) as object)) {
  for (const [name] of checkouts) {
    const results = runs.get(name)!.map((result) => result[page]!);
    const bytes = Object.values(results[0]!.byOperation).reduce((sum, entry) => sum + entry.answerBytes, 0);
    console.log(
      `| ${page} | ${name} | ${results[0]!.calls} | ${median(results.map((r) => r.median)).toFixed(3)} | ${median(results.map((r) => r.p95)).toFixed(3)} | ${(bytes / 1000).toFixed(1)} |`,
    );
  }
}
console.log('\nBy operation (ms per page, each call on its own; last round):\n');
for (const page of Object.keys(JSON.parse(PAGES) as object)) {
  for (const [name] of checkouts) {
    const operations = runs.get(name)!.at(-1)![page]!.byOperation;
    const cells = Object.entries(operations)
      .sort(([, a], [, b]) => b.ms - a.ms)
      .map(
        ([operation, entry]) =>
          `${operation} ×${entry.calls} ${entry.ms.toFixed(3)} ms (${(entry.answerBytes / 1000).toFixed(1)} kB)`,
      );
    console.log(`- ${page}, ${name}: ${cells.join('; ')}`);
  }
}
