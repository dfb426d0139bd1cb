// `npm run bench:pages` (ADR 007, ADR 011): SSR requests/s, p50 and p99 for the home, a listing and a product page,
// with the guest page cache on and off. Beside each, in the same run (the ratios are the figures that hold on a
// shared machine): a bare node:http server sending the same bytes, and — for the uncached pages (ADR 011) —
// a React-only server (pages-react-only.ts): the same page's element tree with its data already loaded, rendered by
// renderToString in a bare node:http server. Also the JavaScript each page type ships (gzip) and Lighthouse (mobile)
// scores when Chromium is at CHROME_PATH (default /usr/bin/chromium).
// Targets: product-page JavaScript ≤ 120 kB gzip; Lighthouse ≥ 95 performance, 100 accessibility, best practices and
// SEO; uncached pages at least 4× the throughput of 3e97ab2 (before ADR 011) and ≥ 0.6× the React-only baseline.
// Env: BENCH_SECONDS (load per target, default 8), BENCH_CONNECTIONS (default 20, as measured before ADR 011),
// BENCH_CACHED=0 (skip the cached run and Lighthouse), BENCH_UNCACHED=0 (skip the uncached run), BENCH_BEFORE=<dir>
// (a checkout of an earlier commit, its pages built and its node_modules in place: its uncached pages are measured in
// the same run, as "before").
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/fixtures/chromium.ts';
import { builtPagesOfCheckout, javascriptBytesOf, startFlagsOf } from './checkout-server.ts';
import { sessionReadyToPay, sessionWithCart } from './checkout-session.ts';
import { loadUrl } from './http-load.ts';
import { postOperation } from './operation-post.ts';

const root = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const WARM_UP_SECONDS = 1;
const BEFORE = process.env.BENCH_BEFORE;
const CHROME = CHROMIUM_PATH;

function get(port: number, url: string, host: string, cookie?: string): Promise<{ status: number; body: Buffer }> {
  const headers = cookie === undefined ? { host } : { host, cookie };
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: url, headers }, (response) => {
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

/** CONNECTIONS connections, each sending its next request when the last answer is in, for SECONDS. */
const load = (port: number, url: string, host: string, seconds = SECONDS) =>
  loadUrl(port, url, host, { seconds, connections: CONNECTIONS });

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

/**
 * Lighthouse's scores of a page, by category. A run Lighthouse could not finish scores nothing (its categories come
 * back without scores, with a runtime error): that is no score of the page, so the run is repeated once, and a second
 * failure is reported as the error it was rather than as zeros.
 */
async function lighthouseScores(url: string, cookie?: string): Promise<Record<string, number | string> | null> {
  const first = await lighthouseRun(url, cookie);
  if (first === null || !('error' in first)) return first;
  const second = await lighthouseRun(url, cookie);
  return second !== null && 'error' in second ? { error: `${first.error}, then ${second.error}` } : second;
}

async function lighthouseRun(url: string, cookie?: string): Promise<Record<string, number | string> | null> {
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
      // A personal page (the checkout's cart step) is measured in the session that holds the cart.
      ...(cookie === undefined ? {} : { extraHeaders: { Cookie: cookie } }),
    });
    const lhr = result?.lhr;
    const categories = Object.entries(lhr?.categories ?? {});
    if (lhr === undefined || lhr.runtimeError || categories.some(([, category]) => category.score === null))
      return {
        error:
          lhr?.runtimeError?.code ??
          `no score (${Object.entries(lhr?.audits ?? {})
            .filter(([, audit]) => audit.errorMessage)
            .map(([id, audit]) => `${id}: ${audit.errorMessage}`)
            .join('; ')})`,
      };
    return Object.fromEntries(categories.map(([name, category]) => [name, Math.round(category.score! * 100)]));
  } finally {
    await chrome.kill();
  }
}

interface Load {
  rps: number;
  p50: number;
  p99: number;
}

interface Server {
  port: number;
  stop(): Promise<void>;
}

