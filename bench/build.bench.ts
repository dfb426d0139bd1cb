// `npm run bench:build` (ADR 020): what `multishop build` costs and what the production process it makes costs.
// - wall time of `build --country de` and of `build --all` from nothing (each into its own empty dist folder, the
//   runtime compiled in both), a second `build --all` with nothing changed, and `build --changed` after an edit of
//   countries/cz.json (made in the working tree and restored after);
// - the JavaScript the home, a listing and a product page of dist/de/ load (gzip, as bench:pages counts it);
// - the production process: time from spawn to the first 200 of GET / and its resident memory once started, for
//   `node dist/de/server.js` (compiled) and the TypeScript entry through tsx (`npm start` before ADR 020), alternately.
// Env: BENCH_ROUNDS (default 3) for the start-up rounds. Linux (/proc) for memory.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { runBuild } from '../cli/commands/build.ts';
import { memoryOutput } from '../tests/fixtures/memory-output.ts';
import { javascriptBytesOf } from './checkout-server.ts';

const root = path.resolve(import.meta.dirname, '..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

async function timed(work: () => Promise<number>): Promise<number> {
  const started = performance.now();
  const code = await work();
  if (code !== 0) throw new Error('build failed');
  return performance.now() - started;
}

async function emptyDist(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'multishop-bench-dist-'));
  await symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

function ok(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', headers: { host: 'de.localhost' } }, (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      })
      .on('error', () => resolve(false));
  });
}

