import fastifyCookie from '@fastify/cookie';
import compress from '@fastify/compress';
import { COUNTRY_CODES, type CountryCode, type LanguageCode } from '../../generated/index.ts';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { shopHostNames } from '../domain/routing/country-from-host.ts';
import {
  countryOfShopHost,
  shopOrigin,
  type ShopAddressing,
  type ShopAlias,
} from '../domain/routing/shop-addresses.ts';
import type {
  CartStore,
  CataloguePort,
  DiscountStore,
  NewsletterConsentLog,
  OrderStore,
  PaymentAttemptStore,
  PaymentSessionStore,
  SessionStore,
} from './commerce/port.ts';
import { checkImage } from './image-check.server.ts';
import { isOwnImagePath, registerImageRoutes } from './images/image-routes.server.ts';
import {
  catalogueOperations,
  type OperationContext,
  type Operations,
} from './middleware/catalogue-operations.server.ts';
import { contentOperations } from './middleware/content-operations.server.ts';
import { registerCmsRoutes } from './integrations/cms/cms-routes.server.ts';
import type { ContentPort } from './integrations/cms/content-port.ts';
import { loadFileContent, PROJECT_CONTENT_DIR } from './integrations/cms/file-content.server.ts';
import { createOperationDispatcher, UNKNOWN_MIDDLEWARE } from './middleware/operation-dispatch.server.ts';
import { createFailureAnswers, NOT_FOUND_MESSAGE } from './failure-answers.server.ts';
import { registerSecurityHeaders, securityHeadersOf } from './security-headers.server.ts';
import { CACHE_TAG_PATTERN, type CacheTag } from './commerce/cache-tags.server.ts';
import { createInProcessClient } from './rendering/in-process-client.server.ts';
import { ComponentStore } from './rendering/component-cache.server.ts';
import { PageCache } from './rendering/page-cache.server.ts';
import { registerPages, type PageMode } from './rendering/page-server.server.ts';
import { isValidHost, toOriginForm } from './request-target.server.ts';
import { secretMatches } from './platform/secret.server.ts';
import { sessionOperations } from './middleware/session-operations.server.ts';
import { httpSessionAccess } from './sessions/session-access.server.ts';
import { pageVisitorReader } from './sessions/page-visitor.server.ts';
import type { LiveFanOut } from './live/live-hub.server.ts';
import { publishCartChange } from './live/cart-changes.server.ts';
import { cartOperations } from './middleware/cart-operations.server.ts';
import { openDatabase } from './commerce/sqlite/database.server.ts';
import { sqliteVisitorStores, type VisitorStores } from './commerce/sqlite/visitor-stores.server.ts';
import { orderOperations } from './middleware/order-operations.server.ts';
import { vatOperations } from './middleware/vat-operations.server.ts';
import { payOperation } from './middleware/pay-operation.server.ts';
import { paymentCompletion } from './middleware/payment-completion.server.ts';
import { orderConfirmation, sendOrderConfirmation } from './middleware/order-mail.server.ts';
import { paymentUndo } from './payments/payment-undo.server.ts';
import { registerPaymentRoutes, PAYMENT_NOTIFICATIONS_PATH } from './payments/payment-routes.server.ts';
import { hostedCheckout } from './payments/hosted-checkout.server.ts';
import { injectFetch } from './payments/inject-fetch.server.ts';
import { createAdyenClient } from './integrations/payment/adyen-client.server.ts';
import { GOOGLE_PAY_ORIGIN } from './integrations/payment/google-pay-setup.ts';
import {
  paymentProviderFromEnv,
  type PaymentConfiguration,
} from './integrations/payment/payment-provider-from-env.server.ts';
import {
  isTestProviderPath,
  registerTestPaymentProvider,
  TEST_PROVIDER_PREFIX,
  type TestPaymentProvider,
} from './integrations/payment/test-provider.server.ts';
import type { DeliveryPolicy } from './integrations/payment/test-provider-webhooks.server.ts';
import type { Mailer } from './integrations/email/mail-port.ts';
import { registerOutboxPage } from './integrations/email/outbox-page.server.ts';
import type { OutboxReader } from './integrations/email/outbox.server.ts';
import { createEmbeddedVatCheck } from './integrations/vat-check/embedded-vat-check.server.ts';
import type { VatCheck } from './integrations/vat-check/vat-check-port.ts';
import { registerSeoRoutes } from './seo/seo-routes.server.ts';
import { registerRateLimits } from './rate-limits/rate-limits.server.ts';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from './rate-limits/rate-limit-settings.server.ts';

