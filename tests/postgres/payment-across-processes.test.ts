// ADR 043, ADR 028: a payment's completion racing across two shop processes on one PostgreSQL store — the shopper
// back from the provider's hosted page on process A while the provider's webhook for the same payment lands on
// process B — makes one order, paid once, its stock taken once. The provider is Adyen's protocol (ADYEN_* settings)
// answered by a small Checkout API server of this test: its HTTP boundary, which both processes reach, and whose
// webhook the test signs and sends as Adyen would.
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../generated/types.ts';
import { CATALOGUE_SEED_FILE } from '../../runtime/server/commerce/open-store.server.ts';
import { signNotificationItem } from '../../runtime/server/integrations/payment/notification-hmac.ts';
import { apiShopper } from '../fixtures/api-shopper.ts';
import { httpCall } from '../fixtures/http-call.ts';
import { stop } from '../fixtures/processes.ts';
import { browser, pay } from '../fixtures/provider-shopper.ts';
import { cartReadyToOrder, skuWithStockIn, startShopProcesses, type ShopProcess } from '../fixtures/shop-process.ts';
import { freshPostgresDatabase, STORE_ENGINES } from '../fixtures/store-engines.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MERCHANT = 'MultishopTwoProcesses';
const HMAC_KEY = 'C3'.repeat(32);
const WEBHOOK = { username: 'adyen-webhook', password: 'two-processes-secret' };

interface Session {
  id: string;
  reference: string;
  amount: { value: number; currency: string };
  returnUrl: string;
  pspReference: string;
}

/**
 * Adyen's Checkout API as far as a hosted payment goes (ADR 029): POST /sessions makes a session, GET /sessions/{id}
 * answers it completed with one authorised payment of the asked amount — after `resultDelayMs`, so that the return's
 * check and the webhook overlap. Any other call (a cancel, a reversal) is recorded: a race lost must not give money back.
 */
function fakeCheckoutApi(resultDelayMs: number) {
  const sessions = new Map<string, Session>();
  const otherCalls: string[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const answer = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      const url = new URL(request.url!, 'http://adyen.local');
      if (request.method === 'POST' && url.pathname === '/v71/sessions') {
        const asked = JSON.parse(body) as Omit<Session, 'id' | 'pspReference'>;
        const id = `CS${sessions.size + 1}`.padEnd(18, '0');
        const session = { ...asked, id, pspReference: `PSP${sessions.size + 1}`.padEnd(16, '0') };
        sessions.set(id, session);
        answer(201, {
          ...asked,
          id,
          sessionData: 'Ab02b4c0!',
          url: `https://checkoutshopper-test.adyen.com/checkoutshopper/v1/sessions/${id}`,
        });
        return;
      }
      const session = /^\/v71\/sessions\/(\w+)$/.exec(url.pathname)?.[1];
      if (request.method === 'GET' && session !== undefined && sessions.has(session)) {
        const { id, reference, amount, pspReference } = sessions.get(session)!;
        setTimeout(
          () =>
            answer(200, {
              id,
              status: 'completed',
              reference,
              payments: [
                { amount, paymentMethod: { type: 'scheme', brand: 'visa' }, pspReference, resultCode: 'Authorised' },
              ],
            }),
          resultDelayMs,
        );
        return;
      }
      otherCalls.push(`${request.method} ${url.pathname}`);
      answer(422, { status: 422, errorCode: '000', message: 'Not part of this test', errorType: 'validation' });
    });
  });
  return { server, sessions, otherCalls };
}

