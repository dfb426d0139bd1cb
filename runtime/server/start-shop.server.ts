// Starts the shop's server with the embedded store, created and seeded on first start (issue 4): the one start-up
// both entries share — main.server.ts (TypeScript, `npm run dev`) and serve-built.server.ts (the compiled runtime
// `npm start` and every `dist/<cc>/server.js` run, issue 12).
import path from 'node:path';
import { sqliteVisitorStores } from './commerce/sqlite/visitor-stores.server.ts';
import { mailerFromEnv } from './integrations/email/mailer-from-env.server.ts';
import { OUTBOX_RETENTION_DAYS } from './integrations/email/outbox.server.ts';
import { paymentProviderFromEnv, paymentDescription } from './integrations/payment/payment-provider-from-env.server.ts';
import { vatCheckFromEnv } from './integrations/vat-check/vat-check-from-env.server.ts';
import { PROJECT, type CountryCode } from '../../generated/index.ts';
import { buildApp, shopResolver } from './app.server.ts';
import { InProcessLiveHub } from './live/live-hub.server.ts';
import { startLiveServer } from './live/live-server.server.ts';
import { ensureCatalogue } from './commerce/ensure-catalogue.server.ts';
import { SqliteCatalogue } from './commerce/sqlite/catalogue-store.server.ts';
import { DatabaseFileError } from './commerce/sqlite/database.server.ts';
import { SqliteNewsletterConsents } from './commerce/sqlite/newsletter-consents.server.ts';
import { databaseFile } from './commerce/store-location.server.ts';
import { loadFileContent } from './integrations/cms/file-content.server.ts';
import type { PageMode } from './pages/page-server.server.ts';
import { rateLimitSettingsFromEnv } from './rate-limits/rate-limit-settings.server.ts';

export interface StartShopOptions {
  /** The folder a relative DATABASE_URL, and the default store file, are taken from. */
  root: string;
  pages: PageMode;
  /** The embedded CMS's content folder (content/pages, content/frame). */
  contentDir: string;
  /** Production: the caches on by default, the block gallery off. */
  production: boolean;
  /** The countries served; a host of any other is not this shop (a country's own build). All when not given. */
  countries?: readonly CountryCode[];
}