export interface AppOptions {
  /** The store, with its read-ahead: dropped whole (`invalidate`), or for what some cache tags name. */
  catalogue: CataloguePort & { invalidate?(): void; invalidateTags?(tags: readonly CacheTag[]): void };
  /**
   * spec/3 §2 where newsletter consent events are recorded (the store: SqliteNewsletterConsents); when not given
   * (an API-only server, tests of other parts), they are kept in memory for the process's life.
   */
  consents?: NewsletterConsentLog;
  /**
   * Where visitors' sessions and carts live, and the discounts carts are priced with — the store's
   * (start-shop.server.ts). Without them the server keeps them in an embedded store in memory of its own (with the
   * demo discounts of migration 011), gone when it closes (the tests' servers).
   */
  sessions?: SessionStore;
  carts?: CartStore;
  /** ADR 024, ADR 028: attempts to pay at the provider, and the key of their return addresses (sqliteVisitorStores). */
  paymentAttempts?: PaymentAttemptStore;
  paymentReturnKey?: Buffer;
  /** ADR 029: the hosted session each attempt is paid in (sqliteVisitorStores), given with the attempts. */
  paymentSessions?: PaymentSessionStore;
  /**
   * ADR 024, ADR 029: the card provider (PAYMENT variables: paymentProviderFromEnv). Without it, or when it is the
   * embedded test provider, the test provider is mounted in this server and reached through it.
   */
  payment?: PaymentConfiguration;
  /** The embedded test provider's SQLite file (its own, as an outside service's); in memory when not given. */
  testProviderDatabase?: string;
  /** For tests: how the embedded test provider delivers its webhooks (late, twice, out of order). */
  testProviderDelivery?: DeliveryPolicy;
  /** Where mail goes (the outbox by default), and whether /__outbox shows it (development). */
  mail?: { mailer: Mailer; outbox?: OutboxReader; outboxPage: boolean };
  /** spec/3 §7: the VAT ID check (VAT_CHECK and its variables); the embedded checker when not given. */
  vatCheck?: VatCheck;
  /** ADR 024: where orders are placed — the carts' store (sqliteVisitorStores), given with it. */
  orders?: OrderStore;
  /** spec/2 §4 Live updates: where cart changes are published for the live updates (runtime/server/live); none: not. */
  live?: LiveFanOut;
  /**
   * The port the live updates listen on: the pages connect to it on their own host, and the Content-Security-Policy
   * allows exactly that (the shop's hosts on that port); null or absent when off.
   */
  livePort?: number | null;
  discounts?: DiscountStore;
  /** The CMS (spec/1 §7 content pages); the project's content/ folder when not given. */
  content?: ContentPort;
  /** Secret of the cache-invalidation endpoints; when empty they answer 404 (spec/1 §7: guarded by secrets). */
  cacheSecret: string;
  /** Hosts whose pictures the image check may request (IMAGE_HOSTS); the shop's own are always allowed. */
  imageHosts?: readonly string[];
  /** For tests: the fetch the image check uses. */
  fetch?: typeof fetch;
  /**
   * ADR 030: the shop's own hosts and origins — production (links to each country's production domain) and the
   * deployment's own names (SHOP_HOSTS). Off production with no other names when not given. The local origins' port
   * is the one the server listens on.
   */
  addressing?: Omit<ShopAddressing, 'port'>;
  /** The rate limits (ADR 031: RATE_LIMIT_* variables, rateLimitSettingsFromEnv); their defaults when not given. */
  rateLimits?: RateLimitSettings;
  /** Believe X-Forwarded-* headers (set TRUST_PROXY when a proxy stands in front). */
  trustProxy?: boolean;
  logger?: boolean;
  /**
   * ADR 020: the countries this server is the shop of (a country's own build, `dist/<cc>/`); the host of any other
   * country is answered as an unknown host is. Every country when not given.
   */
  countries?: readonly CountryCode[];
  /** The pages (spec/1 §2): built, or Vite in middleware mode. Without it the server answers only its API. */
  pages?: PageMode;
  /** How long a rendered guest page is kept, in seconds (PAGE_CACHE_SECONDS); 0, the default here, keeps none. */
  pageCacheSeconds?: number;
  /**
   * How long the pages' blocks, loaded and rendered, are kept for the next page of the shop, in seconds
   * (COMPONENT_CACHE_SECONDS, spec/1 §7 component cache); 0, the default here, keeps none.
   */
  componentCacheSeconds?: number;
  /**
   * ADR 009: serve the block gallery, every block with its fixture at /__blocks (a development page); off, the
   * default here, it is the not-found page. main.server.ts: on under `npm run dev`, in production with BLOCK_GALLERY=1.
   */
  blockGallery?: boolean;
  /**
   * ADR 015: render documents of built pages vike has rendered before without vike (direct-render.server.ts);
   * on by default. Off, vike renders every request (the direct renderer's tests compare the two).
   */
  directRender?: boolean;
}

