// `npx tsx bench/lighthouse-ab.bench.ts <before-root> [<after-root>]` (the phone header, ADR 016): Lighthouse (mobile)
// of the home, listing and product pages of two production builds of the shop — a base and this change — taking turns,
// ROUNDS rounds (default 3), so that both meet the same load on a shared machine. `PAGES=checkout` measures the
// checkout's addresses and payment steps instead (spec/2 §2), each build's in a session whose cart is ready to pay. Each root must hold a built
// `dist/` (`NODE_ENV=production npx vite build` in it); the after root defaults to this project. Prints every run's
// four scores, the timing metrics behind the performance score, and each page's JavaScript (gzip) per build.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/fixtures/chromium.ts';
import { builtPagesOfCheckout } from './checkout-server.ts';
import { sessionReadyToPay } from './checkout-session.ts';

const [beforeRoot, afterRoot = path.resolve(import.meta.dirname, '..')] = process.argv.slice(2);
if (beforeRoot === undefined) throw new Error('Usage: tsx bench/lighthouse-ab.bench.ts <before-root> [<after-root>]');
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const PRODUCT = '/forgeline-kolbenkompressoren-r160-4-30000170';
const CHECKOUT = process.env.PAGES === 'checkout';
const PAGES: Record<string, string> = CHECKOUT
  ? { addresses: '/checkout/addresses', payment: '/checkout/payment' }
  : { home: '/', listing: '/elektrowerkzeuge/?sort=price-asc', product: PRODUCT };
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
];

function get(port: number, url: string, cookie?: string): Promise<string> {
  const headers = { host: `de.localhost:${port}`, ...(cookie === undefined ? {} : { cookie }) };
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers }, (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve(text));
      })
      .on('error', reject);
  });
}

async function startServer(root: string, port: number, dir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'runtime/server/main.server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // A test shop, said explicitly: production refuses to start without a real payment provider (ADR 030).
      PAYMENT_PROVIDER: 'test',
      PORT: String(port),
      LIVE_PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: path.join(dir, `${port}.sqlite`),
    },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      await get(port, '/healthz');
      return server;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`The server in ${root} did not start`);
}

/** The gzipped bytes of the scripts a page loads (`<script src>` and `modulepreload`), as bench:pages counts them. */
function javascriptOf(root: string, html: string): number {
  const sources = [
    ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1]!.split('?')[0]!);
  return [...new Set(sources)].reduce(
    (sum, source) => sum + gzipSync(readFileSync(path.join(builtPagesOfCheckout(root), 'client', source))).length,
    0,
  );
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'multishop-lighthouse-ab-'));
const builds = { before: beforeRoot, after: afterRoot };
const servers: ChildProcess[] = [];
const ports: Record<string, number> = {};
/** Each build's session: a cart ready to pay for the checkout's steps, none for the other pages. */
const cookies: Record<string, string | undefined> = {};
try {
  let port = 3400 + Math.floor(Math.random() * 400);
  for (const [name, root] of Object.entries(builds)) {
    ports[name] = ++port;
    servers.push(await startServer(root, port, dir));
    cookies[name] = CHECKOUT ? await sessionReadyToPay(port, `de.localhost:${port}`, PRODUCT) : undefined;
  }
  for (const [name, root] of Object.entries(builds)) {
    for (const [page, url] of Object.entries(PAGES)) {
      const kB = javascriptOf(root, await get(ports[name]!, url, cookies[name])) / 1000;
      console.log(`JS gzip ${name} ${page}: ${kB.toFixed(1)} kB`);
    }
  }
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [name, port] of Object.entries(ports)) {
      for (const [page, url] of Object.entries(PAGES)) {
        const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
        try {
          const result = await lighthouse(`http://de.localhost:${port}${url}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            formFactor: 'mobile',
            ...(cookies[name] === undefined ? {} : { extraHeaders: { Cookie: cookies[name] } }),
          });
          const { categories, audits } = result!.lhr;
          const scores = ['performance', 'accessibility', 'best-practices', 'seo'].map((key) =>
            Math.round((categories[key]?.score ?? 0) * 100),
          );
          const metrics = METRICS.map((key) => `${key} ${audits[key]?.displayValue ?? '?'}`).join(', ');
          console.log(`round ${round} ${name} ${page}: ${scores.join(' / ')} (${metrics})`);
        } finally {
          await chrome.kill();
        }
      }
    }
  }
} finally {
  for (const server of servers) server.kill('SIGTERM');
  await rm(dir, { recursive: true, force: true });
}
