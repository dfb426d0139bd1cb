// Choosing the payment provider from the environment (payment-provider-from-env.server.ts).
import { describe, expect, it } from 'vitest';
import {
  EMBEDDED_MERCHANT_ACCOUNT,
  PaymentConfigurationError,
  paymentDescription,
  paymentProviderFromEnv,
} from './payment-provider-from-env.server.ts';

const OPTIONS = {
  shopBaseUrl: 'http://127.0.0.1:3000/',
  notificationUrl: 'http://127.0.0.1:3000/payment-notifications',
  embeddedDatabaseFile: '.data/test-psp.sqlite',
  randomBytes: (size: number) => Buffer.alloc(size, 7),
};

const ADYEN = {
  ADYEN_API_KEY: 'AQEyhmfxK...',
  ADYEN_MERCHANT_ACCOUNT: 'MultishopECOM',
  ADYEN_CHECKOUT_URL: 'https://checkout-test.adyen.com/v71',
  ADYEN_HMAC_KEY: '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056',
};

const failure = (env: Record<string, string>) => {
  try {
    paymentProviderFromEnv(env, OPTIONS);
  } catch (error) {
    expect(error).toBeInstanceOf(PaymentConfigurationError);
    return (error as Error).message;
  }
  throw new Error('expected a configuration error');
};