export { NOT_FOUND_MESSAGE, UNKNOWN_MIDDLEWARE };

/** The answer to a host of no shop this server serves (ADR 030). */
export const MISDIRECTED_MESSAGE = 'This server is not the shop of that host';

/** The body of `/component-cache/invalidate-tag`: the tags to invalidate (cache-tags.server.ts). */
const INVALIDATE_TAG_BODY = {
  type: 'object',
  required: ['tags'],
  additionalProperties: false,
  properties: {
    tags: { type: 'array', minItems: 1, maxItems: 1000, items: { type: 'string', pattern: CACHE_TAG_PATTERN } },
  },
} as const;

function inMemoryConsents(): NewsletterConsentLog {
  const events: unknown[] = [];
  return { recordNewsletterConsent: async (event) => void events.push(event) };
}

/**
 * The stores of sessions and carts: the options', or an embedded store in memory that closes with the server (a
 * real store — the same migrations and code — for servers built without one, as the tests build them).
 */
async function visitorStores(app: FastifyInstance, options: AppOptions): Promise<VisitorStores> {
  const { sessions, carts, discounts, orders, paymentAttempts, paymentReturnKey, paymentSessions } = options;
  if (sessions && carts && discounts && orders && paymentAttempts && paymentReturnKey && paymentSessions) {
    return { sessions, carts, discounts, orders, paymentAttempts, paymentReturnKey, paymentSessions };
  }
  // An order ends its cart and takes its stock in one transaction: orders cannot live apart from the carts.
  if (carts !== undefined || orders !== undefined || paymentAttempts !== undefined || paymentSessions !== undefined) {
    throw new Error(
      'AppOptions: carts, orders and payment attempts are given together, from one store (sqliteVisitorStores)',
    );
  }
  const memory = await openDatabase(':memory:');
  app.addHook('onClose', async () => memory.close());
  const embedded = sqliteVisitorStores(memory);
  return { ...embedded, sessions: sessions ?? embedded.sessions, discounts: discounts ?? embedded.discounts };
}

/**
 * The WebSocket sources of the live updates: each host of the served shops at the live port — over TLS for the
 * production domains (behind the proxy), plain for the local names (http://<cc>.localhost). Listed, not `ws:`, so a
 * page may open no other socket; one policy for every answer, so it is written once (security-headers.server.ts).
 */
