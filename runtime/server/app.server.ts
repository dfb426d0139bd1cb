import fastifyCookie from '@fastify/cookie';
import compress from '@fastify/compress';
import { COUNTRY_CODES, type CountryCode, type LanguageCode } from '../../generated/index.ts';
import Fastify, { type FastifyInstance } from 'fastify';
import { shopHostNames } from '../domain/routing/country-from-host.ts';
import { shopOrigin, type ShopAddressing, type ShopAlias } from '../domain/routing/shop-addresses.ts';
import type { CartStore } from './commerce/ports/cart-store.ts';
import type { CataloguePort } from './commerce/ports/catalogue-port.ts';
import type { DiscountStore } from './commerce/ports/discount-store.ts';
import type { NewsletterConsentLog } from './commerce/ports/newsletter-consent-log.ts';
import type { OrderStore } from './commerce/ports/order-store.ts';
import type { PaymentAttemptStore } from './commerce/ports/payment-attempt-store.ts';
import type { PaymentSessionStore } from './commerce/ports/payment-session-store.ts';
import type { SessionStore } from './commerce/ports/session-store.ts';
import type { CacheTag } from './commerce/cache-tags.server.ts';
import { apiRoute } from './app/api-route.server.ts';
import { cacheInvalidation, type CatalogueChanges } from './app/cache-invalidation.server.ts';
import { isInternalPaymentCall, mountedPaymentProvider } from './app/embedded-payments.server.ts';
import { healthRoute, type Readiness } from './app/health-route.server.ts';
import { shopCountry, shopResolver } from './app/shop-country.server.ts';
import { checkImage } from './image-check.server.ts';
import { imageRoutes, isOwnImagePath } from './images/image-routes.server.ts';
import { catalogueOperations } from './middleware/catalogue-operations.server.ts';
import type { OperationContext, Operations } from './middleware/operation.server.ts';
import { contentOperations } from './middleware/content-operations.server.ts';
import { cmsRoutes } from './integrations/cms/cms-routes.server.ts';
import type { ContentPort } from './integrations/cms/content-port.ts';
import { createOperationDispatcher } from './middleware/operation-dispatch.server.ts';
import { createFailureAnswers } from './failure-answers.server.ts';
import { registerSecurityHeaders, securityHeadersOf } from './security-headers.server.ts';
import { createInProcessClient } from './rendering/in-process-client.server.ts';
import { ComponentStore } from './rendering/component-cache.server.ts';
import { PageCache } from './rendering/page-cache.server.ts';
import { registerPages, type PageMode } from './rendering/page-server.server.ts';
import { toOriginForm } from './request-target.server.ts';
import { sessionOperations } from './middleware/session-operations.server.ts';
import { pageVisitorReader } from './sessions/page-visitor.server.ts';
import type { LiveFanOut } from './live/live-hub.server.ts';
import type { ProcessBus } from './processes/process-bus.server.ts';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { cartOperations } from './middleware/cart-operations.server.ts';
import { orderOperations } from './middleware/order-operations.server.ts';
import { vatOperations } from './middleware/vat-operations.server.ts';
import { payOperation } from './middleware/pay-operation.server.ts';
import { paymentCompletion } from './middleware/payment-completion.server.ts';
import { orderConfirmations } from './middleware/order-mail.server.ts';
import { orderAccess } from './middleware/order-access.server.ts';
import { ORDER_LINK_DAYS_DEFAULT } from '../domain/checkout/order-access-token.ts';
import { paymentUndo } from './payments/payment-undo.server.ts';
import { paymentRoutes } from './payments/payment-routes.server.ts';
import { hostedCheckout } from './payments/hosted-checkout.server.ts';
import { GOOGLE_PAY_ORIGIN } from './integrations/payment/google-pay-setup.ts';
import type { PaymentConfiguration } from './integrations/payment/payment-provider-from-env.server.ts';
import type { DeliveryPolicy } from './integrations/payment/test-provider-webhooks.server.ts';
import type { Mailer } from './integrations/email/mail-port.ts';
import { outboxPage } from './integrations/email/outbox-page.server.ts';
import type { OutboxReader } from './integrations/email/outbox.server.ts';
import type { VatCheck } from './integrations/vat-check/vat-check-port.ts';
import { seoRoutes } from './seo/seo-routes.server.ts';
import { registerRateLimits } from './rate-limits/rate-limits.server.ts';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from './rate-limits/rate-limit-settings.server.ts';

