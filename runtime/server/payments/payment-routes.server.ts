// ADR 024: the provider's two ways back into the shop.
// - The shopper's return (`/payments/return`): a GET, or a cross-site POST that carries no SameSite=Lax cookie, so
//   the attempt is named in the address and its signature checked (return-signature.server.ts); the redirect result
//   is handed to the provider's payment details — or, back from a hosted session (ADR 029), its sessionId and
//   sessionResult to the session's result (hosted-checkout.server.ts) — and the shopper goes on to the thank-you page
//   or to the payment error page with its state (spec/2 §2, §8).
// - The provider's standard webhooks (`/payments/notifications`): Basic auth when configured, every item's HMAC
//   signature verified (a wrong or missing one refuses the whole delivery, and is logged), each item handled once
//   (the same notification twice changes nothing), an unknown reference logged and acknowledged. An AUTHORISATION
//   completes the attempt's order if the shopper never came back (a crash, a lost redirect); a CANCEL_OR_REFUND
//   settles a reversal the shop asked for (ADR 028).
// Both go through the one completion path (payment-completion.server.ts), whichever is first, which checks that the
// payment the answer names is the attempt's (ADR 028): a redirectResult is the provider's answer about whichever
// payment it belongs to, and a signed webhook may carry another amount.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { href, type CountryCode, type HrefTarget } from '../../../generated/index.ts';
import { withPaymentErrorState, type PaymentErrorState } from '../../domain/routing/payment-error.ts';
import type { PaymentAttempt, PaymentAttemptStore } from '../commerce/ports/payment-attempt-store.ts';
import { verifyNotificationItem } from '../integrations/payment/notification-hmac.ts';
import { parseNotification, type NotificationRequestItem } from '../integrations/payment/notification-types.ts';
import type { PaymentProvider } from '../integrations/payment/payment-port.ts';
import { isPaymentProviderFailure } from '../integrations/payment/payment-port.ts';
import { PAYMENT_RETURN_PATH } from '../middleware/pay-operation.server.ts';
import type { PaymentCompletion, PaymentOutcome } from '../middleware/payment-completion.server.ts';
import type { PaymentUndo } from './payment-undo.server.ts';
import { secretMatches } from '../platform/secret.server.ts';
import { sessionReturnOf, type HostedCheckout } from './hosted-checkout.server.ts';
import { meaningOf } from './payment-outcome.server.ts';
import { returnSignatureMatches } from './return-signature.server.ts';

export const PAYMENT_NOTIFICATIONS_PATH = '/payments/notifications';

export interface PaymentRoutesOptions {
  readonly attempts: PaymentAttemptStore;
  readonly provider: PaymentProvider;
  readonly completion: PaymentCompletion;
  /** Where the provider's word on a reversal the shop asked for is recorded. */
  readonly undo: Pick<PaymentUndo, 'reversalSettled'>;
  /** Hosted Checkout (ADR 029): the return from a hosted session. */
  readonly hostedCheckout: HostedCheckout;
  readonly returnKey: Buffer;
  /** The hex HMAC key of the webhook items. */
  readonly hmacKey: string;
  /** Basic auth the webhook requires; null: none. */
  readonly webhookCredentials: { readonly username: string; readonly password: string } | null;
  readonly log: { warn(message: string): void; error(message: string, error?: unknown): void };
  readonly now?: () => number;
}

/**
 * Where the shopper goes after an outcome, in the language they paid in: the thank-you page of the order, or the
 * payment error page with the state (spec/2 §2 "shown after a refused card-provider payment", §8), which leads back to
 * the payment step.
 */
function nextPage(attempt: PaymentAttempt, result: { orderId: string } | { errorState: PaymentErrorState }): string {
  const target = { country: attempt.country, language: attempt.language } as HrefTarget<CountryCode>;
  return 'orderId' in result
    ? href('checkoutThankYou', { orderId: result.orderId }, target)
    : withPaymentErrorState(href('paymentError', {}, target), result.errorState);
}

/** A notification item in the shop's terms; null for an event that does not change a payment's outcome. */
export function notificationOutcome(item: NotificationRequestItem): PaymentOutcome | null {
  const success = item.success === 'true';
  // What the item says of its payment, checked against the attempt (ADR 028).
  const facts = {
    merchantReference: item.merchantReference,
    amount: { value: item.amount.value, currency: item.amount.currency },
    merchantAccount: item.merchantAccountCode,
  };
  switch (item.eventCode) {
    case 'AUTHORISATION':
      return success
        ? { kind: 'authorised', ...facts, pspReference: item.pspReference }
        : { kind: 'refused', ...facts, pspReference: item.pspReference };
    case 'CANCELLATION':
      // A modification's own pspReference is the cancellation's; the payment's is its originalReference.
      return success
        ? { kind: 'cancelled', ...facts, pspReference: item.originalReference ?? item.pspReference }
        : null;
    case 'OFFER_CLOSED':
      return success ? { kind: 'cancelled', ...facts, pspReference: item.pspReference } : null;
    default:
      return null;
  }
}

/** The key a notification is handled once by: the same event of the same payment with the same result. */
export function notificationKey(item: NotificationRequestItem): string {
  return createHash('sha256')
    .update(
      [item.pspReference, item.originalReference ?? '', item.merchantReference, item.eventCode, item.success].join('|'),
    )
    .digest('hex');
}