export async function startShop(options: StartShopOptions): Promise<void> {
  const { production } = options;
  const file = databaseFile(options.root);
  const store = await ensureCatalogue(file).catch((error: unknown) => {
    if (error instanceof DatabaseFileError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  });
  if (store.seeded) {
    console.log(
      `Seeded ${file}: ${store.seeded.products} products in ${(store.seeded.milliseconds / 1000).toFixed(1)} s.`,
    );
  }
  // Without CACHE_INVALIDATION_SECRET the invalidation endpoints are off (404).
  const cacheSecret = process.env.CACHE_INVALIDATION_SECRET ?? '';
  const imageHosts = (process.env.IMAGE_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean);
  const catalogue = new SqliteCatalogue(store.database.sqlite);
  // Issue 13 part 1: sessions in the store; the ended ones are deleted at start and every hour (a lookup of an
  // ended one deletes it too).
  const visitors = sqliteVisitorStores(store.database);
  const { sessions, carts } = visitors;
  // A failed purge (a busy store) is tried again the next hour; it must not end the process.
  const purge = () =>
    void sessions
      .purgeExpired(Date.now())
      .catch((error: unknown) => console.error('Purging ended sessions failed:', error));
  purge();
  const purging = setInterval(purge, 3_600_000).unref();
  const host = process.env.HOST ?? PROJECT.server.host;
  // Issue 13 part 4: the live cart updates on their own port (spec/2 §9: 2087; LIVE_PORT, 0 for any free one). A
  // port already taken (a second shop on the machine) leaves the shop running without them, and says so.
  const hub = new InProcessLiveHub();
  const livePort = Number(process.env.LIVE_PORT ?? PROJECT.liveUpdates.port);
  const live = await startLiveServer(
    {
      hub,
      sessions,
      carts,
      shopOf: shopResolver(options.countries),
      trustProxy: process.env.TRUST_PROXY === '1' || process.env.TRUST_PROXY === 'true',
      log: { warn: (message) => console.warn(message), error: (message, error) => console.error(message, error) },
    },
    livePort,
    host,
  ).catch((error: NodeJS.ErrnoException) => {
    console.error(`Live cart updates are off: cannot listen on ${host}:${livePort} (${error.code}); set LIVE_PORT`);
    return null;
  });
  // Issue 14: the outside services of a purchase, each its embedded default unless the environment names the real one.
  const mail = mailerFromEnv(process.env, store.database);
  console.log(mail.description);
  // The outbox keeps a message OUTBOX_RETENTION_DAYS (30 by default); older ones go at start and every hour.
  const retentionDays = Number(process.env.OUTBOX_RETENTION_DAYS ?? OUTBOX_RETENTION_DAYS);
  if (!(retentionDays > 0)) {
    console.error(`OUTBOX_RETENTION_DAYS is "${process.env.OUTBOX_RETENTION_DAYS}": expected a number of days above 0`);
    process.exit(1);
  }
  const purgeOutbox = () =>
    void mail.outbox
      .purgeKeptBefore(Date.now() - retentionDays * 86_400_000)
      .catch((error: unknown) => console.error('Purging the outbox failed:', error));
  purgeOutbox();
  const purgingOutbox = setInterval(purgeOutbox, 3_600_000).unref();
  const payment = paymentProviderFromEnv(process.env, {
    // The embedded provider is reached inside the server; these addresses are only used by a configured one.
    shopBaseUrl: 'http://payments.internal',
    notificationUrl: 'http://payments.internal/payments/notifications',
    embeddedDatabaseFile: path.join(path.dirname(file), 'test-payment-provider.sqlite'),
  });
  console.log(paymentDescription(payment));
  const app = await buildApp({
    payment,
    vatCheck: vatCheckFromEnv(process.env),
    mail: { mailer: mail.mailer, outbox: mail.outbox, outboxPage: !production },
    live: hub,
    livePort: live?.port ?? null,
    catalogue,
    consents: new SqliteNewsletterConsents(store.database.db),
    ...visitors,
    content: await loadFileContent(options.contentDir),
    cacheSecret,
    imageHosts,
    trustProxy: process.env.TRUST_PROXY === '1' || process.env.TRUST_PROXY === 'true',
    // ADR 031: the RATE_LIMIT_* variables; a wrong one stops the start, naming it.
    rateLimits: rateLimitSettingsFromEnv(process.env),
    logger: true,
    pages: options.pages,
    ...(options.countries === undefined ? {} : { countries: options.countries }),
    // Rendered guest pages are kept a minute unless PAGE_CACHE_SECONDS says otherwise (0: none); in development
    // none, so an edit shows at once.
    pageCacheSeconds: Number(process.env.PAGE_CACHE_SECONDS ?? (production ? 60 : 0)),
    // spec/1 §7 component cache: a page's blocks, loaded and rendered, kept for the shop's next page as long
    // (COMPONENT_CACHE_SECONDS; 0: none), so a page not in the page cache renders only what is its own.
    componentCacheSeconds: Number(process.env.COMPONENT_CACHE_SECONDS ?? (production ? 60 : 0)),
    // Issue 6: the block gallery (/__blocks) for developers and editors; in production only when asked for.
    blockGallery: !production || process.env.BLOCK_GALLERY === '1',
    // Issue 11 part 3, ADR 015: documents of known pages rendered without vike; DIRECT_RENDER=0 leaves every
    // request to vike (a way out should a vike upgrade and the renderer disagree before the tests say so).
    directRender: process.env.DIRECT_RENDER !== '0',
  });
  const port = Number(process.env.PORT ?? PROJECT.server.port);
  await app.listen({ port, host }).catch((error: NodeJS.ErrnoException) => {
    // The operator's PORT or HOST: one line saying which, never a stack trace.
    if (error.code !== 'EADDRINUSE' && error.code !== 'EACCES' && error.code !== 'EADDRNOTAVAIL') throw error;
    console.error(`Cannot listen on ${host}:${port} (${error.code}): set PORT (and HOST) to a free address`);
    process.exit(1);
  });
  // Build the listing index now rather than on the first shopper's request (about a second at 100,000 products).
  catalogue.warm();

  // Graceful shutdown: stop taking requests, let the ones in flight finish, close the store.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    clearInterval(purging);
    clearInterval(purgingOutbox);
    await live?.close();
    await app.close();
    await store.database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