/**
 * What the server is built on: the store and the outside services, none of them replaced by a default here.
 * start-shop.server.ts gives the store's and each service as configured (its embedded default unless the environment
 * names the real one); a test gives its own, or the embedded ones (tests/fixtures/embedded-dependencies.ts).
 */
export interface AppDependencies {
  /** The store, with its read-ahead: dropped whole (`invalidate`), or for what some cache tags name. */
  catalogue: CataloguePort & { invalidate?(): void; invalidateTags?(tags: readonly CacheTag[]): void };
  /** spec/3 §2 where newsletter consent events are recorded (the store: KyselyNewsletterConsents). */
  consents: NewsletterConsentLog;
  /** Where visitors' sessions and carts live, and the discounts carts are priced with (sqliteVisitorStores). */
  sessions: SessionStore;
  carts: CartStore;
  discounts: DiscountStore;
  /** ADR 024: where orders are placed — the carts' store (sqliteVisitorStores), given with it. */
  orders: OrderStore;
  /** ADR 024, ADR 028: attempts to pay at the provider, and the key of their return addresses (sqliteVisitorStores). */
  paymentAttempts: PaymentAttemptStore;
  paymentReturnKey: Buffer;
  /**
   * ADR 039: the key of the order links in the shop's e-mail — ORDER_LINK_SECRET, or outside production the store's
   * own (sqliteVisitorStores).
   */
  orderLinkKey: Buffer;
  /** ADR 029: the hosted session each attempt is paid in (sqliteVisitorStores), given with the attempts. */
  paymentSessions: PaymentSessionStore;
  /**
   * ADR 024, ADR 029: the card provider (PAYMENT variables: paymentProviderFromEnv). The embedded test provider is
   * mounted in this server and reached through it (embedded-payments.server.ts).
   */
  payment: PaymentConfiguration;
  /** Where mail goes (mailerFromEnv: the outbox by default), and whether /__outbox shows it (development). */
  mail: { mailer: Mailer; outbox?: OutboxReader; outboxPage: boolean };
  /** spec/3 §7: the VAT ID check (VAT_CHECK and its variables: vatCheckFromEnv). */
  vatCheck: VatCheck;
  /** The CMS (spec/1 §7 content pages): the content folder's (loadFileContent). */
  content: ContentPort;
}

