// How a bench starts a checkout's shop and finds its build. The Node options a checkout's `npm start` gives its server
// (package.json scripts.start: the `--…` options right after a `node`, the TypeScript loader left out), so that a
// bench starts each checkout's server as its own `npm start` does — a before-checkout without them, this one with
// them (ADR 011 and BENCHMARKS "The product page at 4×": V8's young generation size is one of them).
// BENCH_START_FLAGS=0 starts every server without them, to see what they alone change.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export function startFlagsOf(checkout: string): string[] {
  if (process.env.BENCH_START_FLAGS === '0') return [];
  const manifest = JSON.parse(readFileSync(path.join(checkout, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  const words = (manifest.scripts?.start ?? '').split(/\s+/);
  const flags: string[] = [];
  for (let node = words.indexOf('node'); node !== -1; node = words.indexOf('node', node + 1)) {
    for (let index = node + 1; index < words.length && words[index]!.startsWith('--'); index++) {
      // `--import tsx` (the loader the benches give every server themselves) takes the next word as its value.
      if (words[index] === '--import') index++;
      else flags.push(words[index]!);
    }
  }
  return flags;
}

/**
 * The built pages' folder of a checkout: `dist/runtime/pages` since the compiled runtime (ADR 020; built-pages.ts),
 * `dist` before — so a bench can compare this checkout with one from before the move.
 */
export function builtPagesOfCheckout(checkout: string): string {
  const now = path.join(checkout, 'dist', 'runtime', 'pages');
  return existsSync(path.join(now, 'server', 'entry.mjs')) ? now : path.join(checkout, 'dist');
}

/**
 * The JavaScript a page loads, gzip bytes: every /assets/*.js its document names (scripts and module preloads), read
 * from the built pages' client folder `pagesDir` (bench:pages' and bench:build's measure; Node's default level).
 */
export function javascriptBytesOf(pagesDir: string, html: string): number {
  const assets = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!));
  let total = 0;
  for (const asset of assets) total += gzipSync(readFileSync(path.join(pagesDir, 'client', asset))).length;
  return total;
}
