// The card provider as the server reaches it (ADR 024, ADR 029): Adyen as configured, or the embedded test provider
// mounted in this server — the shop's adapter and the provider's webhooks speaking to it through the server itself
// (no address of its own needed), its state in its own SQLite file.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createAdyenClient } from '../integrations/payment/adyen-client.server.ts';
import type {
  PaymentConfiguration,
  PaymentEnvOptions,
} from '../integrations/payment/payment-provider-from-env.server.ts';
import {
  isTestProviderPath,
  registerTestPaymentProvider,
  TEST_PROVIDER_PREFIX,
  type TestPaymentProvider,
} from '../integrations/payment/test-provider.server.ts';
import type { DeliveryPolicy } from '../integrations/payment/test-provider-webhooks.server.ts';
import { injectFetch } from '../payments/inject-fetch.server.ts';
import { PAYMENT_NOTIFICATIONS_PATH } from '../payments/payment-routes.server.ts';

/** Where the embedded test provider and the shop's webhook are reached inside the server (inject-fetch.server.ts). */
const INTERNAL_HOST = 'payments.internal';
const INTERNAL_ORIGIN = `http://${INTERNAL_HOST}`;

/** The embedded provider's GET of a hosted session's result (its route, and nothing else a page could answer). */
const SESSION_RESULT_PATH = new RegExp(`^${TEST_PROVIDER_PREFIX}/checkout/v71/sessions/[^/]+$`);

/**
 * paymentProviderFromEnv's addresses for the embedded test provider mounted in the server, its state in
 * `databaseFile`; a configured provider uses none of them.
 */
export function embeddedPaymentAddresses(databaseFile: string): PaymentEnvOptions {
  return {
    shopBaseUrl: INTERNAL_ORIGIN,
    notificationUrl: `${INTERNAL_ORIGIN}${PAYMENT_NOTIFICATIONS_PATH}`,
    embeddedDatabaseFile: databaseFile,
  };
}

/**
 * The shop reaches the embedded provider, and the provider the shop's webhook, through the server itself
 * (injectFetch at INTERNAL_ORIGIN): those calls are POSTs — or the GET of a hosted session's result from the
 * provider's API, which takes its API key like every call there (ADR 029) — and name no shop. A real provider
 * calls the webhook on a shop's host.
 */
export function isInternalPaymentCall(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0]!;
  const internal = path === PAYMENT_NOTIFICATIONS_PATH || isTestProviderPath(path);
  const sessionResult = SESSION_RESULT_PATH.test(path);
  const method = request.method === 'POST' || (sessionResult && request.method === 'GET');
  return internal && method && request.headers.host === INTERNAL_HOST;
}

const EMBEDDED_PROVIDERS = new WeakMap<FastifyInstance, TestPaymentProvider>();

/**
 * The embedded test provider a server mounted (its webhooks and vouchers); null with a real provider.
 *
 * @internal The tests wait for its webhook deliveries and read them: the shop itself only speaks to it over HTTP
 * (ADR 037).
 */
export function embeddedPaymentProvider(app: FastifyInstance): TestPaymentProvider | null {
  return EMBEDDED_PROVIDERS.get(app) ?? null;
}

/**
 * The configured provider: Adyen's as it is; the embedded test provider mounted in `app`, with the shop's adapter
 * speaking to it through the server. `delivery`: how the embedded provider delivers its webhooks (tests).
 */
export async function mountedPaymentProvider(
  app: FastifyInstance,
  config: PaymentConfiguration,
  delivery?: DeliveryPolicy,
) {
  if (config.kind === 'adyen') return config;
  const fetchThroughApp = injectFetch(app);
  const testProvider = await registerTestPaymentProvider(app, {
    ...config.testProvider,
    ...(delivery === undefined ? {} : { delivery }),
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
