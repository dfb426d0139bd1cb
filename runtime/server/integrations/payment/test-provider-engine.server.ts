// What the embedded test provider does with each call and each step of the shopper on its pages, apart from HTTP
// (test-provider.server.ts) and from webhook delivery (test-provider-webhooks.server.ts). It answers with Adyen's
// shapes (adyen-types.ts) and Adyen's error bodies (https://docs.adyen.com/development-resources/error-codes:
// status, errorCode, message, errorType).
import type {
  AdyenAmount,
  AdyenServiceError,
  PaymentCancelResponse,
  PaymentMethodsResponse,
  PaymentResponse,
  PaymentReversalResponse,
  RedirectAction,
  VoucherAction,
} from './adyen-types.ts';
import type { NotificationRequestItem } from './notification-types.ts';
import {
  availablePaymentMethods,
  isProviderMethodCode,
  methodAvailable,
  PROVIDER_METHODS,
} from './test-provider-methods.ts';
import type { StoredPayment, TestProviderStore } from './test-provider-store.server.ts';
import type { CardError } from './test-provider-texts.ts';
import {
  AUTHORISED,
  CHALLENGE_CARD_NUMBERS,
  CHALLENGE_FAILED,
  CHALLENGE_PASSWORD,
  checkCard,
  EXPIRED_CARD,
  outcomeOfHolderName,
  SHOPPER_CANCELLED,
  type AuthorisationOutcome,
  type CardForm,
} from './test-provider-triggers.ts';

/** An answer of the API: its HTTP status and JSON body. */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

export interface EngineOptions {
  store: TestProviderStore;
  merchantAccount: string;
  now: () => number;
  /** A new pspReference (Adyen's are 16 characters, unique). */
  newPspReference: () => string;
  /** A new opaque token for a shopper's return (redirectResult). */
  newToken: () => string;
  /** The hosted page's address for a payment (the shopper's browser goes there). */
  hostedPageUrl: (payment: StoredPayment) => string;
  /** The 3D Secure step's address for a payment. */
  challengeUrl: (payment: StoredPayment) => string;
  /** After how long an unpaid voucher (or a Received payment) is paid by itself; null: only when asked to. */
  settleAfterMs: number | null;
  /** How long a Multibanco voucher is valid. */
  voucherValidForMs: number;
  /** Queues a webhook (the delivery policy is applied there). */
  notify: (paymentPspReference: string, item: NotificationRequestItem) => void;
}

export type CardSubmission =
  | { kind: 'challenge'; payment: StoredPayment }
  | { kind: 'invalid'; errors: Partial<Record<keyof CardForm, CardError>> }
  | { kind: 'final'; payment: StoredPayment }
  | { kind: 'gone'; payment: StoredPayment | null };

export type ShopperChoice = 'authorise' | 'refuse' | 'cancel';

const error = (status: number, errorCode: string, message: string, errorType: string): ApiAnswer => {
  const body: AdyenServiceError = { status, errorCode, message, errorType };
  return { status, body };
};

/** Adyen's answer to a field the request must carry (errorCode 000 is its generic code, error-codes page). */
const missing = (field: string): ApiAnswer =>
  error(422, '000', `Required field '${field}' is not provided.`, 'validation');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const optionalString = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** ISO 8601 without milliseconds, as Adyen writes eventDate and expiresAt. */
