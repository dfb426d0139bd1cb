// Vitest global setup: the page tests render the built pages (as `npm start` serves them), so the pages are
// built first — only when dist/ is missing or older than a source file of the pages, so a run without page
// changes pays nothing.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { builtPagesDir, builtServerEntry } from '../../runtime/server/rendering/built-pages.ts';

const root = path.resolve(import.meta.dirname, '../..');
const SOURCES = [
  'runtime/pages',
  'runtime/components',
  'runtime/i18n',
  'runtime/state',
  'runtime/domain',
  'runtime/client',
  'blocks',
  'generated',
];

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    else if (!entry.name.includes('.test.')) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

export default async function setup(): Promise<void> {
  const entry = builtServerEntry(builtPagesDir(root));
  const sources = Math.max(
    ...SOURCES.map((dir) => newestSource(path.join(root, dir))),
    statSync(path.join(root, 'vite.config.ts')).mtimeMs,
  );
  if (existsSync(entry) && statSync(entry).mtimeMs > sources) return;
  // A production build, as `npm start` serves: Vitest sets NODE_ENV=test, which would compile React's
  // development JSX runtime into the pages.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const { build } = await import('vike/api');
    await build({ viteConfig: { root, logLevel: 'warn', mode: 'production' } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}