function liveSources(port: number | null, countries: readonly CountryCode[], aliases: readonly ShopAlias[]): string[] {
  if (port === null) return [];
  const local = /(^|\.)localhost$/;
  const served = new Set(countries);
  const names = [
    ...shopHostNames(countries),
    ...aliases.filter((alias) => served.has(alias.country)).map((alias) => alias.name),
  ];
  return names.map((host) => `${local.test(host) ? 'ws' : 'wss'}://${host}:${port}`);
}

/**
 * The shop of a request's host: its country, when the server serves it (every country when none are named), by a
 * host of its config or a deployment's own name (ADR 030).
 */
export function shopResolver(
  countries?: readonly CountryCode[],
  aliases: readonly ShopAlias[] = [],
): (host: string | undefined) => CountryCode | null {
  const served = countries === undefined ? null : new Set<CountryCode>(countries);
  return (host) => {
    const country = countryOfShopHost(host, aliases);
    return country !== null && (served === null || served.has(country)) ? country : null;
  };
}

const ADDRESSINGS = new WeakMap<FastifyInstance, () => ShopAddressing>();

/** The hosts and origins a server answers and writes (ADR 030), with the port it listens on once it does. */
export function shopAddressingOf(app: FastifyInstance): ShopAddressing {
  return ADDRESSINGS.get(app)!();
}

/** Where the embedded test provider and the shop's webhook are reached inside the server (inject-fetch.server.ts). */
const INTERNAL_HOST = 'payments.internal';
const INTERNAL_ORIGIN = `http://${INTERNAL_HOST}`;

/**
 * The card provider (ADR 024, ADR 029): Adyen as configured, or the embedded test provider mounted in this server —
 * the shop's adapter and the provider's webhooks speaking to it through the server itself (no address of its own
 * needed), its state in its own SQLite file.
 */
function paymentConfigOf(options: AppOptions): PaymentConfiguration {
  return (
    options.payment ??
    paymentProviderFromEnv(
      {},
      {
        shopBaseUrl: INTERNAL_ORIGIN,
        notificationUrl: `${INTERNAL_ORIGIN}${PAYMENT_NOTIFICATIONS_PATH}`,
        embeddedDatabaseFile: options.testProviderDatabase ?? ':memory:',
      },
    )
  );
}

async function paymentSetup(app: FastifyInstance, options: AppOptions, config: PaymentConfiguration) {
  if (config.kind === 'adyen') return config;
  const fetchThroughApp = injectFetch(app);
  const testProvider = await registerTestPaymentProvider(app, {
    ...config.testProvider,
    ...(options.testProviderDelivery === undefined ? {} : { delivery: options.testProviderDelivery }),
    notification: { ...config.testProvider.notification!, url: `${INTERNAL_ORIGIN}${PAYMENT_NOTIFICATIONS_PATH}` },
    fetch: fetchThroughApp,
    log: { warn: (message) => app.log.warn(message) },
  });
  const provider = createAdyenClient({
    baseUrl: `${INTERNAL_ORIGIN}${TEST_PROVIDER_PREFIX}/checkout/v71`,
    apiKey: config.testProvider.apiKey,
    fetch: fetchThroughApp,
  });
  EMBEDDED_PROVIDERS.set(app, testProvider);
  return { ...config, provider };
}

const EMBEDDED_PROVIDERS = new WeakMap<FastifyInstance, TestPaymentProvider>();

/** The embedded test provider a server mounted (its webhooks and vouchers, for tests); null with a real provider. */
export function embeddedPaymentProvider(app: FastifyInstance): TestPaymentProvider | null {
  return EMBEDDED_PROVIDERS.get(app) ?? null;
}

/** The embedded provider's GET of a hosted session's result (its route, and nothing else a page could answer). */
const SESSION_RESULT_PATH = new RegExp(`^${TEST_PROVIDER_PREFIX}/checkout/v71/sessions/[^/]+$`);

/** The health check: 200 while the server takes requests, whatever the host. */
export const HEALTH_PATH = '/healthz';

