// ADR 020: where `vite build` (vike) writes the pages — `client/` (the browser's assets) and `server/` (the server's
// render entry) under one folder — inside the compiled runtime (`dist/runtime/`, which `multishop build` packs into
// each country's `dist/<cc>/`). vite.config.ts, the server, the build and the tests all read it here.
import path from 'node:path';

/** The built pages' folder, relative to the project root. */
export const BUILT_PAGES_DIR = 'dist/runtime/pages';

/** The built pages' folder of the project at `root`. */
export function builtPagesDir(root: string): string {
  return path.join(root, BUILT_PAGES_DIR);
}

/** The built server entry of the pages in `dir` (a built pages' folder); its presence says the pages are built. */
export function builtServerEntry(dir: string): string {
  return path.join(dir, 'server', 'entry.mjs');
}