describe('paymentProviderFromEnv', () => {
  it('uses the embedded provider when no Adyen variable is set: the adapter at the shop’s own URL, local keys shared', () => {
    const config = paymentProviderFromEnv({}, OPTIONS);
    expect(config.kind).toBe('embedded');
    if (config.kind !== 'embedded') return;
    expect(config.provider.baseUrl).toBe('http://127.0.0.1:3000/test-psp/checkout/v71');
    expect(config.merchantAccount).toBe(EMBEDDED_MERCHANT_ACCOUNT);
    expect(config.testProvider).toMatchObject({
      prefix: '/test-psp',
      merchantAccount: EMBEDDED_MERCHANT_ACCOUNT,
      databaseFile: '.data/test-psp.sqlite',
      notification: {
        url: OPTIONS.notificationUrl,
        hmacKey: config.hmacKey,
        username: config.webhookCredentials!.username,
        password: config.webhookCredentials!.password,
      },
    });
    expect(config.hmacKey).toMatch(/^[0-9A-F]{64}$/);
    expect(config.testProvider.apiKey.length).toBeGreaterThanOrEqual(32);
  });

  it('makes new keys for each process', () => {
    const a = paymentProviderFromEnv({}, { ...OPTIONS, randomBytes: undefined as never });
    const b = paymentProviderFromEnv({}, { ...OPTIONS, randomBytes: undefined as never });
    expect(a.hmacKey).not.toBe(b.hmacKey);
  });

  it('reads the embedded provider’s own settings', () => {
    const config = paymentProviderFromEnv(
      { TEST_PSP_DATABASE: '/tmp/psp.sqlite', TEST_PSP_RETURN_METHOD: 'POST', TEST_PSP_SETTLE_AFTER_MS: 'never' },
      OPTIONS,
    );
    expect(config.kind === 'embedded' && config.testProvider).toMatchObject({
      databaseFile: '/tmp/psp.sqlite',
      returnMethod: 'POST',
      settleAfterMs: null,
    });
    expect(failure({ TEST_PSP_RETURN_METHOD: 'PUT' })).toMatch(
      /^TEST_PSP_RETURN_METHOD is "PUT": expected GET or POST/,
    );
    expect(failure({ TEST_PSP_SETTLE_AFTER_MS: 'soon' })).toMatch(/^TEST_PSP_SETTLE_AFTER_MS/);
  });

  it('uses Adyen when its variables are set', () => {
    const config = paymentProviderFromEnv(
      { ...ADYEN, ADYEN_WEBHOOK_USERNAME: 'u', ADYEN_WEBHOOK_PASSWORD: 'p' },
      OPTIONS,
    );
    expect(config).toMatchObject({
      kind: 'adyen',
      checkoutUrl: 'https://checkout-test.adyen.com/v71',
      merchantAccount: 'MultishopECOM',
      hmacKey: ADYEN.ADYEN_HMAC_KEY,
      webhookCredentials: { username: 'u', password: 'p' },
    });
    expect(config.provider.baseUrl).toBe('https://checkout-test.adyen.com/v71');
    expect(paymentProviderFromEnv(ADYEN, OPTIONS).webhookCredentials).toBeNull();
  });

  it.each(['ADYEN_API_KEY', 'ADYEN_MERCHANT_ACCOUNT', 'ADYEN_CHECKOUT_URL', 'ADYEN_HMAC_KEY'] as const)(
    'names %s when it is missing and the others are set',
    (name) => {
      const env: Record<string, string> = { ...ADYEN };
      delete env[name];
      expect(failure(env)).toMatch(new RegExp(`^${name} is not set`));
    },
  );

  it('collects Google Pay’s data with the embedded test wallet beside the embedded provider (spec/2 §5)', () => {
    expect(paymentProviderFromEnv({}, OPTIONS).googlePay).toEqual({ sheet: 'testWallet' });
  });

  it('uses Google’s sheet with Adyen: TEST against Adyen’s test endpoint, PRODUCTION against a live one', () => {
    expect(paymentProviderFromEnv(ADYEN, OPTIONS).googlePay).toEqual({ sheet: 'googlePay', environment: 'TEST' });
    const live = {
      ...ADYEN,
      ADYEN_CHECKOUT_URL: 'https://1797a841fbb37ca7-AdyenDemo-checkout-live.adyenpayments.com/checkout/v71',
      GOOGLE_PAY_MERCHANT_ID: 'BCR2DN4T2XYZ',
    };
    expect(paymentProviderFromEnv(live, OPTIONS).googlePay).toEqual({
      sheet: 'googlePay',
      environment: 'PRODUCTION',
      merchantId: 'BCR2DN4T2XYZ',
    });
    expect(paymentProviderFromEnv({ ...live, GOOGLE_PAY_ENVIRONMENT: 'TEST' }, OPTIONS).googlePay).toMatchObject({
      environment: 'TEST',
    });
    expect(failure({ ...ADYEN, GOOGLE_PAY_ENVIRONMENT: 'LIVE' })).toBe(
      'GOOGLE_PAY_ENVIRONMENT is "LIVE": expected TEST or PRODUCTION',
    );
  });

  it('says at start-up where payments go, and loudly when they are not real', () => {
    expect(paymentDescription(paymentProviderFromEnv({}, OPTIONS))).toMatch(/^Payments are NOT real: .*ADYEN_API_KEY/);
    expect(paymentDescription(paymentProviderFromEnv(ADYEN, OPTIONS))).toBe(
      'Payments go to Adyen (https://checkout-test.adyen.com/v71) for the merchant account MultishopECOM.',
    );
  });

  it('names the variable whose value is wrong, and says what is expected', () => {
    expect(failure({ ...ADYEN, ADYEN_CHECKOUT_URL: 'checkout-test.adyen.com' })).toMatch(
      /^ADYEN_CHECKOUT_URL is "checkout-test.adyen.com": expected/,
    );
    expect(failure({ ...ADYEN, ADYEN_CHECKOUT_URL: 'http://checkout-test.adyen.com/v71' })).toMatch(
      /^ADYEN_CHECKOUT_URL .* https/,
    );
    expect(failure({ ...ADYEN, ADYEN_CHECKOUT_URL: 'https://checkout-test.adyen.com' })).toMatch(
      /^ADYEN_CHECKOUT_URL .* API version/,
    );
    expect(failure({ ...ADYEN, ADYEN_HMAC_KEY: 'my-secret' })).toMatch(/^ADYEN_HMAC_KEY is not a hexadecimal key/);
    expect(failure({ ...ADYEN, ADYEN_WEBHOOK_USERNAME: 'u' })).toMatch(/^ADYEN_WEBHOOK_PASSWORD is not set/);
    expect(failure({ ...ADYEN, PAYMENT_TIMEOUT_MS: '0' })).toMatch(/^PAYMENT_TIMEOUT_MS is "0"/);
  });
});