/** A node process serving on a free port, waited for until /healthz answers. */
async function startProcess(
  script: string,
  cwd: string,
  env: Record<string, string>,
  flags: readonly string[] = [],
): Promise<Server> {
  const port = 3400 + Math.floor(Math.random() * 2000);
  const child: ChildProcess = spawn(process.execPath, [...flags, '--import', 'tsx', script], {
    cwd,
    // A test shop, said explicitly: production refuses to start without a real payment provider (ADR 030).
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'test',
      PORT: String(port),
      LIVE_PORT: '0',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitFor(port);
  return {
    port,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The shop's server (`npm start`'s entry) of a checkout, on a fresh seeded SQLite file in `dir`. */
function shopServer(
  checkout: string,
  dir: string,
  pageCacheSeconds: number,
  env: Record<string, string> = {},
  fileSuffix = '',
): Promise<Server> {
  return startProcess(
    'runtime/server/main.server.ts',
    checkout,
    {
      DATABASE_URL: path.join(dir, `${path.basename(checkout)}-${pageCacheSeconds}${fileSuffix}.sqlite`),
      PAGE_CACHE_SECONDS: String(pageCacheSeconds),
      ...env,
    },
    startFlagsOf(checkout),
  );
}

/** The three pages: the home, the first first-level category sorted by price, the first product listed. */
async function pagesOf(port: number, host: string): Promise<Record<'home' | 'listing' | 'product', string>> {
  const search = (await postOperation({ port, host, operation: 'listProducts', body: { query: 'hitsPerPage=12' } }))
    .json as { results: Array<{ link: string }> };
  const categories = JSON.parse(
    (await get(port, '/', host)).body
      .toString('utf8')
      .match(/<script id="vike_pageContext" type="application\/json">(.*?)<\/script>/)![1]!,
  ) as { frame: { categories: Array<{ link: string }> } };
  return {
    home: '/',
    listing: `${categories.frame.categories[0]!.link}?sort=price-asc`,
    product: search.results[0]!.link,
  };
}

function machine(): string {
  const [one, five] = os.loadavg();
  return `${os.cpus().length} × ${os.cpus()[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; load average ${one!.toFixed(1)} (1 min), ${five!.toFixed(1)} (5 min)`;
}

const cells = (load: Load) => `${load.rps.toFixed(0)} | ${load.p50.toFixed(1)} | ${load.p99.toFixed(1)}`;

/** Guest page cache on: throughput beside the bare server, JavaScript per page, Lighthouse. */
async function cached(dir: string): Promise<void> {
  const server = await shopServer(root, dir, 60);
  try {
    const host = `de.localhost:${server.port}`;
    const pages = await pagesOf(server.port, host);
    console.log(`\nGuest page cache on (60 s, the npm start default). ${machine()}\n`);
    console.log(
      '| page | req/s | p50 ms | p99 ms | bare node:http, same bytes: req/s | bare p99 ms | ratio | JS gzip kB |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const [name, url] of Object.entries(pages)) {
      const page = await get(server.port, url, host);
      if (page.status !== 200) throw new Error(`${name} ${url}: ${page.status}`);
      // Unmeasured first: the first page after the server's start was measured cold (its code not yet optimized, the
      // server still warming its caches), which read as that page being slower than the next ones.
      await load(server.port, url, host, WARM_UP_SECONDS);
      const ssr = await load(server.port, url, host);
      const bare = await bareServer(page.body);
      const baseline = await load(bare.port, '/', host);
      bare.close();
      const js = javascriptBytesOf(builtPagesOfCheckout(root), page.body.toString('utf8'));
      console.log(
        `| ${name} \`${url}\` | ${cells(ssr)} | ${baseline.rps.toFixed(0)} | ${baseline.p99.toFixed(1)} | ${(ssr.rps / baseline.rps).toFixed(3)} | ${(js / 1000).toFixed(1)} |`,
      );
    }
    console.log('\nLighthouse (mobile):');
    for (const [name, url] of Object.entries(pages)) {
      const scores = await lighthouseScores(`http://${host}${url}`);
      console.log(`- ${name}: ${scores ? JSON.stringify(scores) : `skipped (no Chromium at ${CHROME})`}`);
    }
    // spec/2 §2: the checkout's cart step, in a session whose cart holds the product page's product.
    const cookie = await sessionWithCart(server.port, host, pages.product);
    const scores = await lighthouseScores(`http://${host}/checkout/cart`, cookie);
    console.log(`- checkout cart: ${scores ? JSON.stringify(scores) : `skipped (no Chromium at ${CHROME})`}`);
    // spec/2 §2: the addresses and payment steps, in a session whose cart is ready to pay; their JavaScript too.
    const ready = await sessionReadyToPay(server.port, host, pages.product);
    for (const step of ['/checkout/addresses', '/checkout/payment']) {
      const page = await get(server.port, step, host, ready);
      if (page.status !== 200) throw new Error(`${step}: ${page.status}`);
      const js = javascriptBytesOf(builtPagesOfCheckout(root), page.body.toString('utf8'));
      const stepScores = await lighthouseScores(`http://${host}${step}`, ready);
      console.log(
        `- ${step} (JS ${(js / 1000).toFixed(1)} kB gzip): ${stepScores ? JSON.stringify(stepScores) : 'skipped'}`,
      );
    }
  } finally {
    await server.stop();
  }
}

/**
 * Page cache off (ADR 011): every request rendered. Per page, back to back: the SSR server (and the
 * earlier checkout's, with BENCH_BEFORE; this checkout without the component cache, COMPONENT_CACHE_SECONDS=0, every
 * block loaded and rendered for each page; and this checkout with every page rendered by vike, DIRECT_RENDER=0, ADR
 * 015), the React-only baseline and the bare server sending the same bytes.
 */
async function uncached(dir: string): Promise<void> {
  const checkouts = BEFORE ? { before: path.resolve(BEFORE), now: root } : { now: root };
  const servers: Record<string, Server> = {};
  const reactOnly: Record<string, Server> = {};
  const folders: string[] = [];
  try {
    for (const [name, checkout] of Object.entries(checkouts)) servers[name] = await shopServer(checkout, dir, 0);
    servers['now, no component cache'] = await shopServer(root, dir, 0, { COMPONENT_CACHE_SECONDS: '0' }, '-blocks');
    servers['now, vike only'] = await shopServer(root, dir, 0, { DIRECT_RENDER: '0' }, '-vike');
    const probe = servers.now!;
    const pages = await pagesOf(probe.port, `de.localhost:${probe.port}`);
    for (const [name, checkout] of Object.entries(checkouts)) {
      // The React-only baseline of each checkout renders that checkout's pages (BENCH_ROOT), on its own store file.
      // Run from inside the checkout, so that React and vike-react are the ones its built pages use (two copies of
      // React in one process render nothing: hooks read the other copy's dispatcher).
      // (A folder starting with a dot: vike's scan of the checkout passes it over.)
      const folder = path.join(checkout, `.bench-react-only-${process.pid}`);
      await mkdir(folder, { recursive: true });
      for (const file of ['pages-react-only.ts', 'checkout-operations.ts', 'checkout-server.ts']) {
        await copyFile(path.join(root, 'bench', file), path.join(folder, file));
      }
      folders.push(folder);
      // Started as the checkout's shop server is (its `npm start` options), so that the ratio compares renders alone.
      reactOnly[name] = await startProcess(
        path.join(folder, 'pages-react-only.ts'),
        checkout,
        {
          BENCH_ROOT: checkout,
          DATABASE_URL: path.join(dir, `${path.basename(checkout)}-0.sqlite`),
          BENCH_PAGES: JSON.stringify(pages),
          BENCH_HOST: 'de.localhost:3000',
        },
        startFlagsOf(checkout),
      );
    }
    console.log(
      `\nPage cache off (PAGE_CACHE_SECONDS=0): every request rendered; its blocks from the component cache but where the row says otherwise. ${CONNECTIONS} connections, ${SECONDS} s per target, keep-alive, host de.localhost. ${machine()}\n`,
    );
    console.log(
      '| page | checkout | SSR req/s | SSR p50 ms | SSR p99 ms | React-only req/s | React-only p50 ms | React-only p99 ms | bare req/s | bare p99 ms | SSR / React-only | SSR / bare |',
    );
    console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    const results: Record<string, Record<string, Load>> = {};
    for (const [page, url] of Object.entries(pages)) {
      for (const [name, server] of Object.entries(servers)) {
        const host = `de.localhost:${server.port}`;
        const answer = await get(server.port, url, host);
        if (answer.status !== 200) throw new Error(`${name} ${page} ${url}: ${answer.status}`);
        const ssr = await load(server.port, url, host);
        const react = await load(reactOnly[name === 'before' ? 'before' : 'now']!.port, url, 'de.localhost:3000');
        const bareServed = await bareServer(answer.body);
        const bare = await load(bareServed.port, '/', host);
        bareServed.close();
        results[page] = { ...results[page], [name]: ssr };
        console.log(
          `| ${page} \`${url}\` | ${name} | ${cells(ssr)} | ${cells(react)} | ${bare.rps.toFixed(0)} | ${bare.p99.toFixed(1)} | ${(ssr.rps / react.rps).toFixed(2)} | ${(ssr.rps / bare.rps).toFixed(3)} |`,
        );
      }
    }
    console.log(
      '\nUncached SSR req/s in this run, now / no component cache, now / vike only' +
        (BEFORE ? ', now / before and now without the component cache / before:' : ':'),
    );
    for (const [page, byCheckout] of Object.entries(results)) {
      const ratio = (name: string, other: string) => (byCheckout[name]!.rps / byCheckout[other]!.rps).toFixed(2);
      const before = BEFORE ? `, ${ratio('now', 'before')}×, ${ratio('now, no component cache', 'before')}×` : '';
      console.log(
        `- ${page}: ${ratio('now', 'now, no component cache')}×, ${ratio('now', 'now, vike only')}×${before}`,
      );
    }
    console.log(`\nAt the end: ${machine()}`);
  } finally {
    for (const server of [...Object.values(servers), ...Object.values(reactOnly)]) await server.stop();
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  }
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'multishop-bench-pages-'));
try {
  if (process.env.BENCH_CACHED !== '0') await cached(dir);
  if (process.env.BENCH_UNCACHED !== '0') await uncached(dir);
} finally {
  await rm(dir, { recursive: true, force: true });
}
