import { existsSync } from 'node:fs';
import { builtServerEntry } from './page-server.server.ts';

/**
 * Builds the pages (`vite build` through vike's API) into `dist/` when they are not built yet, so that
 * `npm install` then `npm start` serves the shop on a fresh machine (issue 4). A deployment ships `dist/` built.
 */
export async function ensurePagesBuilt(root: string, log: (line: string) => void): Promise<void> {
  if (existsSync(builtServerEntry(root))) return;
  log('Building the pages (first start; about half a minute)…');
  const started = performance.now();
  const { build } = await import('vike/api');
  await build({ viteConfig: { root, logLevel: 'warn' } });
  log(`Built the pages in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}
