// The shop's API server as the crash test (crash.faults.test.ts) runs it: a process of its own, so the test can end
// it with SIGKILL — no close hook, no flush, as when the machine or the OOM killer takes it — and start it again on
// the same files. Its store and the embedded payment provider's SQLite file are named by the environment:
//   FAULTS_SHOP_DATABASE  the shop's store (created and seeded on first use)
//   FAULTS_PSP_DATABASE   the embedded test provider's own file (its payments and its webhook queue)
//   FAULTS_PORT           where it listens (127.0.0.1)
// The API only: no pages to build, so a start takes the time of the imports and the store's migrations.
import { buildApp } from '../../runtime/server/app.server.ts';
import { ensureCatalogue } from '../../runtime/server/commerce/ensure-catalogue.server.ts';
import { SqliteCatalogue } from '../../runtime/server/commerce/sqlite/catalogue-store.server.ts';
import type { DeliveryPolicy } from '../../runtime/server/integrations/payment/test-provider-webhooks.server.ts';
import { ONE_ADDRESS_RATE_LIMITS } from '../fixtures/one-address-rate-limits.ts';
import { embeddedDependencies } from '../fixtures/embedded-dependencies.ts';

/**
 * Webhooks a little late — about as late as the shoppers' returns, so either may make the order first, and some are
 * still queued when the process is killed (the provider delivers them after the restart) — and retried within the
 * test's deadline instead of Adyen's minutes.
 */
const DELIVERY: DeliveryPolicy = {
  delayMs: 100,
  retryDelaysMs: [200, 500, 1_000],
  maxAttempts: 30,
};

function required(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') {
    console.error(`${name} is not set: the crash test names the shop's store, the provider's file and the port`);
    process.exit(2);
  }
  return value;
}

async function main(): Promise<void> {
  const shopFile = required('FAULTS_SHOP_DATABASE');
  const pspFile = required('FAULTS_PSP_DATABASE');
  const port = Number(required('FAULTS_PORT'));
  // The test seeds the store before the first start (to know its stock); a fresh file would be seeded alike.
  const store = await ensureCatalogue(shopFile, { products: 40 });
  const app = await buildApp({
    catalogue: new SqliteCatalogue(store.database.sqlite),
    cacheSecret: '',
    ...(await embeddedDependencies(store.database, { paymentDatabase: pspFile })),
    // Many shoppers from 127.0.0.1: the limits are raised (ADR 031).
    rateLimits: ONE_ADDRESS_RATE_LIMITS,
    testProviderDelivery: DELIVERY,
    logger: true,
  });
  await app.listen({ port, host: '127.0.0.1' });

  // SIGTERM (the test's clean stop at the end): requests in flight finish, the provider waits for a delivery in
  // flight and closes its file, then the store closes.
  let closing = false;
  process.on('SIGTERM', () => {
    if (closing) return;
    closing = true;
    void app
      .close()
      .then(() => store.database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('Closing the shop failed:', error);
          process.exit(1);
        },
      );
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
