import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { CountryCode } from '../../generated/index.ts';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { countryFromHost } from '../domain/routing/country-from-host.ts';
import type { CataloguePort, NewsletterConsentLog } from './commerce/port.ts';
import { checkImage } from './image-check.server.ts';
import { isOwnImagePath, registerImageRoutes } from './images/image-routes.server.ts';
import { catalogueOperations, type Operations } from './middleware/catalogue-operations.server.ts';
import { contentOperations } from './middleware/content-operations.server.ts';
import { registerCmsRoutes } from './integrations/cms/cms-routes.server.ts';
import type { ContentPort } from './integrations/cms/content-port.ts';
import { loadFileContent, PROJECT_CONTENT_DIR } from './integrations/cms/file-content.server.ts';
import { createOperationDispatcher, UNKNOWN_MIDDLEWARE } from './middleware/operation-dispatch.server.ts';
import { createInProcessClient } from './pages/in-process-client.server.ts';
import { PageCache } from './pages/page-cache.server.ts';
import { registerPages, type PageMode } from './pages/page-server.server.ts';
import { secretMatches } from './secret.server.ts';
import { registerSeoRoutes } from './seo/seo-routes.server.ts';

export interface AppOptions {
  catalogue: CataloguePort & { invalidate?(): void };
  /**
   * spec/3 §2 where newsletter consent events are recorded (the store: SqliteNewsletterConsents); when not given
   * (an API-only server, tests of other parts), they are kept in memory for the process's life.
   */
  consents?: NewsletterConsentLog;
  /** The CMS (spec/1 §7 content pages); the project's content/ folder when not given. */
  content?: ContentPort;
  /** Secret of the cache-invalidation endpoints; when empty they answer 404 (spec/1 §7: guarded by secrets). */
  cacheSecret: string;
  /** Hosts whose pictures the image check may request (IMAGE_HOSTS); the shop's own are always allowed. */
  imageHosts?: readonly string[];
  /** For tests: the fetch the image check uses. */
  fetch?: typeof fetch;
  /** Believe X-Forwarded-* headers (set TRUST_PROXY when a proxy stands in front). */
  trustProxy?: boolean;
  logger?: boolean;
  /** The pages (spec/1 §2): built, or Vite in middleware mode. Without it the server answers only its API. */
  pages?: PageMode;
  /** How long a rendered guest page is kept, in seconds (PAGE_CACHE_SECONDS); 0, the default here, keeps none. */
  pageCacheSeconds?: number;
  /**
   * Issue 6: serve the block gallery, every block with its fixture at /__blocks (a development page); off, the
   * default here, it is the not-found page. main.server.ts: on under `npm run dev`, in production with BLOCK_GALLERY=1.
   */
  blockGallery?: boolean;
}

export { UNKNOWN_MIDDLEWARE };
/** spec/1 §8: the not-found message. */
export const NOT_FOUND_MESSAGE = 'This page could not be found';

function inMemoryConsents(): NewsletterConsentLog {
  const events: unknown[] = [];
  return { recordNewsletterConsent: async (event) => void events.push(event) };
}

/**
 * The shop's HTTP server (ARCHITECTURE: runtime/server): security headers, compression, the middleware API
 * (`POST /api/<operation>`), pictures, cache invalidation, a health check and the pages (vike, spec/1 §2).
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  // Behind a proxy (TRUST_PROXY), its X-Forwarded-* headers name the client; otherwise they are not believed.
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1_048_576,
  });
  const development = options.pages?.kind === 'dev';
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', ...(options.imageHosts ?? []).map((host) => `https://${host}`)],
        // Built pages need no inline script (vike's page context is an inert JSON script); Vite's dev server
        // injects its inline hot-reload preamble and talks over a WebSocket, allowed in development only.
        scriptSrc: development ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: development ? ["'self'", 'ws:'] : ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // TLS is the proxy's; asking browsers to upgrade would break http://<cc>.localhost.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024 });

  const operations: Operations = {
    ...catalogueOperations(options.catalogue),
    ...contentOperations(options.content ?? (await loadFileContent(PROJECT_CONTENT_DIR))),
    // spec/1 §7 Image check.
    checkImage: async (_country, payload) => ({
      url: await checkImage(payload.url, {
        allowedHosts: options.imageHosts ?? [],
        ownImageExists: isOwnImagePath,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      }),
    }),
  };
  const dispatcher = createOperationDispatcher(operations);
  const pageCache = new PageCache((options.pageCacheSeconds ?? 0) * 1000);

  // A request's country comes from its host (ARCHITECTURE: country selection); an unknown host is not the shop.
  app.decorateRequest('country', null);
  app.addHook('onRequest', async (request, reply) => {
    const country = countryFromHost(request.headers.host);
    if (country === null) {
      return reply.code(404).send({ statusCode: 404, message: NOT_FOUND_MESSAGE });
    }
    (request as unknown as { country: string }).country = country;
  });

  app.get('/healthz', async () => ({ status: 'ok' }));

  app.post<{ Params: { operation: string } }>('/api/:operation', async (request, reply) => {
    const country = (request as unknown as { country: CountryCode }).country;
    const result = await dispatcher.dispatch(country, request.params.operation, request.body);
    if (result.ok) return result.answer;
    return reply.code(result.failure.statusCode).send(result.failure);
  });

  registerImageRoutes(app);
  registerSeoRoutes(app, options.catalogue);
  registerCmsRoutes(app);

  // spec/1 §7: cache invalidation, server-side, guarded by a secret compared in constant time.
  const guarded = (handler: () => object) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (options.cacheSecret === '') return reply.code(404).send({ statusCode: 404, message: NOT_FOUND_MESSAGE });
    const presented = request.headers['x-cache-secret'];
    if (!secretMatches(typeof presented === 'string' ? presented : undefined, options.cacheSecret)) {
      return reply.code(401).send({ statusCode: 401, message: 'Invalid cache secret' });
    }
    return handler();
  };
  // The embedded store keeps its read-ahead (listing index, category trees) as one cache, and the rendered pages
  // another, so invalidating a component tag drops all of it, as /cache-invalidate does.
  const invalidate = guarded(() => {
    options.catalogue.invalidate?.();
    pageCache.clear();
    return { invalidated: true };
  });
  app.post('/cache-invalidate', invalidate);
  app.post('/component-cache/invalidate-tag', invalidate);

  if (options.pages) {
    await registerPages(app, {
      mode: options.pages,
      operationsFor: (country) => createInProcessClient(dispatcher, country),
      cache: pageCache,
      seoRedirection: (country, sourceUrl) => options.catalogue.getSeoRedirection(country, sourceUrl),
      blockGallery: options.blockGallery ?? false,
      consents: options.consents ?? inMemoryConsents(),
    });
  }

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ statusCode: 404, message: NOT_FOUND_MESSAGE }));
  app.setErrorHandler((error, request, reply) => {
    // A body that is not JSON is the caller's mistake, said so; anything else is logged and answered 500.
    if ((error as { statusCode?: number }).statusCode === 400) {
      return reply
        .code(400)
        .send({ statusCode: 400, message: `The request body is not valid JSON: ${(error as Error).message}` });
    }
    request.log.error(error);
    return reply.code(500).send({ statusCode: 500, message: 'Internal error' });
  });
  return app;
}