function basicAuthMatches(request: FastifyRequest, credentials: { username: string; password: string }): boolean {
  const header = request.headers.authorization ?? '';
  const presented = header.startsWith('Basic ') ? Buffer.from(header.slice(6), 'base64').toString('utf8') : '';
  return secretMatches(presented, `${credentials.username}:${credentials.password}`);
}

/** GET and POST /payments/return and POST /payments/notifications (ADR 024). */
export const paymentRoutes: FastifyPluginAsync<PaymentRoutesOptions> = async (app, options) => {
  const now = options.now ?? Date.now;

  async function shopperReturns(request: FastifyRequest, reply: FastifyReply) {
    const query = request.query as Record<string, string | undefined>;
    const body = (request.body ?? {}) as Record<string, string | undefined>;
    const paymentId = query.payment ?? '';
    const redirectResult = body.redirectResult ?? query.redirectResult;
    // A hosted session's return (ADR 029) carries sessionId and sessionResult instead.
    const session = sessionReturnOf({ ...query, ...body });
    if (
      !returnSignatureMatches(options.returnKey, paymentId, query.sig ?? '') ||
      (redirectResult === undefined && session === null)
    ) {
      options.log.warn(`A payment return with a wrong signature or no result (payment ${paymentId.slice(0, 64)})`);
      return reply.code(400).type('text/plain; charset=utf-8').send('This payment return is not valid.');
    }
    const attempt = await options.attempts.byId(paymentId);
    if (attempt === null) return reply.code(404).type('text/plain; charset=utf-8').send('This payment is unknown.');
    // Already completed (the webhook was first, or the shopper reloads the return): on to its order.
    if (attempt.orderId !== null) return reply.redirect(nextPage(attempt, { orderId: attempt.orderId }), 303);
    let outcome: PaymentOutcome;
    try {
      if (redirectResult === undefined && session !== null) {
        const said = await options.hostedCheckout.outcome(attempt, session);
        // The session is still open (the shopper came back without paying): cancelled, nothing decided.
        if (said === null) return reply.redirect(nextPage(attempt, { errorState: 'cancelled-transaction' }), 303);
        outcome = said;
      } else {
        const result = redirectResult ?? '';
        const key = `${attempt.id}:details:${createHash('sha256').update(result).digest('base64url')}`;
        const meaning = meaningOf(await options.provider.paymentDetails({ details: { redirectResult: result } }, key));
        outcome = meaning.kind === 'outcome' ? meaning.outcome : { kind: 'error' };
      }
    } catch (error) {
      if (!isPaymentProviderFailure(error)) throw error;
      options.log.error(`The payment result of attempt ${attempt.id} failed (${error.kind})`, error);
      return reply.redirect(nextPage(attempt, { errorState: 'payment-error' }), 303);
    }
    const result = await options.completion.complete(attempt, outcome);
    return reply.redirect(
      nextPage(attempt, result.order === null ? { errorState: result.errorState } : { orderId: result.order.id }),
      303,
    );
  }
  app.get(PAYMENT_RETURN_PATH, shopperReturns);
  // The return as a form POST (Adyen may send the shopper back so): its fields read as text — in this route's own
  // scope, so that no other route (the webhook, and the API outside this plugin) takes a form's body.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16_384 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    scope.post(PAYMENT_RETURN_PATH, shopperReturns);
  });

  app.post(PAYMENT_NOTIFICATIONS_PATH, async (request, reply) => {
    if (options.webhookCredentials !== null && !basicAuthMatches(request, options.webhookCredentials)) {
      options.log.warn('A payment notification without the right credentials was refused');
      return reply.code(401).send({ statusCode: 401, message: 'Unauthorized' });
    }
    const parsed = parseNotification(request.body);
    if (!parsed.ok) {
      options.log.warn(`A malformed payment notification was refused: ${parsed.message}`);
      return reply.code(400).send({ statusCode: 400, message: parsed.message });
    }
    const items = parsed.notification.notificationItems.map((entry) => entry.NotificationRequestItem);
    const unsigned = items.find((item) => !verifyNotificationItem(item, options.hmacKey));
    if (unsigned !== undefined) {
      options.log.warn(`A payment notification with a wrong signature was refused (${unsigned.pspReference})`);
      return reply.code(401).send({ statusCode: 401, message: 'The notification signature is not valid' });
    }
    for (const item of items) {
      const outcome = notificationOutcome(item);
      const reversal = item.eventCode === 'CANCEL_OR_REFUND';
      if (outcome === null && !reversal) continue;
      const attempt = await options.attempts.byId(item.merchantReference);
      if (attempt === null) {
        options.log.warn(
          `A payment notification for an unknown reference was ignored (${item.merchantReference.slice(0, 64)})`,
        );
        continue;
      }
      const key = notificationKey(item);
      if (await options.attempts.notificationHandled(key)) continue;
      if (outcome === null) {
        await options.undo.reversalSettled(attempt, item.pspReference, item.success === 'true');
      } else if (outcome.kind === 'authorised' || attempt.state !== 'Authorised') {
        // A late failure never undoes a payment (notifications may come out of order).
        await options.completion.complete(attempt, outcome);
      }
      await options.attempts.firstNotification(key, now());
    }
    // Adyen's acknowledgement (https://docs.adyen.com/development-resources/webhooks/handle-webhook-events).
    return reply.type('text/plain; charset=utf-8').send('[accepted]');
  });
};