describe.skipIf(!STORE_ENGINES.includes('postgres'))('a payment completed on two processes at once', () => {
  const adyen = fakeCheckoutApi(40);
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let store: pg.Client;
  const shops: ShopProcess[] = [];

  beforeAll(async () => {
    database = await freshPostgresDatabase();
    await new Promise<void>((resolve) => adyen.server.listen(0, '127.0.0.1', resolve));
    const { port: adyenPort } = adyen.server.address() as { port: number };
    const env = {
      DATABASE_URL: database.url,
      PAYMENT_PROVIDER: 'adyen',
      ADYEN_API_KEY: 'two-processes-key',
      ADYEN_MERCHANT_ACCOUNT: MERCHANT,
      ADYEN_CHECKOUT_URL: `http://127.0.0.1:${adyenPort}/v71`,
      ADYEN_HMAC_KEY: HMAC_KEY,
      ADYEN_WEBHOOK_USERNAME: WEBHOOK.username,
      ADYEN_WEBHOOK_PASSWORD: WEBHOOK.password,
    };
    shops.push(...(await startShopProcesses(2, env)));
    store = new pg.Client({ connectionString: database.url });
    await store.connect();
  }, 180_000);

  afterAll(async () => {
    await Promise.all(shops.map((shop) => stop(shop.child)));
    await store?.end();
    await database?.drop();
    adyen.server.close();
  });

  /** Adyen's AUTHORISATION webhook for the session's payment, signed and authenticated, posted to process `port`. */
  function webhookTo(port: number, session: Session) {
    const fields = {
      pspReference: session.pspReference,
      merchantAccountCode: MERCHANT,
      merchantReference: session.reference,
      amount: session.amount,
      eventCode: 'AUTHORISATION',
      eventDate: '2026-11-30T02:00:00+01:00',
      success: 'true' as const,
    };
    const item = { ...fields, additionalData: { hmacSignature: signNotificationItem(fields, HMAC_KEY) } };
    return httpCall(port, 'POST', '/payments/notifications', {
      host: 'www.multishop.de',
      body: JSON.stringify({ live: 'false', notificationItems: [{ NotificationRequestItem: item }] }),
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`${WEBHOOK.username}:${WEBHOOK.password}`).toString('base64')}`,
      },
    });
  }

  /** The shopper's browser back from the hosted page at the return address the shop gave, sent to process `port`. */
  function returnTo(port: number, session: Session) {
    const back = new URL(session.returnUrl);
    back.searchParams.set('sessionId', session.id);
    back.searchParams.set('sessionResult', 'Ab02b4c0!BQABAgB+');
    return browser(port, back.host).call('GET', back.href);
  }

  it('the return on A and the webhook on B, at the same moment, make one paid order, in round after round', async () => {
    const [a, b] = shops as [ShopProcess, ShopProcess];
    const sku = skuWithStockIn(path.join(ROOT, CATALOGUE_SEED_FILE));
    const stockOf = async () =>
      (await store.query<{ q: number }>(`select available_quantity as q from inventory where sku = $1`, [sku])).rows[0]!
        .q;
    const before = await stockOf();
    const rounds = 6;
    for (let round = 0; round < rounds; round++) {
      const shopper = apiShopper(a.port);
      const cart = await cartReadyToOrder(shopper, sku);
      expect(await pay(shopper, cart)).toMatchObject({ action: 'redirect' });
      const session = [...adyen.sessions.values()].at(-1)!;
      expect(session.amount).toEqual({ value: cart.totalPrice.centAmount, currency: 'EUR' });
      // Odd rounds the other way about: the webhook's process ahead by a moment, then behind.
      const [back, webhook] = await Promise.all(
        round % 2 === 0
          ? [returnTo(a.port, session), webhookTo(b.port, session)]
          : [
              new Promise((resolve) => setTimeout(resolve, 5)).then(() => returnTo(a.port, session)),
              webhookTo(b.port, session),
            ],
      );
      expect(webhook.status, webhook.text()).toBe(200);
      expect(webhook.text()).toBe('[accepted]');
      expect(back.status, back.text()).toBe(303);
      const orderId = /\/checkout\/thank-you\/([\w-]+)$/.exec(String(back.headers.location))?.[1];
      expect(orderId, String(back.headers.location)).toBeTruthy();
      const { rows } = await store.query<{ id: string; data: string }>(
        `select id, data from orders where cart_id = $1`,
        [cart.id],
      );
      expect(rows.map((row) => row.id)).toEqual([orderId]);
      const order = JSON.parse(rows[0]!.data) as Order;
      expect(order).toMatchObject({ paymentState: 'Paid', totalPrice: cart.totalPrice });
      expect(order.paymentInfo.payments).toHaveLength(1);
      // The order is the shopper's through either process.
      for (const port of [a.port, b.port]) {
        const seen = await apiShopper(port, 'de.localhost', { cookie: shopper.cookie! }).call('getMyOrders', {
          where: { id: orderId },
        });
        expect(seen.status, seen.text()).toBe(200);
        expect((seen.json() as { orders: { total: number } }).orders.total).toBe(1);
      }
    }
    expect(await stockOf()).toBe(before - rounds);
    // No lost race gave money back or cancelled a payment.
    expect(adyen.otherCalls).toEqual([]);
  }, 120_000);
});
