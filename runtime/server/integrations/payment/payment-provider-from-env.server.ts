// Chooses the payment provider from the environment (ARCHITECTURE: "the embedded default is chosen when no credentials
// are configured"). Either way the shop gets the same adapter speaking Adyen's Checkout API over HTTP — to Adyen, or
// to the embedded test provider mounted in the shop itself — so every payment takes the same code path.
import { randomBytes as nodeRandomBytes } from 'node:crypto';
import { createAdyenClient, DEFAULT_PAYMENT_TIMEOUT_MS, type AdyenCheckoutClient } from './adyen-client.server.ts';
import type { GooglePaySetup } from './google-pay-setup.ts';
import { TEST_PROVIDER_PREFIX, type TestPaymentProviderOptions } from './test-provider.server.ts';

/** Basic auth credentials the shop's webhook endpoint requires of the provider. */
export interface WebhookCredentials {
  username: string;
  password: string;
}

interface PaymentConfigurationBase {
  /** The port's adapter, pointed at the chosen provider. */
  provider: AdyenCheckoutClient;
  /** Sent as merchantAccount in every request. */
  merchantAccount: string;
  /** The hex HMAC key the shop verifies webhook items with (notification-hmac.ts). */
  hmacKey: string;
  /** Basic auth the webhook endpoint checks; null: none configured. */
  webhookCredentials: WebhookCredentials | null;
  /** How Google Pay's data is collected in the browser (spec/2 §5 Google Pay express). */
  googlePay: GooglePaySetup;
}

export interface AdyenConfiguration extends PaymentConfigurationBase {
  kind: 'adyen';
  checkoutUrl: string;
}

export interface EmbeddedConfiguration extends PaymentConfigurationBase {
  kind: 'embedded';
  /** What to pass to registerTestPaymentProvider: the same generated keys the adapter and the webhook check use. */
  testProvider: TestPaymentProviderOptions;
}

export type PaymentConfiguration = AdyenConfiguration | EmbeddedConfiguration;

export interface PaymentEnvOptions {
  /** Where the shop's server reaches itself, e.g. http://127.0.0.1:3000 (the adapter calls the embedded provider there). */
  shopBaseUrl: string;
  /** The shop's webhook endpoint, as the embedded provider calls it. */
  notificationUrl: string;
  /** The embedded provider's SQLite file unless TEST_PSP_DATABASE names another. */
  embeddedDatabaseFile: string;
  /** For tests: the source of the generated keys. */
  randomBytes?: (size: number) => Buffer;
}

/** A configuration mistake of the operator's, said with the variable to fix (CONVENTIONS §9). */
export class PaymentConfigurationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentConfigurationError';
  }
}

const ADYEN_VARIABLES = ['ADYEN_API_KEY', 'ADYEN_MERCHANT_ACCOUNT', 'ADYEN_CHECKOUT_URL', 'ADYEN_HMAC_KEY'] as const;

/** The merchant account the embedded provider takes. */
export const EMBEDDED_MERCHANT_ACCOUNT = 'MultishopTestAccount';

type Env = Readonly<Record<string, string | undefined>>;

function value(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw === undefined || raw === '' ? undefined : raw;
}

function required(env: Env, name: string, what: string): string {
  const found = value(env, name);
  if (found === undefined) {
    const others = ADYEN_VARIABLES.filter((variable) => variable !== name && value(env, variable) !== undefined);
    throw new PaymentConfigurationError(
      `${name} is not set: it is needed with ${others.join(', ')} to use Adyen (${what}). ` +
        'Set it, or unset every ADYEN_* variable to use the embedded test provider.',
    );
  }
  return found;
}

function timeoutOf(env: Env): number {
  const raw = value(env, 'PAYMENT_TIMEOUT_MS');
  if (raw === undefined) return DEFAULT_PAYMENT_TIMEOUT_MS;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) {
    throw new PaymentConfigurationError(
      `PAYMENT_TIMEOUT_MS is "${raw}": expected a whole number of milliseconds above 0`,
    );
  }
  return Number(raw);
}

function checkoutUrlOf(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new PaymentConfigurationError(
      `ADYEN_CHECKOUT_URL is "${raw}": expected the Checkout API base URL with its version, e.g. https://checkout-test.adyen.com/v71`,
    );
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) {
    throw new PaymentConfigurationError(
      `ADYEN_CHECKOUT_URL is "${raw}": it must be an https URL (the API key travels with every call)`,
    );
  }
  if (!/\/v\d+\/?$/.test(url.pathname)) {
    throw new PaymentConfigurationError(
      `ADYEN_CHECKOUT_URL is "${raw}": it must end with the API version, e.g. https://checkout-test.adyen.com/v71 ` +
        '(live: https://<prefix>-checkout-live.adyenpayments.com/checkout/v71)',
    );
  }
  return raw.replace(/\/+$/, '');
}

function webhookCredentialsOf(env: Env): WebhookCredentials | null {
  const username = value(env, 'ADYEN_WEBHOOK_USERNAME');
  const password = value(env, 'ADYEN_WEBHOOK_PASSWORD');
  if (username === undefined && password === undefined) return null;
  if (username === undefined || password === undefined) {
    const missing = username === undefined ? 'ADYEN_WEBHOOK_USERNAME' : 'ADYEN_WEBHOOK_PASSWORD';
    throw new PaymentConfigurationError(
      `${missing} is not set: webhook Basic auth needs both ADYEN_WEBHOOK_USERNAME and ADYEN_WEBHOOK_PASSWORD (or neither)`,
    );
  }
  return { username, password };
}

