import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { CountryCode } from '../../generated/index.ts';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { countryFromHost } from '../domain/routing/country-from-host.ts';
import type { CataloguePort } from './commerce/port.ts';
import { checkImage } from './image-check.server.ts';
import { isOwnImagePath, registerImageRoutes } from './images/image-routes.server.ts';
import {
  catalogueOperations,
  OperationError,
  type OperationName,
  type Operations,
} from './middleware/catalogue-operations.server.ts';
import { createPayloadValidator } from './middleware/payload-validator.server.ts';
import { secretMatches } from './secret.server.ts';

export interface AppOptions {
  catalogue: CataloguePort & { invalidate?(): void };
  /** Secret of the cache-invalidation endpoints; when empty they answer 404 (spec/1 §7: guarded by secrets). */
  cacheSecret: string;
  /** Hosts whose pictures the image check may request (IMAGE_HOSTS); the shop's own are always allowed. */
  imageHosts?: readonly string[];
  /** For tests: the fetch the image check uses. */
  fetch?: typeof fetch;
  /** Believe X-Forwarded-* headers (set TRUST_PROXY when a proxy stands in front). */
  trustProxy?: boolean;
  logger?: boolean;
}

/** spec/1 §8: an unknown middleware operation is a 500 with this message. */
export const UNKNOWN_MIDDLEWARE = 'Unknown middleware';
/** spec/1 §8: the not-found message. */
export const NOT_FOUND_MESSAGE = 'This page could not be found';

/**
 * The shop's HTTP server (ARCHITECTURE: runtime/server): security headers, compression, the middleware API
 * (`POST /api/<operation>`), pictures, cache invalidation and a health check. Pages (vike) come with issue 5.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  // Behind a proxy (TRUST_PROXY), its X-Forwarded-* headers name the client; otherwise they are not believed.
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1_048_576,
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', ...(options.imageHosts ?? []).map((host) => `https://${host}`)],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'"],
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

  const validator = createPayloadValidator();
  const operations: Operations = {
    ...catalogueOperations(options.catalogue),
    // spec/1 §7 Image check.
    checkImage: async (_country, payload) => ({
      url: await checkImage(payload.url, {
        allowedHosts: options.imageHosts ?? [],
        ownImageExists: isOwnImagePath,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      }),
    }),
  };

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
    const { operation } = request.params;
    // The payload has passed this operation's schema, so the handler may take it as its own request type.
    const handler = Object.hasOwn(operations, operation)
      ? (operations[operation as OperationName] as (country: CountryCode, payload: unknown) => Promise<unknown>)
      : undefined;
    if (!handler) return reply.code(500).send({ statusCode: 500, message: UNKNOWN_MIDDLEWARE });
    const checked = validator.check(operation, request.body);
    if (!checked.ok) return reply.code(400).send({ statusCode: 400, message: checked.message, field: checked.field });
    try {
      const country = (request as unknown as { country: CountryCode }).country;
      return await handler(country, checked.payload);
    } catch (error) {
      if (error instanceof OperationError) {
        return reply.code(error.statusCode).send({
          statusCode: error.statusCode,
          message: error.message,
          ...(error.field ? { field: error.field } : {}),
        });
      }
      throw error;
    }
  });

  registerImageRoutes(app);

  // spec/1 §7: cache invalidation, server-side, guarded by a secret compared in constant time.
  const guarded = (handler: () => object) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (options.cacheSecret === '') return reply.code(404).send({ statusCode: 404, message: NOT_FOUND_MESSAGE });
    const presented = request.headers['x-cache-secret'];
    if (!secretMatches(typeof presented === 'string' ? presented : undefined, options.cacheSecret)) {
      return reply.code(401).send({ statusCode: 401, message: 'Invalid cache secret' });
    }
    return handler();
  };
  // The embedded store keeps its read-ahead (listing index, category trees) as one cache, so invalidating a
  // component tag drops all of it, as /cache-invalidate does.
  const invalidate = guarded(() => {
    options.catalogue.invalidate?.();
    return { invalidated: true };
  });
  app.post('/cache-invalidate', invalidate);
  app.post('/component-cache/invalidate-tag', invalidate);

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
