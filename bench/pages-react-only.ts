// The React-only baseline of `npm run bench:pages` (ADR 011), run as its own process as the real server is:
// each page's element tree with its data already loaded, rendered by React's `renderToString` in a bare node:http
// server. The data comes from one real render of the page through vike (`renderPage`, the built pages, the
// operations in process against the same seeded store, as app.server.ts wires them); every request then renders the
// page's tree again — vike-react's layout and page in its page-context provider, under StrictMode, and the page's
// <Head> by `renderToStaticMarkup` — as vike-react's onRenderHtml does, and sends the two strings. No routing, no
// hooks, no data, no page-context serialization, no HTML injection: what is left of a page when all but React is
// free. Env: PORT, DATABASE_URL, BENCH_ROOT (the checkout with `dist/`), BENCH_PAGES (JSON: name → URL path),
// BENCH_HOST (the Host header, e.g. de.localhost:3000).
import http from 'node:http';
import { checkoutOperations } from './checkout-operations.ts';

// React and vike-react come from the node_modules this file resolves in, the checkout's own (pages.bench.ts runs it
// from inside the checkout).
const { client, country, host, pages, renderPage } = await checkoutOperations();
const { createElement, StrictMode } = await import('react');
const { renderToStaticMarkup, renderToString } = await import('react-dom/server');
const { VikeReactProviderPageContext } = await import('vike-react/usePageContext');

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
    operations: client,
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
