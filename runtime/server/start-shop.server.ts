// Starts the shop's server with its store — the embedded one, created and seeded on first start (ADR 006), or
// PostgreSQL (ADR 042) — the one start-up
// both entries share — main.server.ts (TypeScript, `npm run dev`) and serve-built.server.ts (the compiled runtime
// `npm start` and every `dist/<cc>/server.js` run, ADR 020).
import path from 'node:path';
import { MailConfigError, mailerFromEnv } from './integrations/email/mailer-from-env.server.ts';
import { OUTBOX_RETENTION_DAYS } from './integrations/email/outbox.server.ts';
import {
  PaymentConfigurationError,
  paymentProviderFromEnv,
  paymentDescription,
} from './integrations/payment/payment-provider-from-env.server.ts';
import { VatCheckConfigError, vatCheckFromEnv } from './integrations/vat-check/vat-check-from-env.server.ts';
import { PROJECT, type CountryCode } from '../../generated/index.ts';
import { parseShopHosts, shopOrigins, type ShopAlias } from '../domain/routing/shop-addresses.ts';
import { buildApp, shopAddressingOf } from './app.server.ts';
import { embeddedPaymentAddresses } from './app/embedded-payments.server.ts';
import { shopResolver } from './app/shop-country.server.ts';
import type { FastifyInstance } from 'fastify';
import { outsideServicesLine, readSettings, SettingsError, type Settings } from './settings/settings.server.ts';
import { InProcessLiveHub } from './live/live-hub.server.ts';
import { startLiveServer } from './live/live-server.server.ts';
import { openStore, type OpenStore } from './commerce/open-store.server.ts';
import { PostgresUnavailableError } from './commerce/postgres/database.server.ts';
import { SqliteCatalogue } from './commerce/sqlite/catalogue-store.server.ts';
import { DatabaseFileError } from './commerce/sqlite/database.server.ts';
import { KyselyNewsletterConsents } from './commerce/kysely/newsletter-consents.server.ts';
import { loadFileContent } from './integrations/cms/file-content.server.ts';
import type { PageMode } from './rendering/page-server.server.ts';
import { rateLimitSettingsFromEnv } from './rate-limits/rate-limit-settings.server.ts';
import { drainOf, SHUTDOWN_SECONDS } from './processes/drain.server.ts';
import type { BetweenProcesses } from './processes/process-bus.server.ts';
import { sharedLiveFanOut } from './processes/shared-live-fan-out.server.ts';
import { trueWithin } from './processes/within.server.ts';
import { redisBetweenProcesses } from './processes/redis-between-processes.server.ts';

/** How long `/readyz` waits for the store to answer before it says it does not (ADR 043). */
const STORE_CHECK_MS = 2_000;

/** An operator's configuration mistake (a setting, a service's variables): one line naming the variable, exit 1. */
function exitOnConfigurationError(error: unknown): never {
  const known = [SettingsError, PaymentConfigurationError, VatCheckConfigError, MailConfigError];
  if (known.some((kind) => error instanceof kind)) {
    console.error((error as Error).message);
    process.exit(1);
  }
  throw error;
}

/**
 * Every setting, read and checked before anything else runs (ADR 030): a mistake — or a production start without a
 * real payment provider — ends the process with one line naming the variable, before any build or store is touched.
 */
export function settingsOrExit(env: NodeJS.ProcessEnv = process.env): Settings {
  try {
    return readSettings(env);
  } catch (error) {
    return exitOnConfigurationError(error);
  }
}

export interface StartShopOptions {
  /** The settings (settingsOrExit), read by the entry before anything else. */
  settings: Settings;
  /** The folder a relative DATABASE_URL, and the default store file, are taken from. */
  root: string;
  pages: PageMode;
  /** The embedded CMS's content folder (content/pages, content/frame). */
  contentDir: string;
  /** Production: the caches on by default, the block gallery off. */
  production: boolean;
  /** The countries served; a host of any other is not this shop (a country's own build). All when not given. */
  countries?: readonly CountryCode[];
  /**
   * The shop's other workers (a worker of WORKERS=N, ADR 043): live updates, invalidations and rate limits shared.
   * REDIS_URL, when set, shares them with every process instead.
   */
  shared?: BetweenProcesses;
}

/**
 * The store DATABASE_URL names, opened (created, migrated, seeded as needed) and said where it is; a mistake in it
 * ends the process.
 */
