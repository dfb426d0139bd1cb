// `npm run bench:page-cpu` (ADR 011): the CPU time an uncached page costs the real server — its user + system
// time (/proc/<pid>/stat) over BENCH_REQUESTS requests of one page at 10 keep-alive connections, after a warm-up —
// which depends less on how a shared machine's cores are shared than requests/s does. The server is `npm start`'s
// entry with PAGE_CACHE_SECONDS=0 on a fresh seeded SQLite file, for this checkout and, with BENCH_BEFORE=<checkout>
// (its pages built, its node_modules in place), for that one, alternately, BENCH_ROUNDS times. Linux only.
// Env: BENCH_REQUESTS (default 400), BENCH_ROUNDS (default 3), BENCH_HOST (default de.localhost), BENCH_PAGES (JSON
// name → path; default the pages profiled for ADR 011). It also prints what each page sends: the document, the page
// context within it and a client-side navigation's page context, in bytes.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startFlagsOf } from './checkout-server.ts';

const root = path.resolve(import.meta.dirname, '..');
const BEFORE = process.env.BENCH_BEFORE;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 10;
const HOST = process.env.BENCH_HOST ?? 'de.localhost';
const PAGES = JSON.parse(
  process.env.BENCH_PAGES ??
    JSON.stringify({
      home: '/',
      listing: '/elektrowerkzeuge/?sort=price-asc',
      product: '/stackwell-fahrgerueste-max525-30000305',
    }),
) as Record<string, string>;
/** Clock ticks a second of /proc's times (getconf CLK_TCK: 100 on Linux). */
const TICKS = 100;

/** The process's user + system CPU time so far, in ms. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
}

function get(port: number, url: string, agent?: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers: { host: HOST }, agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

function body(port: number, url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers: { host: HOST } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      })
      .on('error', reject);
  });
}

/**
 * What a page sends (static blocks' HTML once, ADR 018): the document, its page context script within it, and
 * the page context a client-side navigation to it gets (vike's `<path>/index.pageContext.json`), in bytes.
 */
async function bytesOf(port: number, url: string): Promise<{ document: number; context: number; navigation: number }> {
  const html = await body(port, url);
  const script = /<script id="vike_pageContext" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
  const { pathname, search } = new URL(url, 'http://localhost');
  const navigation = await body(port, `${pathname.replace(/\/$/, '')}/index.pageContext.json${search}`);
  return {
    document: Buffer.byteLength(html),
    context: Buffer.byteLength(script),
    navigation: Buffer.byteLength(navigation),
  };
}

async function requests(port: number, url: string, count: number): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  let left = count;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (left-- > 0) {
        const status = await get(port, url, agent);
        if (status !== 200) throw new Error(`${url}: ${status}`);
      }
    }),
  );
  agent.destroy();
}

interface Server {
  pid: number;
  port: number;
  stop(): Promise<void>;
}

async function shopServer(checkout: string, database: string): Promise<Server> {
  const port = 3400 + Math.floor(Math.random() * 2000);
  const child = spawn(
    process.execPath,
    [...startFlagsOf(checkout), '--import', 'tsx', 'runtime/server/main.server.ts'],
    {
      cwd: checkout,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        // A test shop, said explicitly: production refuses to start without a real payment provider (ADR 030).
        PAYMENT_PROVIDER: 'test',
        PORT: String(port),
        LIVE_PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: database,
        PAGE_CACHE_SECONDS: '0',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let attempt = 0; ; attempt++) {
    if (attempt === 600) throw new Error(`${checkout}: the server did not start`);
    if (await get(port, '/healthz').catch(() => 0)) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    pid: child.pid!,
    port,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'page-cpu-'));
const checkouts: Array<[string, string]> = [...(BEFORE ? [['before', path.resolve(BEFORE)] as [string, string]] : [])];
checkouts.push(['now', root]);
const servers = new Map<string, Server>();
const samples = new Map<string, number[]>();
const sizes = new Map<string, Awaited<ReturnType<typeof bytesOf>>>();
const [loadStart] = os.loadavg();
try {
  for (const [name, checkout] of checkouts)
    servers.set(name, await shopServer(checkout, path.join(dir, `${name}.sqlite`)));
  for (const url of Object.values(PAGES)) for (const server of servers.values()) await requests(server.port, url, 100);
  for (const [page, url] of Object.entries(PAGES))
    for (const [name, server] of servers) sizes.set(`${page}\t${name}`, await bytesOf(server.port, url));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [page, url] of Object.entries(PAGES)) {
      for (const [name, server] of servers) {
        const start = cpuMs(server.pid);
        await requests(server.port, url, REQUESTS);
        const key = `${page}\t${name}`;
        samples.set(key, [...(samples.get(key) ?? []), (cpuMs(server.pid) - start) / REQUESTS]);
      }
    }
  }
} finally {
  await Promise.all([...servers.values()].map((server) => server.stop()));
  await rm(dir, { recursive: true, force: true });
}
const [loadEnd] = os.loadavg();
console.log(
  `\n${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}; load average ${loadStart!.toFixed(1)} at the start, ${loadEnd!.toFixed(1)} at the end; ${REQUESTS} requests a page and round, ${ROUNDS} rounds, alternately\n`,
);
console.log('| page | checkout | ms CPU / page, each round | median |');
console.log('| ---- | -------- | ------------------------: | -----: |');
for (const [key, values] of samples) {
  const [page, name] = key.split('\t');
  const median = [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log(`| ${page} | ${name} | ${values.map((value) => value.toFixed(2)).join(', ')} | ${median.toFixed(2)} |`);
}
console.log('\n| page | checkout | document bytes | its page context bytes | pageContext.json bytes |');
console.log('| ---- | -------- | -------------: | ---------------------: | ---------------------: |');
for (const [key, size] of sizes) {
  const [page, name] = key.split('\t');
  console.log(`| ${page} | ${name} | ${size.document} | ${size.context} | ${size.navigation} |`);
}
