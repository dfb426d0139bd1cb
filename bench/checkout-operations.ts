// What a bench child process starts from (pages-react-only.ts, page-data-child.ts): a checkout's own operations in
// process, wired as app.server.ts wires them — its seeded store (DATABASE_URL), catalogue and content operations,
// the dispatcher, an in-process client for the country of BENCH_HOST — and its built pages registered with vike
// (`dist/server/entry.mjs`, then vike's renderPage). The checkout is BENCH_ROOT (default this project): its modules
// are imported from there, so that an earlier checkout (BENCH_BEFORE) is measured with its own code.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { builtPagesOfCheckout } from './checkout-server.ts';

export interface OperationCaller {
  call(operation: string, payload: unknown): Promise<unknown>;
}

export async function checkoutOperations() {
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
    from('runtime/server/rendering/in-process-client.server.ts'),
    from('runtime/domain/routing/country-from-host.ts'),
  ]);
  // vike's built server entry registers the pages; vike itself comes from the node_modules this file resolves in.
  await import(pathToFileURL(path.join(builtPagesOfCheckout(root), 'server', 'entry.mjs')).href);
  const { renderPage } = await import('vike/server');

  const store = await ensureCatalogue(process.env.DATABASE_URL);
  const catalogue = new SqliteCatalogue(store.database.sqlite);
  const dispatcher = createOperationDispatcher({
    ...catalogueOps.catalogueOperations(catalogue),
    ...contentOps.contentOperations(await loadFileContent(PROJECT_CONTENT_DIR)),
  });
  const host: string = process.env.BENCH_HOST ?? 'de.localhost:3000';
  const country = countryFromHost(host);
  const client = createInProcessClient(dispatcher, country) as OperationCaller;
  const pages = JSON.parse(process.env.BENCH_PAGES ?? '{}') as Record<string, string>;
  return { catalogue, client, country, host, pages, renderPage };
}
