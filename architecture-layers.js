// The architecture's layers and what each may import (ADR 032; the "may import" column of the architecture's
// top-level layout). A file's layer is the first whose pattern it matches; eslint.config.js turns the table into
// eslint-plugin-boundaries' policies, so `npm test` (its lint step) fails on an import the table does not allow.
// Tests (beside the code and in tests/) and benchmarks may import anything.
//
// Read from the bottom up: generated code and the pure domain; the server's own layers (platform utilities, the
// commerce store, the outside services' ports, the rest of the server); the browser's (client, translations, the
// view shared by pages, then state, components, blocks and pages on top); and the CLI beside them.
export const LAYERS = [
  // `multishop generate`'s output: types from the schemas, and the block registry, which imports each block.
  { layer: 'generated', pattern: 'generated/**', mayImport: ['schemas', 'blocks', 'view'] },
  { layer: 'schemas', pattern: 'schemas/**', mayImport: [] },
  // Pure rules: no Node, no React, no I/O (the lint rules below eslint.config.js's boundaries say the rest).
  { layer: 'domain', pattern: 'runtime/domain/**', mayImport: ['generated'] },
  // Server utilities that know nothing of the shop's layers: constant-time secrets, the built data's files, the JSON
  // Schema compiler, the content-HTML sanitizer.
  { layer: 'platform', pattern: 'runtime/server/platform/**', mayImport: ['domain', 'generated'] },
  // The commerce port and its embedded SQLite engine (with the tables of the embedded defaults that live in it).
  {
    layer: 'commerce',
    pattern: 'runtime/server/commerce/**',
    mayImport: ['platform', 'domain', 'generated', 'schemas'],
  },
  // One port per outside service with its adapter and embedded default; a default may keep its data in the store
  // (the e-mail outbox) and write in the shopper's language (i18n).
  {
    layer: 'integrations',
    pattern: 'runtime/server/integrations/**',
    mayImport: ['commerce', 'platform', 'i18n', 'domain', 'generated', 'schemas'],
  },
  // The Fastify app: rendering, the middleware, payments, live updates. It renders the pages in-process through the
  // same typed operation client the browser uses (client), and the block library's loaders (blocks, view).
  {
    layer: 'server',
    pattern: 'runtime/server/**',
    mayImport: [
      'commerce',
      'integrations',
      'platform',
      'client',
      'view',
      'blocks',
      'i18n',
      'domain',
      'generated',
      'schemas',
    ],
  },
  // The browser side of the middleware: the typed operation client, the live-update connection.
  { layer: 'client', pattern: 'runtime/client/**', mayImport: ['domain', 'generated'] },
  { layer: 'i18n', pattern: 'runtime/i18n/**', mayImport: ['domain', 'generated'] },
  // What pages, blocks and components share: the page's shop and route, the page context's shape, the block
  // contract, and the view models of products, listings and information pages.
  { layer: 'view', pattern: 'runtime/view/**', mayImport: ['client', 'i18n', 'domain', 'generated'] },
  { layer: 'state', pattern: 'runtime/state/**', mayImport: ['client', 'view', 'i18n', 'domain', 'generated'] },
  {
    layer: 'components',
    pattern: 'runtime/components/**',
    mayImport: ['state', 'client', 'view', 'i18n', 'domain', 'generated'],
  },
  {
    layer: 'blocks',
    pattern: 'blocks/**',
    // A block's loader (load.server.ts) runs on the server and may use its platform utilities (the sanitizer, the schema
    // compiler); the Node-only rule keeps them out of what reaches the browser.
    mayImport: ['components', 'state', 'client', 'view', 'platform', 'i18n', 'domain', 'generated', 'schemas'],
  },
  // Pages compose. Their server hooks (+data, +guard, *.server.ts) may use the server's page-facing modules; the
  // Node-only rule in eslint.config.js keeps those imports out of what reaches the browser.
  {
    layer: 'pages',
    pattern: 'runtime/pages/**',
    mayImport: ['server', 'platform', 'blocks', 'components', 'state', 'client', 'view', 'i18n', 'domain', 'generated'],
  },
  // The `multishop` command: it seeds the store (commerce), and packs each country's build with its languages
  // (i18n), its browser tables (view) and the built data's files (platform).
  {
    layer: 'cli',
    pattern: 'cli/**',
    mayImport: ['commerce', 'platform', 'view', 'i18n', 'domain', 'generated', 'schemas'],
  },
];
