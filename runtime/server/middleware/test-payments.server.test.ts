// ADR 030 over real HTTP: a shop whose card provider is the embedded test provider (no ADYEN_*, or
// PAYMENT_PROVIDER=test in production) tells the pages that take a payment so — the payment step by its methods'
// `testPayments`, the cart step's Google Pay express by its test wallet — and a shop with Adyen (behind msw, shaped as
// Adyen documents it) tells them nothing of the kind.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetGooglePayExpressAnswer, GetPaymentMethodsAnswer } from '../../../generated/types.ts';
import { readyCart } from '../../../tests/fixtures/provider-shopper.ts';
import { startSeededShop, type SeededShop } from '../../../tests/fixtures/seeded-shop.ts';
import { paymentProviderFromEnv } from '../integrations/payment/payment-provider-from-env.server.ts';

const ADYEN = 'https://checkout-test.adyen.example/v71';

/** The payment step's and the cart step's answers for a German shopper's cart ready to pay. */
async function payingPagesOf(shop: SeededShop) {
  const { shopper, cart } = await readyCart(shop.port, 'de', shop.skus[0]!);
  const methods = await shopper.call('getPaymentMethods', { cartId: cart.id, clientType: 'PRIVATE' });
  expect(methods.status, methods.text()).toBe(200);
  const express = await shopper.call('getGooglePayExpress', { cartId: cart.id });
  expect(express.status, express.text()).toBe(200);
  return {
    methods: methods.json() as GetPaymentMethodsAnswer,
    express: express.json() as GetGooglePayExpressAnswer,
  };
}

describe('a shop with the embedded test provider', () => {
  let shop: SeededShop;
  beforeAll(async () => {
    shop = await startSeededShop();
  });
  afterAll(() => shop.close());

  it('answers its payment methods as test payments, and offers Google Pay express with the test wallet', async () => {
    const { methods, express } = await payingPagesOf(shop);
    expect(methods.testPayments).toBe(true);
    expect(methods.methods.some((method) => method.kind === 'provider')).toBe(true);
    expect(express).toMatchObject({ available: true, sheet: 'testWallet' });
  });
});

describe('a shop with Adyen', () => {
  const server = setupServer(
    // Adyen's /paymentMethods answer for Google Pay (https://docs.adyen.com/payment-methods/google-pay/api-only).
    http.post(`${ADYEN}/paymentMethods`, () =>
      HttpResponse.json({
        paymentMethods: [
          {
            configuration: { merchantId: '1000', gatewayMerchantId: 'MultishopECOM' },
            name: 'Google Pay',
            type: 'googlepay',
          },
        ],
      }),
    ),
  );
  let shop: SeededShop;
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'bypass' });
    const payment = paymentProviderFromEnv(
      {
        ADYEN_API_KEY: 'test-key',
        ADYEN_MERCHANT_ACCOUNT: 'MultishopECOM',
        ADYEN_CHECKOUT_URL: ADYEN,
        ADYEN_HMAC_KEY: 'AB'.repeat(32),
      },
      {
        shopBaseUrl: 'http://payments.internal',
        notificationUrl: 'http://payments.internal/payments/notifications',
        embeddedDatabaseFile: ':memory:',
      },
    );
    expect(payment.kind).toBe('adyen');
    shop = await startSeededShop({ app: { payment } });
  });
  afterAll(async () => {
    server.close();
    await shop.close();
  });

  it('answers its payment methods as real payments, and offers Google Pay express with Google’s sheet', async () => {
    const { methods, express } = await payingPagesOf(shop);
    expect(methods.testPayments).toBe(false);
    expect(methods.methods.some((method) => method.kind === 'provider')).toBe(true);
    expect(express).toMatchObject({ available: true, sheet: 'googlePay' });
  });
});
