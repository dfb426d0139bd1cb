// Vite builds the pages (vike) for the browser and for the server's renderPage (ADR 007).
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig, type Plugin } from 'vite';
import { countryTablesPlugin } from './cli/build/country-tables-plugin.ts';
import { BUILT_PAGES_DIR } from './runtime/server/rendering/built-pages.ts';

const SHIM = 'use-sync-external-store/shim/index.js';

/**
 * @preact/signals-react imports use-sync-external-store's shim, written for React before 18; React 19 has the hook
 * itself, and the shim only hands it on. Resolving the shim to React's own hook keeps about 0.4 kB gzip of it out
 * of every page (BENCHMARKS.md "Pages after the page folders and the stores").
 */
function reactOwnSyncExternalStore(): Plugin {
  const id = '\0react-use-sync-external-store';
  return {
    name: 'multishop:react-use-sync-external-store',
    enforce: 'pre',
    resolveId: (source) => (source === SHIM ? id : null),
    load: (loaded) => (loaded === id ? "export { useSyncExternalStore } from 'react';" : null),
  };
}

export default defineConfig({
  // The browser's pages carry no country's tables; each page brings its own country's (ADR 021).
  plugins: [react(), vike(), countryTablesPlugin(), reactOwnSyncExternalStore()],
  build: {
    // ADR 020: the pages go into the compiled runtime (dist/runtime/), which `multishop build` packs per country.
    outDir: BUILT_PAGES_DIR,
    // One stylesheet for every page (about 35 kB, 7 kB gzip, today) instead of one a component: a page linked up
    // to 19 render-blocking stylesheets, each a request before the first paint on a phone's connection (BENCHMARKS.md
    // "One stylesheet a build", Lighthouse mobile). A page type's styles are cached for the next one.
    cssCodeSplit: false,
  },
});