function settleAfterOf(env: Env): number | null | undefined {
  const raw = value(env, 'TEST_PSP_SETTLE_AFTER_MS');
  if (raw === undefined) return undefined;
  if (raw === 'never') return null;
  if (!/^\d+$/.test(raw)) {
    throw new PaymentConfigurationError(`TEST_PSP_SETTLE_AFTER_MS is "${raw}": expected milliseconds, or "never"`);
  }
  return Number(raw);
}

function returnMethodOf(env: Env): 'GET' | 'POST' | undefined {
  const raw = value(env, 'TEST_PSP_RETURN_METHOD');
  if (raw === undefined) return undefined;
  if (raw !== 'GET' && raw !== 'POST') {
    throw new PaymentConfigurationError(`TEST_PSP_RETURN_METHOD is "${raw}": expected GET or POST`);
  }
  return raw;
}

/**
 * Google's sheet with a real provider: GOOGLE_PAY_ENVIRONMENT (TEST or PRODUCTION; by default PRODUCTION for Adyen's
 * live endpoint, TEST otherwise) and GOOGLE_PAY_MERCHANT_ID, Google's merchant id, which PRODUCTION needs unless
 * Adyen's payment methods answer carries it.
 */
function googlePayOf(env: Env, checkoutUrl: string): GooglePaySetup {
  const raw = value(env, 'GOOGLE_PAY_ENVIRONMENT');
  if (raw !== undefined && raw !== 'TEST' && raw !== 'PRODUCTION') {
    throw new PaymentConfigurationError(`GOOGLE_PAY_ENVIRONMENT is "${raw}": expected TEST or PRODUCTION`);
  }
  const environment = raw ?? (new URL(checkoutUrl).hostname.includes('-live.') ? 'PRODUCTION' : 'TEST');
  const merchantId = value(env, 'GOOGLE_PAY_MERCHANT_ID');
  return { sheet: 'googlePay', environment, ...(merchantId === undefined ? {} : { merchantId }) };
}

export function paymentProviderFromEnv(env: Env, options: PaymentEnvOptions): PaymentConfiguration {
  const timeoutMs = timeoutOf(env);
  if (ADYEN_VARIABLES.some((name) => value(env, name) !== undefined)) {
    const apiKey = required(
      env,
      'ADYEN_API_KEY',
      'the API key of a web service user, Customer Area > Developers > API credentials',
    );
    const merchantAccount = required(env, 'ADYEN_MERCHANT_ACCOUNT', 'the merchant account the payments are made for');
    const checkoutUrl = checkoutUrlOf(required(env, 'ADYEN_CHECKOUT_URL', 'e.g. https://checkout-test.adyen.com/v71'));
    const hmacKey = required(env, 'ADYEN_HMAC_KEY', "the webhook's HMAC key, Customer Area > Developers > Webhooks");
    if (!/^(?:[0-9a-fA-F]{2}){16,}$/.test(hmacKey)) {
      throw new PaymentConfigurationError(
        'ADYEN_HMAC_KEY is not a hexadecimal key: copy the 64-character HMAC key shown for the webhook in the Customer Area',
      );
    }
    return {
      kind: 'adyen',
      checkoutUrl,
      provider: createAdyenClient({ baseUrl: checkoutUrl, apiKey, timeoutMs }),
      merchantAccount,
      hmacKey,
      webhookCredentials: webhookCredentialsOf(env),
      googlePay: googlePayOf(env, checkoutUrl),
    };
  }

  // Embedded: keys made for this process. Webhooks are signed when they are sent, so a webhook queued by an earlier
  // process is signed with this process's key and still verifies.
  const random = options.randomBytes ?? nodeRandomBytes;
  const apiKey = random(32).toString('base64url');
  const hmacKey = random(32).toString('hex').toUpperCase();
  const webhookCredentials = { username: 'test-psp', password: random(18).toString('base64url') };
  const settleAfterMs = settleAfterOf(env);
  const returnMethod = returnMethodOf(env);
  const testProvider: TestPaymentProviderOptions = {
    prefix: TEST_PROVIDER_PREFIX,
    apiKey,
    merchantAccount: EMBEDDED_MERCHANT_ACCOUNT,
    databaseFile: value(env, 'TEST_PSP_DATABASE') ?? options.embeddedDatabaseFile,
    notification: { url: options.notificationUrl, hmacKey, ...webhookCredentials },
    ...(settleAfterMs === undefined ? {} : { settleAfterMs }),
    ...(returnMethod === undefined ? {} : { returnMethod }),
  };
  const baseUrl = `${options.shopBaseUrl.replace(/\/+$/, '')}${TEST_PROVIDER_PREFIX}/checkout/v71`;
  return {
    kind: 'embedded',
    provider: createAdyenClient({ baseUrl, apiKey, timeoutMs }),
    merchantAccount: EMBEDDED_MERCHANT_ACCOUNT,
    hmacKey,
    webhookCredentials,
    testProvider,
    googlePay: { sheet: 'testWallet' },
  };
}

/**
 * One line for the start-up log saying where payments go — in words an operator cannot miss when they are not real
 * (as the mailer's says when e-mail is not delivered).
 */
export function paymentDescription(config: PaymentConfiguration): string {
  if (config.kind === 'adyen') {
    return `Payments go to Adyen (${config.checkoutUrl}) for the merchant account ${config.merchantAccount}.`;
  }
  return (
    'Payments are NOT real: no ADYEN_* variable is set, so the embedded test provider takes test payments and no ' +
    'money moves. Set ADYEN_API_KEY, ADYEN_MERCHANT_ACCOUNT, ADYEN_CHECKOUT_URL and ADYEN_HMAC_KEY to take real ones.'
  );
}
