// ADR 029: paying a cart at the card provider (spec/2 §4 Payment, §7 pay): on Adyen's Hosted Checkout (a
// session, ADR 029), or by its advanced flow for a voucher or a wallet's token. The cart is
// checked as for every payment (checkout-cart.server.ts), the attempt written with the priced cart before the
// provider is asked (so a payment the provider takes is never unknown to the shop), and the provider asked with the
// attempt's id as reference and idempotency key: a second click continues the first attempt and the provider answers
// it the same, so one payment. Its answer is the order (paid now, or pending for a voucher), the provider's page to
// send the shopper to — whose return address names the attempt, signed — or the payment page's error state. A
// provider that times out or fails gives the payment-error state and keeps the cart, never a 500.
import { randomUUID } from 'node:crypto';
import { COUNTRY_LOCALES, type CountryCode, type LanguageCode, type LocaleCode } from '../../../generated/index.ts';
import type { Order, PayAnswer } from '../../../generated/types.ts';
import type { OrderStore } from '../commerce/ports/order-store.ts';
import type { PaymentAttemptStore } from '../commerce/ports/payment-attempt-store.ts';
import type { PaymentProvider } from '../integrations/payment/payment-port.ts';
import { isPaymentProviderFailure } from '../integrations/payment/payment-port.ts';
import { paidOnHostedCheckout, type HostedCheckout } from '../payments/hosted-checkout.server.ts';
import { meaningOf } from '../payments/payment-outcome.server.ts';
import { returnSignature } from '../payments/return-signature.server.ts';
import {
  catalogueContext,
  type OperationContext,
  OperationError,
  type Operations,
  type PayOperationName,
} from './operation.server.ts';
import { checkoutCarts, paymentErrorStateOf, type CheckoutCartDeps, type PayableCart } from './checkout-cart.server.ts';
import { codeUsedUpError, holdCodeUses } from './discount-uses.server.ts';
import { googlePayExpressOperations, type GooglePayExpressDeps } from './google-pay-express.server.ts';
import type { PaymentPath, ProviderPaymentMethod } from './payment-path.server.ts';
import type { PaymentCompletion } from './payment-completion.server.ts';
import type { PaymentUndo } from '../payments/payment-undo.server.ts';

/** The shop's route the provider sends the shopper back to (payment-routes.server.ts). */
export const PAYMENT_RETURN_PATH = '/payments/return';

export interface PayOperationDeps extends CheckoutCartDeps, GooglePayExpressDeps {
  readonly attempts: PaymentAttemptStore;
  readonly orders: OrderStore;
  readonly provider: PaymentProvider;
  readonly merchantAccount: string;
  readonly completion: PaymentCompletion;
  /** One live payment per cart version (ADR 028): a payment begun with another method cancels the earlier one. */
  readonly undo: Pick<PaymentUndo, 'supersede'>;
  /** Hosted Checkout (ADR 029): the methods paid on the provider's page. */
  readonly hostedCheckout: HostedCheckout;
  /** The key the return addresses are signed with (return-signature.server.ts). */
  readonly returnKey: Buffer;
  readonly log?: { error(message: string, error?: unknown): void };
  readonly now?: () => number;
}

/** The address the provider sends the shopper back to: the shop's origin, the attempt, its signature. */
export function returnUrlOf(origin: string, attemptId: string, key: Buffer): string {
  const query = new URLSearchParams({ payment: attemptId, sig: returnSignature(key, attemptId) });
  return `${origin}${PAYMENT_RETURN_PATH}?${query.toString()}`;
}