/**
 * The shop's HTTP server (ARCHITECTURE: runtime/server): security headers, compression, the middleware API
 * (`POST /api/<operation>`), pictures, cache invalidation, a health check and the pages (vike, spec/1 §2).
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  // ADR 010: every failure, wherever it happens, is answered in one place (failure-answers.server.ts).
  const development = options.pages?.kind === 'dev';
  const aliases = options.addressing?.aliases ?? [];
  const paymentConfig = paymentConfigOf(options);
  // Google's Google Pay sheet (with a real provider) is its script and its frame (spec/2 §5 Google Pay express).
  const googlePaySources = paymentConfig.googlePay.sheet === 'googlePay' ? [GOOGLE_PAY_ORIGIN] : [];
  const securityHeaders = securityHeadersOf({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', ...(options.imageHosts ?? []).map((host) => `https://${host}`)],
        // Built pages need no inline script (vike's page context is an inert JSON script); Vite's dev server
        // injects its inline hot-reload preamble and talks over a WebSocket, allowed in development only.
        scriptSrc: [...(development ? ["'self'", "'unsafe-inline'"] : ["'self'"]), ...googlePaySources],
        frameSrc: ["'self'", ...googlePaySources],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: [
          "'self'",
          ...(development ? ['ws:'] : []),
          // spec/2 §4 Live updates: the live cart updates, on the shop's own hosts at the live port.
          ...liveSources(options.livePort ?? null, options.countries ?? COUNTRY_CODES, aliases),
          ...googlePaySources,
        ],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // TLS is the proxy's; asking browsers to upgrade would break http://<cc>.localhost.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Google's sheet opens its window from the page on browsers without the in-page sheet: the opener must stay.
    ...(googlePaySources.length > 0
      ? { crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' as const } }
      : {}),
  });
  const shopOf = shopResolver(options.countries, aliases);
  const failures = createFailureAnswers(securityHeaders, shopOf);
  // Behind a proxy (TRUST_PROXY), its X-Forwarded-* headers name the client; otherwise they are not believed.
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1_048_576,
    // RFC 9112 §3.2.2 absolute-form targets, and paths whose percent-encoding is malformed (request-target.server.ts).
    rewriteUrl: (request) => toOriginForm(request),
    frameworkErrors: (error, request, reply) => failures.frameworkError(error, request, reply),
    clientErrorHandler: (error, socket) => failures.clientError(error, socket),
    // A request without a Host header reaches the host check below (400, with the security headers) instead of
    // Node's bare 400.
    http: { requireHostHeader: false },
  });
  // Before any route: a route keeps the error handler there was when it was added.
  failures.register(app);
  failures.unroutable(app.server);
  // ADR 030: the origin links are written with is the country's configured one, never the request's Host.
  const addressing = (): ShopAddressing => {
    const address = app.server.address();
    return {
      production: options.addressing?.production ?? false,
      aliases,
      port: address !== null && typeof address === 'object' ? address.port : null,
    };
  };
  ADDRESSINGS.set(app, addressing);
  const originOf = (country: CountryCode) => shopOrigin(country, addressing());
  registerSecurityHeaders(app, securityHeaders);
  await app.register(compress, { threshold: 1024 });
  // Cookies: the session's (ARCHITECTURE "Sessions") on the API, the locale's on its change route
  // (page-server.server.ts).
  await app.register(fastifyCookie);
  const visitors = await visitorStores(app, options);
  const limits = await registerRateLimits(app, {
    settings: options.rateLimits ?? DEFAULT_RATE_LIMITS,
    failures,
    sessions: visitors.sessions,
    carts: visitors.carts,
  });

  const carts = cartOperations(visitors.carts, options.catalogue, visitors.discounts);
  const mail = options.mail;
  if (mail?.outbox !== undefined) registerOutboxPage(app, { outbox: mail.outbox, enabled: mail.outboxPage });
  const payment = await paymentSetup(app, options, paymentConfig);
  const paymentLog = {
    warn: (message: string) => app.log.warn(message),
    error: (message: string, error?: unknown) => app.log.error({ err: error }, message),
  };
  // ADR 028: one live payment per cart version, none beyond its order.
  const undo = paymentUndo({
    attempts: visitors.paymentAttempts,
    orders: visitors.orders,
    provider: payment.provider,
    merchantAccount: payment.merchantAccount,
    log: paymentLog,
  });
  const completion = paymentCompletion({
    orders: visitors.orders,
    attempts: visitors.paymentAttempts,
    merchantAccount: payment.merchantAccount,
    undo,
    ...(options.live ? { live: options.live } : {}),
    log: paymentLog,
    ...(mail === undefined
      ? {}
      : {
          onOrderPlaced: async (order, attempt) =>
            sendOrderConfirmation(
              mail.mailer,
              () =>
                orderConfirmation(order, attempt.country, attempt.language as LanguageCode, originOf(attempt.country)),
              (message, error) => app.log.error({ err: error }, message),
            ),
        }),
  });
  const hosted = hostedCheckout({
    provider: payment.provider,
    attempts: visitors.paymentAttempts,
    sessions: visitors.paymentSessions,
    log: { warn: (message) => app.log.warn(message) },
  });
  registerPaymentRoutes(app, {
    attempts: visitors.paymentAttempts,
    provider: payment.provider,
    completion,
    undo,
    hostedCheckout: hosted,
    returnKey: visitors.paymentReturnKey,
    hmacKey: payment.hmacKey,
    webhookCredentials: payment.webhookCredentials,
    log: paymentLog,
  });
  const activeCartOf = async (country: CountryCode, language: string | undefined, context: OperationContext) =>
    (await carts.getMyCart(country, language === undefined ? {} : { language }, context))?.cart ?? null;
  const operations: Operations = {
    ...catalogueOperations(options.catalogue),
    ...contentOperations(options.content ?? (await loadFileContent(PROJECT_CONTENT_DIR))),
    ...sessionOperations(),
    ...carts,
    ...vatOperations({
      carts: visitors.carts,
      vatCheck: options.vatCheck ?? createEmbeddedVatCheck(),
      activeCart: activeCartOf,
    }),
    ...payOperation({
      orders: visitors.orders,
      attempts: visitors.paymentAttempts,
      provider: payment.provider,
      merchantAccount: payment.merchantAccount,
      googlePay: payment.googlePay,
      updateCart: carts.updateCart,
      completion,
      undo,
      hostedCheckout: hosted,
      returnKey: visitors.paymentReturnKey,
      catalogue: options.catalogue,
      activeCart: activeCartOf,
      log: { error: (message, error) => app.log.error({ err: error }, message) },
    }),
    ...orderOperations({
      orders: visitors.orders,
      testPayments: paymentConfig.kind === 'embedded',
      payments: undo,
      catalogue: options.catalogue,
      activeCart: activeCartOf,
      ...(mail === undefined
        ? {}
        : {
            onOrderPlaced: (order, country, language) =>
              sendOrderConfirmation(
                mail.mailer,
                () => orderConfirmation(order, country, language, originOf(country)),
                (message, error) => app.log.error({ err: error }, message),
              ),
          }),
      ...(options.live ? { live: options.live } : {}),
    }),
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
  const components = new ComponentStore((options.componentCacheSeconds ?? 0) * 1000);

  // A request's country comes from its host (ARCHITECTURE: country selection); a host of no shop this server serves —
  // an IP literal, another domain — is misdirected (421, RFC 9110 §15.5.20) and gets no page (ADR 030); a Host that
  // is no valid host name (or none) is a bad request (RFC 9112 §3.2).
  app.decorateRequest('country', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!isValidHost(request.headers.host)) {
      return failures.answer(request, reply, { statusCode: 400, message: 'The Host header is not a valid host' });
    }
    // The health check is the process's, not a shop's — a load balancer asks it by address, and a country's
    // own build serves no shop at 127.0.0.1.
    if (request.url === HEALTH_PATH) return;
    const country = shopOf(request.headers.host);
    if (country === null) {
      // The shop reaches the embedded provider, and the provider the shop's webhook, through the server itself
      // (injectFetch at INTERNAL_ORIGIN): those calls are POSTs — or the GET of a hosted session's result from the
      // provider's API, which takes its API key like every call there (ADR 029) — and name no shop. A real provider
      // calls the webhook on a shop's host.
      const path = request.url.split('?')[0]!;
      const internal = path === PAYMENT_NOTIFICATIONS_PATH || isTestProviderPath(path);
      const sessionResult = SESSION_RESULT_PATH.test(path);
      const method = request.method === 'POST' || (sessionResult && request.method === 'GET');
      if (internal && method && request.headers.host === INTERNAL_HOST) return;
      return failures.answer(request, reply, { statusCode: 421, message: MISDIRECTED_MESSAGE });
    }
    (request as unknown as { country: string }).country = country;
  });

  app.get(HEALTH_PATH, async () => ({ status: 'ok' }));

  app.post<{ Params: { operation: string } }>('/api/:operation', async (request, reply) => {
    if (await limits.operations(request, reply)) return reply;
    const country = (request as unknown as { country: CountryCode }).country;
    const session = httpSessionAccess(visitors.sessions, request, reply, country);
    const origin = `${request.protocol}://${request.headers.host}`;
    const result = await dispatcher.dispatch(country, request.params.operation, request.body, { session, origin });
    if (result.ok) {
      // spec/2 §4 live updates: the cart's other tabs and devices hear of the change.
      if (options.live) publishCartChange(options.live, request.params.operation, request.body, result.answer);
      return result.answer;
    }
    return reply.code(result.failure.statusCode).send(result.failure);
  });

  registerImageRoutes(app);
  registerSeoRoutes(app, options.catalogue, originOf);
  registerCmsRoutes(app);

  // spec/1 §7: cache invalidation, server-side, guarded by a secret compared in constant time — before the body is
  // read, so a caller without it learns nothing of what the endpoint takes.
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    if (options.cacheSecret === '') {
      return failures.answer(request, reply, { statusCode: 404, message: NOT_FOUND_MESSAGE });
    }
    const presented = request.headers['x-cache-secret'];
    const matches = secretMatches(typeof presented === 'string' ? presented : undefined, options.cacheSecret);
    // ADR 031: wrong secrets are counted per client address, and a client over the limit is answered 429.
    if (await limits.cacheSecret(request, reply, matches)) return reply;
    if (!matches) {
      return failures.answer(request, reply, { statusCode: 401, message: 'Invalid cache secret' });
    }
  };
  // Everything: the store's read-ahead (listing index, category trees, cards), every rendered page and block.
  app.post('/cache-invalidate', { onRequest: guard }, async () => {
    options.catalogue.invalidate?.();
    pageCache.clear();
    components.clear();
    return { invalidated: true };
  });
  // ADR 010: only what carries one of the tags (cache-tags.server.ts) — the pages recorded them when they
  // were rendered — and the store's read-ahead of those things; everything else stays.
  app.post<{ Body: { tags: CacheTag[] } }>(
    '/component-cache/invalidate-tag',
    { onRequest: guard, schema: { body: INVALIDATE_TAG_BODY } },
    async (request) => {
      const tags = [...new Set(request.body.tags)];
      options.catalogue.invalidateTags?.(tags);
      components.invalidate(tags);
      return { invalidated: true, tags, pages: pageCache.invalidate(tags) };
    },
  );

  if (options.pages) {
    failures.notFoundPage = await registerPages(app, {
      mode: options.pages,
      operationsFor: (country) => createInProcessClient(dispatcher, country),
      cache: pageCache,
      components,
      seoRedirection: (country, sourceUrl) => options.catalogue.getSeoRedirection(country, sourceUrl),
      blockGallery: options.blockGallery ?? false,
      consents: options.consents ?? inMemoryConsents(),
      directRender: options.directRender ?? true,
      visitorOf: pageVisitorReader(visitors.sessions, visitors.carts),
      livePort: () => options.livePort ?? null,
      originOf,
    });
  }
  await app.ready();
  return app;
}