/** The server's dependencies and its configuration, each setting with its default. */
export interface AppOptions extends AppDependencies {
  /** For tests: how the embedded test provider delivers its webhooks (late, twice, out of order). */
  testProviderDelivery?: DeliveryPolicy;
  /** spec/2 §4 Live updates: where cart changes are published for the live updates (runtime/server/live); none: not. */
  live?: LiveFanOut;
  /**
   * The port the live updates listen on: the pages connect to it on their own host, and the Content-Security-Policy
   * allows exactly that (the shop's hosts on that port); null or absent when off.
   */
  livePort?: number | null;
  /**
   * `/readyz`: whether this process should be sent shoppers, and whether it is draining (every answer then closing its
   * connection) — start-shop.server.ts; always ready when absent.
   */
  readiness?: { check(): Promise<Readiness>; draining(): boolean };
  /** Other processes of the shop, told of the cache invalidations this one is sent (ADR 043); none when absent. */
  otherProcesses?: ProcessBus;
  /** The catalogue is read anew (PostgreSQL's new version, ADR 042): every rendered page and block is dropped. */
  catalogueChanges?: CatalogueChanges;
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
  /** ADR 039: how many days an e-mailed order link opens its order (ORDER_LINK_DAYS); 90 when not given. */
  orderLinkDays?: number;
  /** The rate limits (ADR 031: RATE_LIMIT_* variables, rateLimitSettingsFromEnv); their defaults when not given. */
  rateLimits?: RateLimitSettings;
  /** Where the rate limits count when several processes serve the shop (ADR 043); this process's memory when absent. */
  rateLimitStore?: FastifyRateLimitStoreCtor;
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

const ADDRESSINGS = new WeakMap<FastifyInstance, () => ShopAddressing>();

/** The hosts and origins a server answers and writes (ADR 030), with the port it listens on once it does. */
export function shopAddressingOf(app: FastifyInstance): ShopAddressing {
  return ADDRESSINGS.get(app)!();
}

/**
 * The shop's HTTP server (ARCHITECTURE: runtime/server): security headers, compression, the middleware API
 * (`POST /api/<operation>`), pictures, cache invalidation, a health check and the pages (vike, spec/1 §2).
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  // ADR 010: every failure, wherever it happens, is answered in one place (failure-answers.server.ts).
  const development = options.pages?.kind === 'dev';
  const aliases = options.addressing?.aliases ?? [];
  // Google's Google Pay sheet (with a real provider) is its script and its frame (spec/2 §5 Google Pay express).
  const googlePaySources = options.payment.googlePay.sheet === 'googlePay' ? [GOOGLE_PAY_ORIGIN] : [];
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
    // A request without a Host header reaches the host check (shopCountry: 400, with the security headers) instead
    // of Node's bare 400.
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
  const limits = await registerRateLimits(app, {
    settings: options.rateLimits ?? DEFAULT_RATE_LIMITS,
    failures,
    sessions: options.sessions,
    carts: options.carts,
    ...(options.rateLimitStore ? { store: options.rateLimitStore } : {}),
  });

  const carts = cartOperations(options.carts, options.catalogue, options.discounts);
  const { mail } = options;
  const payment = await mountedPaymentProvider(app, options.payment, options.testProviderDelivery);
  // Before the route plugins, each a scope of its own: its routes take the app's hooks there are when it is registered
  // (Fastify's encapsulation) — the host check too, and not the pages' development middleware, added last.
  await app.register(shopCountry, { shopOf, failures, isInternalCall: isInternalPaymentCall });
  if (mail.outbox !== undefined) {
    await app.register(outboxPage, { outbox: mail.outbox, enabled: mail.outboxPage });
  }
  const paymentLog = {
    warn: (message: string) => app.log.warn(message),
    error: (message: string, error?: unknown) => app.log.error({ err: error }, message),
  };
  // ADR 024: each placed order's confirmation, whether the order came from a payment or from the API.
  // ADR 039: its link signed, so that it opens the order in any browser.
  const links = orderAccess({ key: options.orderLinkKey, days: options.orderLinkDays ?? ORDER_LINK_DAYS_DEFAULT });
  const confirmOrder = orderConfirmations(
    mail.mailer,
    originOf,
    (message, error) => app.log.error({ err: error }, message),
    links,
  );
  // ADR 028: one live payment per cart version, none beyond its order.
  const undo = paymentUndo({
    attempts: options.paymentAttempts,
    orders: options.orders,
    provider: payment.provider,
    merchantAccount: payment.merchantAccount,
    log: paymentLog,
  });
  const completion = paymentCompletion({
    orders: options.orders,
    attempts: options.paymentAttempts,
    merchantAccount: payment.merchantAccount,
    undo,
    ...(options.live ? { live: options.live } : {}),
    log: paymentLog,
    onOrderPlaced: async (order, attempt) => confirmOrder(order, attempt.country, attempt.language as LanguageCode),
  });
  const hosted = hostedCheckout({
    provider: payment.provider,
    attempts: options.paymentAttempts,
    sessions: options.paymentSessions,
    log: { warn: (message) => app.log.warn(message) },
  });
  await app.register(paymentRoutes, {
    attempts: options.paymentAttempts,
    provider: payment.provider,
    completion,
    undo,
    hostedCheckout: hosted,
    returnKey: options.paymentReturnKey,
    hmacKey: payment.hmacKey,
    webhookCredentials: payment.webhookCredentials,
    log: paymentLog,
  });
  const activeCartOf = async (country: CountryCode, language: string | undefined, context: OperationContext) =>
    (await carts.getMyCart(country, language === undefined ? {} : { language }, context))?.cart ?? null;
  const operations: Operations = {
    ...catalogueOperations(options.catalogue),
    ...contentOperations(options.content),
    ...sessionOperations(),
    ...carts,
    ...vatOperations({ carts: options.carts, vatCheck: options.vatCheck, activeCart: activeCartOf }),
    ...payOperation({
      orders: options.orders,
      attempts: options.paymentAttempts,
      provider: payment.provider,
      merchantAccount: payment.merchantAccount,
      googlePay: payment.googlePay,
      updateCart: carts.updateCart,
      completion,
      undo,
      hostedCheckout: hosted,
      returnKey: options.paymentReturnKey,
      catalogue: options.catalogue,
      activeCart: activeCartOf,
      log: { error: (message, error) => app.log.error({ err: error }, message) },
    }),
    ...orderOperations({
      orders: options.orders,
      testPayments: options.payment.kind === 'embedded',
      payments: undo,
      catalogue: options.catalogue,
      activeCart: activeCartOf,
      onOrderPlaced: confirmOrder,
      orderAccess: links,
      ...(options.live ? { live: options.live } : {}),
    }),
    // spec/1 §7 Image check.
    checkImage: async (country, payload) => ({
      url: await checkImage(payload.url, {
        allowedHosts: options.imageHosts ?? [],
        ownOrigins: [originOf(country)],
        ownImageExists: isOwnImagePath,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      }),
    }),
  };
  const dispatcher = createOperationDispatcher(operations);
  const pageCache = new PageCache((options.pageCacheSeconds ?? 0) * 1000);
  const components = new ComponentStore((options.componentCacheSeconds ?? 0) * 1000);

  await app.register(
    healthRoute,
    options.readiness ? { readiness: options.readiness.check, draining: options.readiness.draining } : {},
  );
  await app.register(apiRoute, {
    dispatcher,
    limits,
    sessions: options.sessions,
    ...(options.live ? { live: options.live } : {}),
  });
  await app.register(imageRoutes);
  await app.register(seoRoutes, { catalogue: options.catalogue, originOf });
  await app.register(cmsRoutes);
  await app.register(cacheInvalidation, {
    cacheSecret: options.cacheSecret,
    failures,
    limits,
    catalogue: options.catalogue,
    pageCache,
    components,
    ...(options.otherProcesses ? { otherProcesses: options.otherProcesses } : {}),
    ...(options.catalogueChanges ? { catalogueChanges: options.catalogueChanges } : {}),
  });

  if (options.pages) {
    failures.notFoundPage = await registerPages(app, {
      mode: options.pages,
      operationsFor: (country) => createInProcessClient(dispatcher, country),
      cache: pageCache,
      components,
      seoRedirection: (country, sourceUrl) => options.catalogue.getSeoRedirection(country, sourceUrl),
      blockGallery: options.blockGallery ?? false,
      consents: options.consents,
      directRender: options.directRender ?? true,
      visitorOf: pageVisitorReader(options.sessions, options.carts),
      livePort: () => options.livePort ?? null,
      originOf,
    });
  }
  await app.ready();
  return app;
}