export function payOperation(deps: PayOperationDeps): Operations<PayOperationName> {
  const now = deps.now ?? Date.now;
  const carts = checkoutCarts(deps);

  /** The order already made of this cart version (a click after the order was made: the cart is ended then). */
  async function orderMadeOf(
    country: CountryCode,
    cart: { cartId: string; version: number },
    context: OperationContext,
  ): Promise<PayAnswer | null> {
    const session = await context.session.current();
    const made =
      session === null
        ? null
        : await deps.orders.ofCart(session.key, country, { id: cart.cartId, version: cart.version });
    return made === null ? null : { action: 'order', order: made };
  }

  /** The checked cart paid at the provider: the attempt written first, then the provider asked (see the top). */
  async function payAtProvider(
    country: CountryCode,
    checked: PayableCart,
    request: { paymentMethod: ProviderPaymentMethod; clientType: Order['clientType']; language?: string | undefined },
    origin: string,
  ): Promise<PayAnswer> {
    const { cart, total } = checked;
    const method = request.paymentMethod.type;
    const language = catalogueContext(country, request.language).language as LanguageCode;
    const attempt = await deps.attempts.begin({
      id: randomUUID(),
      sessionKey: checked.session.key,
      country,
      language,
      origin,
      cartId: cart.id,
      cartVersion: cart.version,
      method,
      clientType: request.clientType,
      amount: { centAmount: total.centAmount, currencyCode: total.currencyCode },
      cart,
      createdAt: now(),
    });
    // ADR 027: a use of each limited code is held before the provider is asked; none left, no payment is asked for.
    const usedUp = await holdCodeUses(deps.orders, attempt, now());
    if (usedUp !== null) {
      await deps.attempts.update(attempt.id, { state: 'Error' }, now());
      throw codeUsedUpError(attempt.cart, usedUp);
    }
    await deps.undo.supersede({ id: cart.id, version: cart.version }, attempt.id, `a payment by ${method} began`);
    const payment = {
      amount: { value: attempt.amount.centAmount, currency: attempt.amount.currencyCode },
      merchantAccount: deps.merchantAccount,
      reference: attempt.id,
      returnUrl: returnUrlOf(origin, attempt.id, deps.returnKey),
      countryCode: country.toUpperCase(),
      shopperLocale: (COUNTRY_LOCALES[country] as Partial<Record<LanguageCode, LocaleCode>>)[language],
      channel: 'Web' as const,
      shopperEmail: cart.customerEmail,
      // spec/2 §7 "paypal intent is capture": captured at once, whatever the account's capture delay.
      ...(method === 'paypal' ? { captureDelayHours: 0 } : {}),
    };
    let answer;
    try {
      // ADR 029: the card and the methods the provider's page takes are paid there (a session), the rest here.
      if (paidOnHostedCheckout(request.paymentMethod)) return await deps.hostedCheckout.start(attempt, payment, cart);
      answer = await deps.provider.payments({ ...payment, paymentMethod: request.paymentMethod }, attempt.id);
    } catch (error) {
      if (!isPaymentProviderFailure(error)) throw error;
      deps.log?.error(`Paying attempt ${attempt.id} at the provider failed (${error.kind})`, error);
      // A time-out may still have paid: the attempt stays open for the provider's webhook. Otherwise it failed.
      if (error.kind !== 'timeout') {
        await deps.attempts.update(attempt.id, { state: 'Error' }, now());
        await deps.orders.releaseCodeUses(attempt.id);
      }
      return {
        action: 'error',
        errorState: error.kind === 'rejected' && error.status === 422 ? 'unprocessable-entity' : 'payment-error',
      };
    }
    const meaning = meaningOf(answer);
    if (meaning.kind === 'redirect') {
      // The payment's pspReference is recorded once (ADR 028); an answer naming another is no answer for this attempt.
      if (
        meaning.pspReference !== undefined &&
        !(await deps.attempts.claimPspReference(attempt.id, meaning.pspReference, now()))
      ) {
        // The completion refuses it as not the attempt's payment: failed with the reason, logged.
        await deps.completion.complete(attempt, { kind: 'error', pspReference: meaning.pspReference });
        return { action: 'error', errorState: 'payment-error' };
      }
      // Not when another payment or an order superseded it meanwhile (ADR 028): it stays cancelled, and should the
      // shopper pay it all the same, the completion places its order or gives it back.
      await deps.attempts.update(attempt.id, { state: 'RedirectShopper' }, now(), ['Initial', 'RedirectShopper']);
      return {
        action: 'redirect',
        url: meaning.url,
        method: meaning.method,
        ...(meaning.data === undefined ? {} : { data: meaning.data }),
      };
    }
    const result = await deps.completion.complete(attempt, meaning.outcome);
    return result.order === null
      ? { action: 'error', errorState: result.errorState }
      : { action: 'order', order: result.order };
  }

  const path: PaymentPath = { carts, orderMadeOf, payAtProvider };
  return {
    async pay(country, payload, context): Promise<PayAnswer> {
      if (context.origin === undefined) throw new OperationError(400, 'Paying needs the shop’s address', '');
      const method = payload.paymentMethod.type;
      const made = await orderMadeOf(country, payload, context);
      if (made !== null) return made;
      let checked;
      try {
        checked = await carts.payableCart(country, { ...payload, method }, context);
      } catch (error) {
        const state = paymentErrorStateOf(error);
        if (state !== null) return { action: 'error', errorState: state };
        throw error;
      }
      return payAtProvider(country, checked, { ...payload, paymentMethod: { type: method } }, context.origin);
    },
    ...googlePayExpressOperations(deps, path),
  };
}