/** ms from spawn to the first 200 of GET /, and the process's resident memory (MB) right after. */
async function startUp(
  args: string[],
  cwd: string,
  env: Record<string, string>,
  whileUp?: (port: number) => Promise<void>,
): Promise<{ ms: number; rssMb: number }> {
  const port = 3400 + Math.floor(Math.random() * 2000);
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd,
    // A test shop, said explicitly: a production process refuses to start without a real payment provider (ADR 030).
    env: { ...process.env, PORT: String(port), LIVE_PORT: '0', HOST: '127.0.0.1', PAYMENT_PROVIDER: 'test', ...env },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited`);
      if (await ok(port)) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const ms = performance.now() - started;
    const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1];
    await whileUp?.(port);
    return { ms, rssMb: Number(rss) / 1024 };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

/** One request to the German shop: the answer's body. */
function call(port: number, method: string, pathAndQuery: string, body?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: pathAndQuery,
        headers: { host: 'de.localhost', 'content-type': 'application/json' },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve(text));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** The JavaScript the home, a listing and a product page of a country's build load, gzip kB (as bench:pages counts). */
async function pageJavascript(port: number, pagesDir: string): Promise<Record<string, number>> {
  const categories = JSON.parse(await call(port, 'POST', '/api/getFirstLevelCategories', '{}')) as {
    results: Array<{ key: string; link: string }>;
  };
  const category = categories.results[0]!;
  const listing = JSON.parse(
    await call(port, 'POST', '/api/listProducts', JSON.stringify({ categoryKey: category.key, query: '' })),
  ) as { results: Array<{ link: string }> };
  const pages = { home: '/', listing: category.link, product: listing.results[0]!.link };
  const sizes: Record<string, number> = {};
  for (const [name, page] of Object.entries(pages)) {
    sizes[name] = javascriptBytesOf(pagesDir, await call(port, 'GET', page)) / 1000;
  }
  return sizes;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const cpus = os.cpus();
console.log(`${cpus.length} × ${cpus[0]?.model.trim()}, Node ${process.version}; load ${os.loadavg()[0]!.toFixed(1)}`);

const one = await emptyDist();
const all = await emptyDist();
try {
  const country = await timed(() => runBuild({ cwd: root, country: 'de', distDir: one, output: memoryOutput() }));
  const first = await timed(() => runBuild({ cwd: root, all: true, distDir: all, output: memoryOutput() }));
  const second = await timed(() => runBuild({ cwd: root, all: true, distDir: all, output: memoryOutput() }));
  const cz = path.join(root, 'countries', 'cz.json');
  const original = await readFile(cz, 'utf8');
  let changed = 0;
  let built: string[] = [];
  try {
    // Another customer-care number: a change of one country's config only.
    const edited = JSON.parse(original) as { contact: { phone: string } };
    edited.contact.phone = edited.contact.phone.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10));
    await writeFile(cz, `${JSON.stringify(edited, null, 2)}\n`);
    const output = memoryOutput();
    changed = await timed(() => runBuild({ cwd: root, changed: true, distDir: all, json: true, output }));
    built = (JSON.parse(output.stdout.join('\n')) as { countries: Array<{ country: string }> }).countries.map(
      (entry) => entry.country,
    );
  } finally {
    await writeFile(cz, original);
  }
  console.log('\n| build | wall s | ratio |');
  console.log('| --- | ---: | ---: |');
  console.log(`| --country de (runtime compiled) | ${(country / 1000).toFixed(1)} | 1.00 |`);
  console.log(
    `| --all (runtime compiled, 25 packed) | ${(first / 1000).toFixed(1)} | ${(first / country).toFixed(2)} × de |`,
  );
  console.log(
    `| --all again, nothing changed | ${(second / 1000).toFixed(1)} | ${(second / first).toFixed(2)} × first --all |`,
  );
  console.log(
    `| --changed after editing countries/cz.json | ${(changed / 1000).toFixed(1)} | built: ${built.join(', ')} |`,
  );

  const rows: Record<string, { ms: number[]; rss: number[] }> = {
    compiled: { ms: [], rss: [] },
    tsx: { ms: [], rss: [] },
  };
  const db = await mkdtemp(path.join(os.tmpdir(), 'multishop-bench-db-'));
  // Seeded once by a first start, so that every measured start opens a seeded store; meanwhile, the pages' JavaScript.
  let javascript: Record<string, number> = {};
  await startUp(
    [path.join(one, 'de', 'server.js')],
    one,
    { DATABASE_URL: path.join(db, 'shop.sqlite') },
    async (port) => {
      javascript = await pageJavascript(port, path.join(one, 'de', 'pages'));
    },
  );
  console.log('\n| dist/de/ page | JavaScript, gzip kB |');
  console.log('| --- | ---: |');
  for (const [name, kB] of Object.entries(javascript)) console.log(`| ${name} | ${kB.toFixed(1)} |`);
  for (let round = 0; round < ROUNDS; round++) {
    const compiled = await startUp(['--max-semi-space-size=64', path.join(one, 'de', 'server.js')], one, {
      DATABASE_URL: path.join(db, 'shop.sqlite'),
    });
    rows.compiled!.ms.push(compiled.ms);
    rows.compiled!.rss.push(compiled.rssMb);
    const tsx = await startUp(['--import', 'tsx', 'runtime/server/main.server.ts'], root, {
      NODE_ENV: 'production',
      // A test shop, said explicitly: production refuses to start without a real payment provider (ADR 030).
      PAYMENT_PROVIDER: 'test',
      DATABASE_URL: path.join(db, 'shop.sqlite'),
    });
    rows.tsx!.ms.push(tsx.ms);
    rows.tsx!.rss.push(tsx.rssMb);
  }
  await rm(db, { recursive: true, force: true });
  console.log(
    `\n| production process (${ROUNDS} rounds, alternately) | start to first 200, ms (median) | RSS after, MB (median) |`,
  );
  console.log('| --- | ---: | ---: |');
  console.log(
    `| node dist/de/server.js | ${median(rows.compiled!.ms).toFixed(0)} | ${median(rows.compiled!.rss).toFixed(0)} |`,
  );
  console.log(
    `| node --import tsx runtime/server/main.server.ts (npm start before) | ${median(rows.tsx!.ms).toFixed(0)} | ${median(rows.tsx!.rss).toFixed(0)} |`,
  );
} finally {
  await rm(one, { recursive: true, force: true });
  await rm(all, { recursive: true, force: true });
}
