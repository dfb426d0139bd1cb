// `npm run bench:pages` (issue 5): SSR requests/s and p99 at 50 connections for the home, a listing and a product
// page, beside a bare node:http server sending the same bytes in the same run (the ratio is the figure that
// holds on a shared machine); the JavaScript each page type ships (gzip); and Lighthouse (mobile) scores for the
// home, listing and product pages when Chromium is at CHROME_PATH (default /usr/bin/chromium).
// Targets: product-page JavaScript ≤ 120 kB gzip; Lighthouse ≥ 95 performance, 100 accessibility, best
// practices and SEO. BENCH_SECONDS sets the load duration per target (default 8).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/fixtures/chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;
const CHROME = CHROMIUM_PATH;

function get(port: number, url: string, host: string, agent?: http.Agent): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: url, headers: { host }, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
  });
}

async function waitFor(port: number): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await get(port, '/healthz', 'localhost')).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server on ${port} did not start`);
}

/** 50 connections, each sending its next request when the last answer is in, for SECONDS. */
async function load(port: number, url: string, host: string): Promise<{ rps: number; p50: number; p99: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const samples: number[] = [];
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const start = performance.now();
        const answer = await get(port, url, host, agent);
        if (answer.status !== 200) throw new Error(`${url}: ${answer.status}`);
        samples.push(performance.now() - start);
      }
    }),
  );
  agent.destroy();
  samples.sort((a, b) => a - b);
  return {
    rps: samples.length / SECONDS,
    p50: samples[Math.floor(samples.length * 0.5)]!,
    p99: samples[Math.floor(samples.length * 0.99)]!,
  };
}

/** A bare node:http server answering every request with the given page's bytes. */
function bareServer(body: Buffer): Promise<{ port: number; close(): void }> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
    response.end(body);
  });
  server.keepAliveTimeout = 60_000;
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ port: (server.address() as { port: number }).port, close: () => server.close() }),
    ),
  );
}

async function javascriptOf(html: string): Promise<number> {
  const assets = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!));
  let total = 0;
  for (const asset of assets) total += gzipSync(await readFile(path.join(root, 'dist', 'client', asset))).length;
  return total;
}

async function lighthouseScores(url: string): Promise<Record<string, number> | null> {
  if (!existsSync(CHROME)) return null;
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
  ]);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: CHROMIUM_ARGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      formFactor: 'mobile',
    });
    const categories = result?.lhr.categories ?? {};
    return Object.fromEntries(
      Object.entries(categories).map(([name, category]) => [name, Math.round((category.score ?? 0) * 100)]),
    );
  } finally {
    await chrome.kill();
  }
}

async function run(pageCacheSeconds: number, withLighthouse: boolean): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'multishop-bench-pages-'));
  const port = 3400 + Math.floor(Math.random() * 400);
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'runtime/server/main.server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: path.join(dir, 'shop.sqlite'),
      PAGE_CACHE_SECONDS: String(pageCacheSeconds),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitFor(port);
    const host = `de.localhost:${port}`;
    const search = JSON.parse(
      (await new Promise<string>((resolve, reject) => {
        const request = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/listProducts',
            headers: { host, 'content-type': 'application/json' },
          },
          (response) => {
            let text = '';
            response.on('data', (chunk) => (text += chunk));
            response.on('end', () => resolve(text));
          },
        );
        request.on('error', reject);
        request.end(JSON.stringify({ query: 'hitsPerPage=12' }));
      })) as string,
    ) as { results: Array<{ link: string; categories: Array<{ key: string }> }> };
    const categories = JSON.parse(
      (await get(port, '/', host)).body
        .toString('utf8')
        .match(/<script id="vike_pageContext" type="application\/json">(.*?)<\/script>/)![1]!,
    ) as { frame: { categories: Array<{ link: string }> } };
    const pages = {
      home: '/',
      listing: `${categories.frame.categories[0]!.link}?sort=price-asc`,
      product: search.results[0]!.link,
    };
    console.log(
      `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    );
    console.log(
      `\n${pageCacheSeconds > 0 ? `Guest page cache on (${pageCacheSeconds} s, the npm start default)` : 'Page cache off: every request rendered'}. Load: ${CONNECTIONS} connections, ${SECONDS} s per target, keep-alive, host de.localhost\n`,
    );
    console.log(
      '| page | SSR req/s | SSR p50 ms | SSR p99 ms | bare node:http req/s (same bytes) | bare p99 ms | SSR / bare | JS gzip kB |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const [name, url] of Object.entries(pages)) {
      const page = await get(port, url, host);
      if (page.status !== 200) throw new Error(`${name} ${url}: ${page.status}`);
      const ssr = await load(port, url, host);
      const bare = await bareServer(page.body);
      const baseline = await load(bare.port, '/', host);
      bare.close();
      const js = await javascriptOf(page.body.toString('utf8'));
      console.log(
        `| ${name} \`${url}\` | ${ssr.rps.toFixed(0)} | ${ssr.p50.toFixed(1)} | ${ssr.p99.toFixed(1)} | ${baseline.rps.toFixed(0)} | ${baseline.p99.toFixed(1)} | ${(ssr.rps / baseline.rps).toFixed(3)} | ${(js / 1000).toFixed(1)} |`,
      );
    }
    if (!withLighthouse) return;
    console.log('\nLighthouse (mobile):');
    for (const [name, url] of Object.entries(pages)) {
      const scores = await lighthouseScores(`http://${host}${url}`);
      console.log(`- ${name}: ${scores ? JSON.stringify(scores) : `skipped (no Chromium at ${CHROME})`}`);
    }
  } finally {
    server.kill('SIGTERM');
    await rm(dir, { recursive: true, force: true });
  }
}

await run(60, true);
await run(0, false);