export async function storeOrExit(root: string, databaseUrl: string | undefined): Promise<OpenStore> {
  const opened = await openStore(root, databaseUrl).catch((error: unknown) => {
    // The operator's DATABASE_URL: one line saying what is wrong with the store, never a stack trace.
    if (error instanceof DatabaseFileError || error instanceof PostgresUnavailableError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  });
  console.log(opened.description);
  const { seeded } = opened.catalogue;
  if (seeded) {
    console.log(`Seeded the catalogue: ${seeded.products} products in ${(seeded.milliseconds / 1000).toFixed(1)} s.`);
  }
  return opened;
}

export async function startShop(options: StartShopOptions): Promise<void> {
  const { production, settings } = options;
  const { values } = settings;
  const opened = await storeOrExit(options.root, values.DATABASE_URL);
  const store = opened.catalogue;
  // Without CACHE_INVALIDATION_SECRET the invalidation endpoints are off (404).
  const cacheSecret = values.CACHE_INVALIDATION_SECRET ?? '';
  const imageHosts = (values.IMAGE_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean);
  const catalogue = new SqliteCatalogue(store.database.sqlite);
  // ADR 042: on PostgreSQL, each new version of the catalogue is read from as soon as this process has its copy.
  const catalogueRead: Array<() => void> = [];
  const catalogueChanges = { subscribe: (listener: () => void) => void catalogueRead.push(listener) };
  // Sessions in the store; the ended ones are deleted at start and every hour (a lookup of an
  // ended one deletes it too).
  const { visitors } = opened;
  const { sessions, carts } = visitors;
  // A failed purge (a busy store) is tried again the next hour; it must not end the process.
  const purge = () =>
    void sessions
      .purgeExpired(Date.now())
      .catch((error: unknown) => console.error('Purging ended sessions failed:', error));
  purge();
  const purging = setInterval(purge, 3_600_000).unref();
  const host = values.HOST ?? PROJECT.server.host;
  // ADR 030: the shop's hosts (its countries' and SHOP_HOSTS) and the origin its links are written with.
  const aliases = values.SHOP_HOSTS === undefined ? [] : (parseShopHosts(values.SHOP_HOSTS) as ShopAlias[]);
  const addressing = { production: values.NODE_ENV === 'production', aliases };
  // The pages' origins are known once the server listens, after the live endpoint (whose port the pages are told).
  const started: { app?: FastifyInstance } = {};
  // spec/2 §4 Live updates, ADR 023: the live cart updates on their own port (spec/2 §9: 2087; LIVE_PORT, 0 for any
  // free one). A port already taken (a second shop on the machine) leaves the shop running without them, and says so.
  const hub = new InProcessLiveHub();
  // ADR 043: Redis reaches every process of the shop, its workers' and other machines'; without it, a cluster's workers
  // share through their primary, and a lone process shares nothing.
  const redis =
    values.REDIS_URL === undefined
      ? null
      : redisBetweenProcesses(values.REDIS_URL, options.shared?.name ?? `process ${process.pid}`, {
          warn: (message) => console.warn(message),
          info: (message) => console.log(message),
        });
  if (redis !== null) console.log(`Processes share live updates, cache invalidations and rate limits through Redis`);
  const shared = redis ?? options.shared;
  const fanOut = shared === undefined ? hub : sharedLiveFanOut(hub, shared.bus);
  const livePort = values.LIVE_PORT ?? PROJECT.liveUpdates.port;
  const live = await startLiveServer(
    {
      hub,
      sessions,
      carts,
      shopOf: shopResolver(options.countries, aliases),
      originsOf: (country) => (started.app === undefined ? [] : shopOrigins(country, shopAddressingOf(started.app))),
      trustProxy: values.TRUST_PROXY ?? false,
      log: { warn: (message) => console.warn(message), error: (message, error) => console.error(message, error) },
    },
    livePort,
    host,
  ).catch((error: NodeJS.ErrnoException) => {
    console.error(`Live cart updates are off: cannot listen on ${host}:${livePort} (${error.code}); set LIVE_PORT`);
    return null;
  });
  // ADR 024: the outside services of a purchase, each its embedded default unless the environment names the real one.
  // ADR 030: one line saying what is real and what is not, then each service's own.
  console.log(outsideServicesLine(values));
  const services = (() => {
    try {
      return {
        // ADR 042: the outbox in the store the visitors' data is in — PostgreSQL's, shared by every process, when set.
        mail: mailerFromEnv(settings.env, opened.visitorsDb),
        vatCheck: vatCheckFromEnv(settings.env),
        payment: paymentProviderFromEnv(
          settings.env,
          embeddedPaymentAddresses(path.join(opened.folder, 'test-payment-provider.sqlite')),
        ),
      };
    } catch (error) {
      return exitOnConfigurationError(error);
    }
  })();
  const { mail, payment } = services;
  console.log(mail.description);
  // The outbox keeps a message OUTBOX_RETENTION_DAYS (30 by default); older ones go at start and every hour.
  const retentionDays = values.OUTBOX_RETENTION_DAYS ?? OUTBOX_RETENTION_DAYS;
  const purgeOutbox = () =>
    void mail.outbox
      .purgeKeptBefore(Date.now() - retentionDays * 86_400_000)
      .catch((error: unknown) => console.error('Purging the outbox failed:', error));
  purgeOutbox();
  const purgingOutbox = setInterval(purgeOutbox, 3_600_000).unref();
  console.log(paymentDescription(payment));
  const app = await buildApp({
    payment,
    vatCheck: services.vatCheck,
    mail: { mailer: mail.mailer, outbox: mail.outbox, outboxPage: !production },
    live: fanOut,
    livePort: live?.port ?? null,
    ...(shared === undefined ? {} : { otherProcesses: shared.bus, rateLimitStore: shared.rateLimitStore }),
    readiness: {
      check: async () => {
        const store = (await trueWithin(opened.reachable(), STORE_CHECK_MS)) ? 'ok' : 'unreachable';
        const process = drain.draining ? 'draining' : 'ok';
        // Redis down degrades the shop (live updates and invalidations stay in each process), it does not stop it: a
        // process is not taken out of rotation for it (ADR 043).
        const checks: Record<string, string> = { store, process };
        if (redis !== null) checks.redis = (await redis.reachable()) ? 'ok' : 'unreachable';
        if (shared !== undefined) checks.instance = shared.name;
        return { ready: store === 'ok' && process === 'ok', degraded: checks.redis === 'unreachable', checks };
      },
      draining: () => drain.draining,
    },
    catalogue,
    catalogueChanges,
    consents: new KyselyNewsletterConsents(opened.visitorsDb),
    ...visitors,
    // ADR 039: the operator's key when given (required in production: settings.server.ts), else the store's own.
    ...(values.ORDER_LINK_SECRET === undefined ? {} : { orderLinkKey: Buffer.from(values.ORDER_LINK_SECRET) }),
    ...(values.ORDER_LINK_DAYS === undefined ? {} : { orderLinkDays: values.ORDER_LINK_DAYS }),
    content: await loadFileContent(options.contentDir),
    cacheSecret,
    imageHosts,
    trustProxy: values.TRUST_PROXY ?? false,
    addressing,
    // ADR 031: the RATE_LIMIT_* variables; a wrong one stops the start, naming it.
    rateLimits: rateLimitSettingsFromEnv(settings.env),
    logger: true,
    pages: options.pages,
    ...(options.countries === undefined ? {} : { countries: options.countries }),
    // Rendered guest pages are kept a minute unless PAGE_CACHE_SECONDS says otherwise (0: none); in development
    // none, so an edit shows at once.
    pageCacheSeconds: values.PAGE_CACHE_SECONDS ?? (production ? 60 : 0),
    // spec/1 §7 component cache: a page's blocks, loaded and rendered, kept for the shop's next page as long
    // (COMPONENT_CACHE_SECONDS; 0: none), so a page not in the page cache renders only what is its own.
    componentCacheSeconds: values.COMPONENT_CACHE_SECONDS ?? (production ? 60 : 0),
    // ADR 009: the block gallery (/__blocks) for developers and editors; in production only when asked for.
    blockGallery: values.BLOCK_GALLERY ?? !production,
    // ADR 015: documents of known pages rendered without vike; DIRECT_RENDER=0 leaves every
    // request to vike (a way out should a vike upgrade and the renderer disagree before the tests say so).
    directRender: values.DIRECT_RENDER ?? true,
  });
  // ADR 043: on SIGTERM (or Ctrl-C) not ready, the live connections told to reconnect, the requests in flight finished.
  const drain = drainOf({
    live,
    app,
    store: {
      close: async () => {
        await opened.close();
        await redis?.close();
      },
    },
    stopTimers: () => {
      clearInterval(purging);
      clearInterval(purgingOutbox);
    },
    seconds: values.SHUTDOWN_SECONDS ?? SHUTDOWN_SECONDS,
    log: { info: (message) => app.log.info(message), error: (message) => app.log.error(message) },
  });
  const port = values.PORT ?? PROJECT.server.port;
  started.app = app;
  await app.listen({ port, host }).catch((error: NodeJS.ErrnoException) => {
    // The operator's PORT or HOST: one line saying which, never a stack trace.
    if (error.code !== 'EADDRINUSE' && error.code !== 'EACCES' && error.code !== 'EADDRNOTAVAIL') throw error;
    console.error(`Cannot listen on ${host}:${port} (${error.code}): set PORT (and HOST) to a free address`);
    process.exit(1);
  });
  // Build the listing index now rather than on the first shopper's request (about a second at 100,000 products).
  catalogue.warm();
  opened.followCatalogue?.((copy) => {
    catalogue.readFrom(copy.database.sqlite);
    for (const listener of catalogueRead) listener();
  });

  process.on('SIGTERM', () => void drain.start('SIGTERM'));
  process.on('SIGINT', () => void drain.start('SIGINT'));
  // A worker whose primary is gone has no one to answer to: it stops too.
  if (options.shared !== undefined) process.on('disconnect', () => void drain.start('The primary process ended'));
}
