// The React-only baseline of `npm run bench:pages` (issue 11 part 3), run as its own process as the real server is:
// each page's element tree with its data already loaded, rendered by React's `renderToString` in a bare node:http
// server. The data comes from one real render of the page through vike (`renderPage`, the built pages, the
// operations in process against the same seeded store, as app.server.ts wires them); every request then renders the
// page's tree again — vike-react's layout and page in its page-context provider, under StrictMode, and the page's
// <Head> by `renderToStaticMarkup` — as vike-react's onRenderHtml does, and sends the two strings. No routing, no
// hooks, no data, no page-context serialization, no HTML injection: what is left of a page when all but React is
// free. Env: PORT, DATABASE_URL, BENCH_ROOT (the checkout with `dist/`), BENCH_PAGES (JSON: name → URL path),
// BENCH_HOST (the Host header, e.g. de.localhost:3000).
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

process.env.NODE_ENV = 'production';
const root = path.resolve(process.env.BENCH_ROOT ?? path.join(import.meta.dirname, '..'));
const from = (file: string) => import(pathToFileURL(path.join(root, file)).href);

const [{ ensureCatalogue }, { SqliteCatalogue }, { loadFileContent, PROJECT_CONTENT_DIR }, catalogueOps, contentOps] =
  await Promise.all([
    from('runtime/server/commerce/ensure-catalogue.server.ts'),
    from('runtime/server/commerce/sqlite/catalogue-store.server.ts'),
    from('runtime/server/integrations/cms/file-content.server.ts'),
    from('runtime/server/middleware/catalogue-operations.server.ts'),
    from('runtime/server/middleware/content-operations.server.ts'),
  ]);
const [{ createOperationDispatcher }, { createInProcessClient }, { countryFromHost }] = await Promise.all([
  from('runtime/server/middleware/operation-dispatch.server.ts'),
  from('runtime/server/pages/in-process-client.server.ts'),
  from('runtime/domain/routing/country-from-host.ts'),
]);
// vike's built server entry registers the pages; React and vike-react come from the same node_modules it uses.
await from('dist/server/entry.mjs');
const { renderPage } = await import('vike/server');
const { createElement, StrictMode } = await import('react');
const { renderToStaticMarkup, renderToString } = await import('react-dom/server');
const { VikeReactProviderPageContext } = await import('vike-react/usePageContext');

const store = await ensureCatalogue(process.env.DATABASE_URL);
const catalogue = new SqliteCatalogue(store.database.sqlite);
const dispatcher = createOperationDispatcher({
  ...catalogueOps.catalogueOperations(catalogue),
  ...contentOps.contentOperations(await loadFileContent(PROJECT_CONTENT_DIR)),
});
const host = process.env.BENCH_HOST ?? 'de.localhost:3000';
const country = countryFromHost(host);
const pages = JSON.parse(process.env.BENCH_PAGES ?? '{}') as Record<string, string>;

type Loaded = {
  Page: Parameters<typeof createElement>[0];
  config: { Layout?: Parameters<typeof createElement>[0][]; Head?: Parameters<typeof createElement>[0][] };
};
/** Each page's pageContext after one real render: its data, frame, shop and strings loaded. */
const loaded = new Map<string, Loaded>();
for (const url of Object.values(pages)) {
  const pageContext = (await renderPage({
    urlOriginal: `http://${host}${url}`,
    headersOriginal: { host },
    country,
    operations: createInProcessClient(dispatcher, country),
    blockGallery: false,
  } as never)) as unknown as Loaded & { httpResponse: { statusCode: number } };
  if (pageContext.httpResponse.statusCode !== 200) throw new Error(`${url}: ${pageContext.httpResponse.statusCode}`);
  loaded.set(url, pageContext);
}

/** vike-react's tree (getPageElement.js): the page in its layouts, in the page-context provider, in StrictMode. */
function render(pageContext: Loaded): string {
  let page = createElement(pageContext.Page);
  for (const Layout of pageContext.config.Layout ?? []) page = createElement(Layout, null, page);
  const body = renderToString(
    createElement(StrictMode, null, createElement(VikeReactProviderPageContext, { pageContext } as never, page)),
  );
  const head = (pageContext.config.Head ?? [])
    .map((Head) =>
      renderToStaticMarkup(
        createElement(
          StrictMode,
          null,
          createElement(VikeReactProviderPageContext, { pageContext } as never, createElement(Head)),
        ),
      ),
    )
    .join('\n');
  return `<!DOCTYPE html><html><head>${head}</head><body><div id="root">${body}</div></body></html>`;
}

const server = http.createServer((request, response) => {
  if (request.url === '/healthz') {
    response.writeHead(200).end('ok');
    return;
  }
  const pageContext = loaded.get(request.url ?? '');
  if (pageContext === undefined) {
    response.writeHead(404).end();
    return;
  }
  const html = render(pageContext);
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html) });
  response.end(html);
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
// A clean exit on the bench's signal (so that `node --cpu-prof` writes its profile when asked for).
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => process.exit(0));
