import { existsSync } from 'node:fs';
import { builtPagesDir, builtServerEntry } from './built-pages.ts';

/**
 * Builds the pages (`vite build` through vike's API) into the project's built pages' folder (built-pages.ts) when
 * they are not built yet, for the TypeScript entry (`main.server.ts` under NODE_ENV=production). `npm start` runs the
 * compiled runtime instead, which `multishop build` rebuilds whenever its inputs change (ADR 020).
 */
export async function ensurePagesBuilt(root: string, log: (line: string) => void): Promise<void> {
  if (existsSync(builtServerEntry(builtPagesDir(root)))) return;
  log('Building the pages (first start; about half a minute)…');
  const started = performance.now();
  const { build } = await import('vike/api');
  await build({ viteConfig: { root, logLevel: 'warn' } });
  log(`Built the pages in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}