export function isoSeconds(time: number): string {
  return new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function amountOf(value: unknown): AdyenAmount | ApiAnswer {
  if (!isRecord(value)) return missing('amount');
  if (typeof value.currency !== 'string' || !/^[A-Z]{3}$/.test(value.currency)) {
    return error(422, '000', "Field 'amount.currency' must be an ISO 4217 code such as EUR", 'validation');
  }
  // spec: money is an integer in minor units; Adyen takes amount.value only so (amount.ts).
  if (typeof value.value !== 'number' || !Number.isSafeInteger(value.value) || value.value < 0) {
    return error(422, '000', "Field 'amount.value' must be a whole number of minor units", 'validation');
  }
  return { currency: value.currency, value: value.value };
}

export class TestPaymentEngine {
  constructor(private readonly options: EngineOptions) {}

  private checkMerchant(body: Record<string, unknown>): ApiAnswer | null {
    if (typeof body.merchantAccount !== 'string' || body.merchantAccount === '') return missing('merchantAccount');
    // paymentmethodsErrorForbidden403.ts@3b84a188: 403, errorCode 901, "Invalid Merchant Account", security.
    if (body.merchantAccount !== this.options.merchantAccount) {
      return error(403, '901', 'Invalid Merchant Account', 'security');
    }
    return null;
  }

  paymentMethods(body: unknown): ApiAnswer {
    if (!isRecord(body)) return error(422, '14_018', 'Invalid payload provided', 'validation');
    const refused = this.checkMerchant(body);
    if (refused) return refused;
    const amount = body.amount === undefined ? null : amountOf(body.amount);
    if (amount !== null && 'status' in amount) return amount;
    const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []);
    const answer: PaymentMethodsResponse = {
      paymentMethods: availablePaymentMethods({
        ...(typeof body.countryCode === 'string' ? { countryCode: body.countryCode } : {}),
        ...(amount === null ? {} : { currency: amount.currency }),
        allowedPaymentMethods: strings(body.allowedPaymentMethods),
        blockedPaymentMethods: strings(body.blockedPaymentMethods),
        merchantAccount: this.options.merchantAccount,
      }),
    };
    return { status: 200, body: answer };
  }

  payments(body: unknown): ApiAnswer {
    if (!isRecord(body)) return error(422, '14_018', 'Invalid payload provided', 'validation');
    const refused = this.checkMerchant(body);
    if (refused) return refused;
    const amount = amountOf(body.amount);
    if ('status' in amount) return amount;
    // paymentsErrorInvalidData422.ts@3b84a188: 422, errorCode 130, "Reference Missing".
    if (typeof body.reference !== 'string' || body.reference === '') {
      return error(422, '130', 'Reference Missing', 'validation');
    }
    if (typeof body.returnUrl !== 'string' || body.returnUrl === '') return missing('returnUrl');
    if (!URL.canParse(body.returnUrl) || !/^https?:$/.test(new URL(body.returnUrl).protocol)) {
      return error(422, '000', "Field 'returnUrl' must be an absolute http(s) URL", 'validation');
    }
    const method = body.paymentMethod;
    if (!isRecord(method) || typeof method.type !== 'string' || method.type === '')
      return missing('paymentMethod.type');
    const countryCode = optionalString(body.countryCode);
    // A method the account does not offer there: Adyen's "905 Payment details are not supported" (configuration).
    if (
      !isProviderMethodCode(method.type) ||
      !methodAvailable(method.type, countryCode ?? undefined, amount.currency)
    ) {
      return error(422, '905', 'Payment details are not supported', 'configuration');
    }
    const now = this.options.now();
    const payment: StoredPayment = {
      pspReference: this.options.newPspReference(),
      merchantAccount: this.options.merchantAccount,
      merchantReference: body.reference,
      amount,
      countryCode,
      shopperLocale: optionalString(body.shopperLocale),
      shopperEmail: optionalString(body.shopperEmail),
      methodType: method.type,
      returnUrl: body.returnUrl,
      ...awaitingShopper(now),
    };
    const flow = PROVIDER_METHODS[method.type].flow;
    if (flow === 'card' && method.encryptedCardNumber !== undefined) return this.cardByApi(payment, method);
    if (flow === 'voucher') return this.issueVoucher(payment);
    if (flow === 'direct') {
      const shopperName = isRecord(body.shopperName) ? optionalString(body.shopperName.lastName) : null;
      return this.decideAtOnce(payment, outcomeOfHolderName(shopperName ?? undefined));
    }
    if (flow === 'wallet') {
      const token = optionalString(method.applePayToken) ?? optionalString(method.googlePayToken);
      if (token !== null) return this.decideAtOnce(payment, outcomeOfHolderName(token));
    }
    // Cards without card data, redirect methods, wallets without a token: the shopper completes it on the hosted page.
    this.options.store.insertPayment(payment);
    return { status: 200, body: this.redirectAnswer(payment, this.options.hostedPageUrl(payment)) };
  }

  /** Card data in the request ("test_"-prefixed test values, test-card-numbers page): checked, maybe challenged. */
  private cardByApi(payment: StoredPayment, method: Record<string, unknown>): ApiAnswer {
    const plain: Record<string, string | undefined> = {};
    for (const field of [
      'encryptedCardNumber',
      'encryptedExpiryMonth',
      'encryptedExpiryYear',
      'encryptedSecurityCode',
    ]) {
      const value = method[field];
      if (value === undefined) continue;
      if (typeof value !== 'string' || !value.startsWith('test_')) {
        return error(
          422,
          '000',
          `Field 'paymentMethod.${field}' must be a test value prefixed "test_" (the test provider decrypts nothing)`,
          'validation',
        );
      }
      plain[field] = value.slice('test_'.length);
    }
    const check = checkCard(
      {
        number: plain.encryptedCardNumber ?? '',
        expiryMonth: plain.encryptedExpiryMonth ?? '',
        expiryYear: plain.encryptedExpiryYear ?? '',
        ...(plain.encryptedSecurityCode === undefined ? {} : { securityCode: plain.encryptedSecurityCode }),
      },
      payment.createdAt,
    );
    if (!check.ok) {
      // The documented example of an error answer: 422, 101, "Invalid card number" (error-codes page).
      if (check.errors.number !== undefined) return error(422, '101', 'Invalid card number', 'validation');
      return error(422, '000', `Invalid card ${check.errors.expiry ? 'expiry date' : 'security code'}`, 'validation');
    }
    const holderName = optionalString(method.holderName) ?? '';
    payment.card = { brand: check.brand, summary: check.summary, expiry: check.expiry, holderName };
    const outcome = check.expired ? EXPIRED_CARD : outcomeOfHolderName(holderName);
    if (CHALLENGE_CARD_NUMBERS.has(check.digits)) {
      payment.state = 'challenge';
      payment.pendingOutcome = outcome;
      this.options.store.insertPayment(payment);
      return { status: 200, body: this.redirectAnswer(payment, this.options.challengeUrl(payment)) };
    }
    return this.decideAtOnce(payment, outcome);
  }

  private decideAtOnce(payment: StoredPayment, outcome: AuthorisationOutcome): ApiAnswer {
    this.options.store.insertPayment(payment);
    const decided = this.finish(payment, outcome, { redirected: false });
    return { status: 200, body: this.resultAnswer(decided) };
  }

  /** Multibanco: PresentToShopper with the voucher (checkoutVoucherAction.ts; multibanco/api-only page). */
  private issueVoucher(payment: StoredPayment): ApiAnswer {
    const digits = (count: number) =>
      Array.from({ length: count }, (_, index) => String(parseInt(payment.pspReference[index] ?? '0', 36) % 10)).join(
        '',
      );
    const reference = digits(9);
    payment.voucher = {
      entity: `1${digits(4)}`,
      reference: `${reference.slice(0, 3)} ${reference.slice(3, 6)} ${reference.slice(6)}`,
      expiresAt: isoSeconds(payment.createdAt + this.options.voucherValidForMs),
    };
    payment.state = 'pending';
    payment.resultCode = 'PresentToShopper';
    payment.settleAt = this.options.settleAfterMs === null ? null : payment.createdAt + this.options.settleAfterMs;
    this.options.store.insertPayment(payment);
    const action: VoucherAction = {
      type: 'voucher',
      paymentMethodType: payment.methodType,
      entity: payment.voucher.entity,
      reference: payment.voucher.reference,
      expiresAt: payment.voucher.expiresAt,
      merchantReference: payment.merchantReference,
      totalAmount: payment.amount,
      initialAmount: payment.amount,
    };
    const answer: PaymentResponse = {
      resultCode: 'PresentToShopper',
      pspReference: payment.pspReference,
      merchantReference: payment.merchantReference,
      action,
    };
    return { status: 200, body: answer };
  }

  private redirectAnswer(payment: StoredPayment, url: string): PaymentResponse {
    const action: RedirectAction = { type: 'redirect', method: 'GET', url, paymentMethodType: payment.methodType };
    return {
      resultCode: 'RedirectShopper',
      pspReference: payment.pspReference,
      merchantReference: payment.merchantReference,
      action,
    };
  }

  /** A decided payment's answer, as /payments gives it at once and /payments/details after the return. */
  resultAnswer(payment: StoredPayment): PaymentResponse {
    const answer: PaymentResponse = {
      resultCode: payment.resultCode,
      pspReference: payment.pspReference,
      merchantReference: payment.merchantReference,
      amount: payment.amount,
      paymentMethod: payment.card
        ? { type: payment.methodType, brand: payment.card.brand }
        : { type: payment.methodType },
    };
    if (payment.refusalReason !== null) answer.refusalReason = payment.refusalReason;
    if (payment.refusalReasonCode !== null) answer.refusalReasonCode = payment.refusalReasonCode;
    if (payment.card) {
      answer.additionalData = {
        cardSummary: payment.card.summary,
        expiryDate: payment.card.expiry.replace(/^0/, ''),
        paymentMethod: payment.card.brand,
      };
    }
    if (payment.resultCode === 'PresentToShopper' && payment.voucher) {
      answer.action = {
        type: 'voucher',
        paymentMethodType: payment.methodType,
        ...payment.voucher,
        merchantReference: payment.merchantReference,
        totalAmount: payment.amount,
      };
    }
    return answer;
  }

  /**
   * Applies an authorisation outcome: the payment becomes final (or pending for Received), a shopper who went through
   * the hosted pages gets a redirectResult for the return, and the AUTHORISATION webhook is queued.
   */
  private finish(payment: StoredPayment, outcome: AuthorisationOutcome, how: { redirected: boolean }): StoredPayment {
    const now = this.options.now();
    const next: StoredPayment = {
      ...payment,
      resultCode: outcome.resultCode,
      refusalReason: outcome.refusalReason ?? null,
      refusalReasonCode: outcome.refusalReasonCode ?? null,
      pendingOutcome: null,
      state: outcome.resultCode === 'Received' ? 'pending' : 'final',
      settleAt:
        outcome.resultCode === 'Received' && this.options.settleAfterMs !== null
          ? now + this.options.settleAfterMs
          : null,
      redirectResult: how.redirected ? this.options.newToken() : payment.redirectResult,
      updatedAt: now,
    };
    this.options.store.transaction(() => {
      this.options.store.updatePayment(next);
      if (next.state === 'final') this.options.notify(next.pspReference, this.authorisationItem(next, now));
    });
    return next;
  }

  /** The standard webhook item of a payment's authorisation (eventCode AUTHORISATION). */
  private authorisationItem(payment: StoredPayment, now: number): NotificationRequestItem {
    const success = payment.resultCode === 'Authorised';
    // For a card, Adyen's reason is "authCode:cardSummary:expiry" (authorisationTrue.json: "1234:7777:12/2012").
    const reason = success
      ? payment.card
        ? `${payment.pspReference.slice(-6)}:${payment.card.summary}:${payment.card.expiry.replace(/^0/, '')}`
        : ''
      : (payment.refusalReason ?? (payment.resultCode === 'Cancelled' ? 'Cancelled' : 'Refused'));
    return {
      pspReference: payment.pspReference,
      merchantAccountCode: payment.merchantAccount,
      merchantReference: payment.merchantReference,
      amount: payment.amount,
      eventCode: 'AUTHORISATION',
      eventDate: isoSeconds(now),
      success: success ? 'true' : 'false',
      paymentMethod: payment.card?.brand ?? payment.methodType,
      reason,
      ...(success ? { operations: ['CANCEL', 'CAPTURE', 'REFUND'] } : {}),
      additionalData: {},
    };
  }

  paymentDetails(body: unknown): ApiAnswer {
    // paymentsResultErrorInvalidDataPayload422.ts@3b84a188: 422, 14_018, "Invalid payload provided".
    const invalid = error(422, '14_018', 'Invalid payload provided', 'validation');
    if (!isRecord(body) || !isRecord(body.details)) return invalid;
    const token = body.details.redirectResult;
    if (typeof token !== 'string' || token === '') return invalid;
    // The shop URL-decodes the return's parameter; a token left encoded is accepted too.
    const payment =
      this.options.store.paymentByRedirectResult(token) ??
      this.options.store.paymentByRedirectResult(safeDecode(token));
    if (payment === null) return invalid;
    return { status: 200, body: this.resultAnswer(payment) };
  }

  /**
   * POST /payments/{pspReference}/cancels: 201 with status "received"; the outcome is the CANCELLATION webhook, whose
   * pspReference is the cancellation's and originalReference the payment's. It succeeds for an authorised payment not
   * yet cancelled (https://docs.adyen.com/online-payments/cancel); a payment the shopper has not authorised yet stays
   * open (its pages still take the shopper), so the shop cannot count on a cancel of it.
   */
  cancel(paymentPspReference: string, body: unknown): ApiAnswer {
    return this.modify(paymentPspReference, body, 'CANCELLATION');
  }

  /**
   * POST /payments/{pspReference}/reversals: the same for "cancel or refund" (https://docs.adyen.com/online-payments/reversal):
   * an authorised payment is undone whether captured or not; the outcome is the CANCEL_OR_REFUND webhook.
   */
  reverse(paymentPspReference: string, body: unknown): ApiAnswer {
    return this.modify(paymentPspReference, body, 'CANCEL_OR_REFUND');
  }

  private modify(
    paymentPspReference: string,
    body: unknown,
    eventCode: 'CANCELLATION' | 'CANCEL_OR_REFUND',
  ): ApiAnswer {
    if (!isRecord(body)) return error(422, '14_018', 'Invalid payload provided', 'validation');
    const refused = this.checkMerchant(body);
    if (refused) return refused;
    const payment = this.options.store.payment(paymentPspReference);
    if (payment === null) {
      return error(422, '000', `No payment with pspReference ${paymentPspReference}`, 'validation');
    }
    const now = this.options.now();
    const modification = this.options.newPspReference();
    const success = payment.resultCode === 'Authorised' && payment.cancellationPspReference === null;
    const reference = optionalString(body.reference);
    this.options.store.transaction(() => {
      if (success)
        this.options.store.updatePayment({ ...payment, cancellationPspReference: modification, updatedAt: now });
      this.options.notify(payment.pspReference, {
        pspReference: modification,
        originalReference: payment.pspReference,
        merchantAccountCode: payment.merchantAccount,
        merchantReference: reference ?? payment.merchantReference,
        amount: payment.amount,
        eventCode,
        eventDate: isoSeconds(now),
        success: success ? 'true' : 'false',
        paymentMethod: payment.card?.brand ?? payment.methodType,
        reason: success ? '' : 'Transaction not authorised or already cancelled',
        additionalData: {},
      });
    });
    const answer: PaymentCancelResponse | PaymentReversalResponse = {
      merchantAccount: payment.merchantAccount,
      paymentPspReference: payment.pspReference,
      pspReference: modification,
      ...(reference === null ? {} : { reference }),
      status: 'received',
    };
    return { status: 201, body: answer };
  }

  /** Every payment, oldest first: what the provider took and gave back (tests count the money with it). */
  storedPayments(): StoredPayment[] {
    return this.options.store.payments();
  }

  payment(pspReference: string): StoredPayment | null {
    return this.options.store.payment(pspReference);
  }

  /** The card form's submission: checked like a card network, then the 3D Secure step (every hosted card is challenged). */
  submitCard(pspReference: string, form: CardForm): CardSubmission {
    const payment = this.options.store.payment(pspReference);
    if (payment === null || payment.state !== 'awaiting_shopper' || payment.methodType !== 'scheme') {
      return { kind: 'gone', payment };
    }
    const [month = '', year = ''] = form.expiry.split('/').map((part) => part.trim());
    const check = checkCard(
      { number: form.number, expiryMonth: month, expiryYear: year, securityCode: form.securityCode },
      this.options.now(),
    );
    const errors: Partial<Record<keyof CardForm, CardError>> = check.ok ? {} : { ...check.errors };
    if (form.holderName.trim() === '') errors.holderName = 'holderNameMissing';
    if (!check.ok || errors.holderName !== undefined) return { kind: 'invalid', errors };
    const next: StoredPayment = {
      ...payment,
      state: 'challenge',
      card: { brand: check.brand, summary: check.summary, expiry: check.expiry, holderName: form.holderName.trim() },
      pendingOutcome: check.expired ? EXPIRED_CARD : outcomeOfHolderName(form.holderName),
      updatedAt: this.options.now(),
    };
    this.options.store.updatePayment(next);
    return { kind: 'challenge', payment: next };
  }

  /** The shopper's choice on a redirect method's page (or the card form's cancel button). */
  choose(pspReference: string, choice: ShopperChoice): StoredPayment | null {
    const payment = this.options.store.payment(pspReference);
    if (payment === null || payment.state !== 'awaiting_shopper') return null;
    if (choice === 'authorise' && payment.methodType === 'scheme') return null;
    const outcome =
      choice === 'authorise'
        ? AUTHORISED
        : choice === 'cancel'
          ? SHOPPER_CANCELLED
          : { resultCode: 'Refused' as const, refusalReason: 'Refused', refusalReasonCode: '2' };
    return this.finish(payment, outcome, { redirected: true });
  }

  /** The 3D Secure step: the test password passes to the outcome decided before; anything else fails. */
  challenge(pspReference: string, answer: { password: string } | 'cancel'): StoredPayment | null {
    const payment = this.options.store.payment(pspReference);
    if (payment === null || payment.state !== 'challenge') return null;
    const outcome =
      answer === 'cancel'
        ? SHOPPER_CANCELLED
        : answer.password === CHALLENGE_PASSWORD
          ? (payment.pendingOutcome ?? AUTHORISED)
          : CHALLENGE_FAILED;
    return this.finish(payment, outcome, { redirected: true });
  }

  /** Pays a pending payment (a Multibanco voucher, a Received one) now; false when there is none. */
  settle(pspReference: string): boolean {
    const payment = this.options.store.payment(pspReference);
    if (payment === null || payment.state !== 'pending') return false;
    this.finish(payment, AUTHORISED, { redirected: false });
    return true;
  }

  /** Pays every pending payment whose time has come (called by the scheduler). */
  settleDue(): number {
    const due = this.options.store.dueSettlements(this.options.now());
    for (const payment of due) this.finish(payment, AUTHORISED, { redirected: false });
    return due.length;
  }
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A payment's state when it begins: the shopper is to be sent to the method's page, nothing decided yet. */
export function awaitingShopper(
  now: number,
): Pick<
  StoredPayment,
  | 'state'
  | 'resultCode'
  | 'refusalReason'
  | 'refusalReasonCode'
  | 'pendingOutcome'
  | 'card'
  | 'redirectResult'
  | 'voucher'
  | 'settleAt'
  | 'cancellationPspReference'
  | 'createdAt'
  | 'updatedAt'
> {
  return {
    state: 'awaiting_shopper',
    resultCode: 'RedirectShopper',
    refusalReason: null,
    refusalReasonCode: null,
    pendingOutcome: null,
    card: null,
    redirectResult: null,
    voucher: null,
    settleAt: null,
    cancellationPspReference: null,
    createdAt: now,
    updatedAt: now,
  };
}
