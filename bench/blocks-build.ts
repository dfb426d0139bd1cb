// `npm run bench:blocks`, its two builds, run by blocks.bench.ts as a child process in a copy of the
// project with NODE_ENV=production:
// 1. the pages' production build (vike's API, as tests/setup/build-pages.ts runs it) with the bench's recording
//    plugin added: the client bundle, written to <bundle.json> (block-bytes-plugin.ts);
// 2. blocks-ssr.ts bundled for Node by Vite into <ssr-dir>/blocks-ssr.mjs, as vike bundles page code for the
//    server (Vite's transforms, React's production JSX runtime; packages left to Node).
// Usage: node --import tsx bench/blocks-build.ts <bundle.json> <ssr-dir>
import react from '@vitejs/plugin-react';
import { build } from 'vike/api';
import { build as viteBuild } from 'vite';
import { blockBytesPlugin } from './block-bytes-plugin.ts';

const [out, ssrDir] = process.argv.slice(2);
if (!out || !ssrDir) throw new Error('usage: blocks-build.ts <bundle.json> <ssr-dir>');
const root = process.cwd();
await build({
  viteConfig: { root, logLevel: 'warn', mode: 'production', plugins: [blockBytesPlugin({ root, out })] },
});
await viteBuild({
  configFile: false,
  root,
  logLevel: 'warn',
  mode: 'production',
  plugins: [react()],
  build: {
    ssr: 'bench/blocks-ssr.ts',
    outDir: ssrDir,
    emptyOutDir: true,
    rollupOptions: { output: { entryFileNames: '[name].mjs' } },
  },
});
