// `npm run dev`: the shop's server from its TypeScript sources, the pages through Vite with hot reload. Under
// NODE_ENV=production it serves the built pages, building them first when they are missing (the browser tests'
// server). `npm start` runs the compiled runtime instead (serve-built.server.ts, ADR 020).
import { PROJECT_CONTENT_DIR } from './integrations/cms/file-content.server.ts';
import { ensurePagesBuilt } from './rendering/build-pages.server.ts';
import { builtPagesDir } from './rendering/built-pages.ts';
import { runShop } from './processes/workers.server.ts';
import { settingsOrExit } from './start-shop.server.ts';

// ADR 030: every setting checked first — a mistake ends the start before the pages are built.
const settings = settingsOrExit();
const root = new URL('../../', import.meta.url).pathname;
const production = settings.values.NODE_ENV === 'production';
if (production) await ensurePagesBuilt(root, (line) => console.log(line));
await runShop({
  settings,
  root,
  pages: production ? { kind: 'built', dir: builtPagesDir(root) } : { kind: 'dev', root },
  contentDir: PROJECT_CONTENT_DIR,
  production,
});
