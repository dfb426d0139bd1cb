// The real adapter of the payment port: a small fetch client for Adyen's Checkout API (v71). Adyen's own Node library
// hard-codes its base URL (checkout-test.adyen.com/v72, src/services/checkout/paymentsApi.ts@3b84a188), so it could
// not talk to the embedded test provider; this client takes any base URL, so the shop uses one client for both
// (research/purchase-path.md §1). Authentication: the X-API-Key header; idempotency: the Idempotency-Key header on
// POSTs (https://docs.adyen.com/development-resources/api-idempotency).
import {
  RESULT_CODES,
  SESSION_STATUSES,
  type AdyenAmount,
  type AdyenServiceError,
  type CreateCheckoutSessionResponse,
  type PaymentCancelResponse,
  type PaymentDetailsRequest,
  type PaymentMethodsRequest,
  type PaymentMethodsResponse,
  type PaymentRequest,
  type PaymentResponse,
  type PaymentReversalRequest,
  type PaymentReversalResponse,
  type SessionResultResponse,
} from './adyen-types.ts';
import { PaymentProviderFailure, type PaymentProvider } from './payment-port.ts';

export interface AdyenClientOptions {
  /**
   * The Checkout API's base URL including the version: https://checkout-test.adyen.com/v71 in Adyen's test
   * environment, https://{prefix}-checkout-live.adyenpayments.com/checkout/v71 live
   * (https://docs.adyen.com/development-resources/live-endpoints), or the embedded test provider's.
   */
  baseUrl: string;
  apiKey: string;
  /** How long a call may take before it is given up as a time-out (default 15 s). */
  timeoutMs?: number;
  /** For tests: the fetch used. */
  fetch?: typeof fetch;
}

/** The port, with the base URL it talks to. */
export interface AdyenCheckoutClient extends PaymentProvider {
  readonly baseUrl: string;
}

/** A shopper waits on the payment step: past this, the shop shows the payment-error state and the webhook settles. */
export const DEFAULT_PAYMENT_TIMEOUT_MS = 15_000;

const RESULT_CODE_SET: ReadonlySet<string> = new Set(RESULT_CODES);
const SESSION_STATUS_SET: ReadonlySet<string> = new Set(SESSION_STATUSES);

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

/**
 * The failure a non-2xx answer means: 5xx is `unavailable` (Adyen did not process it), 4xx is `rejected` with Adyen's
 * error body (serviceError.ts: status, errorCode, message, errorType, pspReference) when it sent one.
 */
export function failureFromAnswer(endpoint: string, status: number, body: string): PaymentProviderFailure {
  let error: AdyenServiceError = {};
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed !== null && typeof parsed === 'object') {
      const record = parsed as Record<string, unknown>;
      error = {
        ...(text(record.errorCode) === undefined ? {} : { errorCode: text(record.errorCode)! }),
        ...(text(record.errorType) === undefined ? {} : { errorType: text(record.errorType)! }),
        ...(text(record.message) === undefined ? {} : { message: text(record.message)! }),
        ...(text(record.pspReference) === undefined ? {} : { pspReference: text(record.pspReference)! }),
      };
    }
  } catch {
    // A proxy's HTML error page, or nothing: the status alone says what happened.
  }
  const details = {
    endpoint,
    status,
    ...(error.errorCode === undefined ? {} : { errorCode: error.errorCode }),
    ...(error.errorType === undefined ? {} : { errorType: error.errorType }),
    ...(error.message === undefined ? {} : { providerMessage: error.message }),
    ...(error.pspReference === undefined ? {} : { pspReference: error.pspReference }),
  };
  const said = error.message === undefined ? '' : `: ${error.errorCode ?? '?'} ${error.message}`;
  if (status >= 500) {
    return new PaymentProviderFailure(
      'unavailable',
      `The payment provider failed on ${endpoint} (HTTP ${status})${said}`,
      details,
    );
  }
  return new PaymentProviderFailure(
    'rejected',
    `The payment provider rejected ${endpoint} (HTTP ${status})${said}`,
    details,
  );
}

/**
 * A 2xx answer as the port's type: a JSON object, and for a payment a resultCode the API defines. Anything else is a
 * protocol mismatch the shop cannot act on (said as `unavailable`, with the body in the message).
 */
export function paymentResponseOf(endpoint: string, body: string): PaymentResponse {
  const answer = jsonObjectOf(endpoint, body);
  const resultCode = answer.resultCode;
  if (typeof resultCode !== 'string' || !RESULT_CODE_SET.has(resultCode)) {
    throw new PaymentProviderFailure(
      'unavailable',
      `The payment provider answered ${endpoint} without a known resultCode: ${body.slice(0, 200)}`,
      { endpoint, status: 200 },
    );
  }
  return answer as PaymentResponse;
}

function jsonObjectOf(endpoint: string, body: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch (cause) {
    throw new PaymentProviderFailure('unavailable', `The payment provider answered ${endpoint} with no JSON`, {
      endpoint,
      status: 200,
      cause,
    });
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new PaymentProviderFailure('unavailable', `The payment provider answered ${endpoint} with no JSON object`, {
      endpoint,
      status: 200,
    });
  }
  return parsed as Record<string, unknown>;
}

/** Each field of `names` is a string in the answer. */
function hasStrings<Name extends string>(
  answer: Record<string, unknown>,
  names: readonly Name[],
): answer is Record<string, unknown> & Record<Name, string> {
  return names.every((name) => typeof answer[name] === 'string');
}

/** amount.ts: a currency code and a value in minor units. */
function isAmount(value: unknown): value is AdyenAmount {
  return (
    typeof value === 'object' &&
    value !== null &&
    'currency' in value &&
    typeof value.currency === 'string' &&
    'value' in value &&
    typeof value.value === 'number'
  );
}

/**
 * A session as createCheckoutSessionResponse.ts requires it — id, amount, merchant account, reference, return URL and
 * expiry — and, for a hosted session, its page (`url`), where the shopper is sent.
 */
function isSessionAnswer(
  answer: Record<string, unknown>,
  hosted: boolean,
): answer is Record<string, unknown> & CreateCheckoutSessionResponse {
  return (
    hasStrings(answer, ['id', 'merchantAccount', 'reference', 'returnUrl', 'expiresAt']) &&
    isAmount(answer.amount) &&
    (!hosted || typeof answer.url === 'string')
  );
}

/**
 * A modification's answer as paymentCancelResponse.ts and paymentReversalResponse.ts (the same fields) require it:
 * status "received", the merchant account, the payment's pspReference and the modification's own, which its webhook
 * names (ADR 028).
 */
function isModificationAnswer(
  answer: Record<string, unknown>,
): answer is Record<string, unknown> & PaymentCancelResponse & PaymentReversalResponse {
  return answer.status === 'received' && hasStrings(answer, ['merchantAccount', 'paymentPspReference', 'pspReference']);
}

export function createAdyenClient(options: AdyenClientOptions): AdyenCheckoutClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_PAYMENT_TIMEOUT_MS;
  // Looked up at each call, so a fetch replaced later (msw in tests, an instrumented one) is the one used.
  const doFetch: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);

  /** A POST with a JSON body, or a GET (no body: /sessions/{id}); answers the 2xx body's text. */
  async function send(
    endpoint: string,
    body: unknown,
    call: { idempotencyKey?: string; signal?: AbortSignal; query?: string },
  ): Promise<string> {
    if (call.idempotencyKey !== undefined && call.idempotencyKey.trim() === '') {
      // A caller bug: without a key a retried payment could be charged twice.
      throw new TypeError(`An idempotency key is required for ${endpoint}`);
    }
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = call.signal ? AbortSignal.any([call.signal, timeout]) : timeout;
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
      'x-api-key': options.apiKey,
    };
    if (call.idempotencyKey !== undefined) headers['idempotency-key'] = call.idempotencyKey;
    try {
      const response = await doFetch(
        `${baseUrl}${endpoint}${call.query === undefined ? '' : `?${call.query}`}`,
        body === undefined
          ? { method: 'GET', headers: { accept: headers.accept!, 'x-api-key': options.apiKey }, signal }
          : { method: 'POST', headers, body: JSON.stringify(body), signal },
      );
      const answer = await response.text();
      if (!response.ok) throw failureFromAnswer(endpoint, response.status, answer);
      return answer;
    } catch (error) {
      if (error instanceof PaymentProviderFailure) throw error;
      // The caller's own abort (the shopper left) is not the provider's failure: passed on as it came.
      if (call.signal?.aborted && !timeout.aborted) throw call.signal.reason;
      if (timeout.aborted) {
        throw new PaymentProviderFailure(
          'timeout',
          `The payment provider did not answer ${endpoint} within ${timeoutMs} ms`,
          {
            endpoint,
            cause: error,
          },
        );
      }
      throw new PaymentProviderFailure(
        'unavailable',
        `The payment provider could not be reached for ${endpoint}: ${(error as Error).message}`,
        { endpoint, cause: error },
      );
    }
  }

  /** A modification of a payment: Adyen answers 201 with status "received"; its outcome is a webhook. */
  async function modification(
    paymentPspReference: string,
    kind: 'cancels' | 'reversals',
    request: unknown,
    idempotencyKey: string,
  ): Promise<PaymentCancelResponse & PaymentReversalResponse> {
    const endpoint = `/payments/${encodeURIComponent(paymentPspReference)}/${kind}`;
    const answer = jsonObjectOf(endpoint, await send(endpoint, request, { idempotencyKey }));
    if (!isModificationAnswer(answer)) {
      throw new PaymentProviderFailure(
        'unavailable',
        `The payment provider answered ${endpoint} without status "received" and its references`,
        { endpoint, status: 200 },
      );
    }
    return answer;
  }

  return {
    baseUrl,
    async paymentMethods(request: PaymentMethodsRequest, signal?: AbortSignal) {
      const body = await send('/paymentMethods', request, signal === undefined ? {} : { signal });
      return jsonObjectOf('/paymentMethods', body) as PaymentMethodsResponse;
    },
    async payments(request: PaymentRequest, idempotencyKey: string) {
      return paymentResponseOf('/payments', await send('/payments', request, { idempotencyKey }));
    },
    async paymentDetails(request: PaymentDetailsRequest, idempotencyKey: string) {
      return paymentResponseOf('/payments/details', await send('/payments/details', request, { idempotencyKey }));
    },
    async sessions(request, idempotencyKey) {
      const answer = jsonObjectOf('/sessions', await send('/sessions', request, { idempotencyKey }));
      // A session without its id or another field it requires, or a hosted one without its page, cannot be paid: a
      // protocol mismatch.
      if (!isSessionAnswer(answer, request.mode === 'hosted')) {
        throw new PaymentProviderFailure(
          'unavailable',
          'The payment provider answered /sessions without id, url or another field a session has',
          { endpoint: '/sessions', status: 200 },
        );
      }
      return answer;
    },
    async sessionResult(sessionId, sessionResult) {
      const endpoint = `/sessions/${encodeURIComponent(sessionId)}`;
      const query = new URLSearchParams({ sessionResult }).toString();
      const answer = jsonObjectOf(endpoint, await send(endpoint, undefined, { query }));
      if (typeof answer.status !== 'string' || !SESSION_STATUS_SET.has(answer.status)) {
        throw new PaymentProviderFailure('unavailable', `The payment provider answered ${endpoint} without a status`, {
          endpoint,
          status: 200,
        });
      }
      return answer as SessionResultResponse;
    },
    async cancel(paymentPspReference, request, idempotencyKey) {
      return modification(paymentPspReference, 'cancels', request, idempotencyKey);
    },
    async reverse(paymentPspReference, request: PaymentReversalRequest, idempotencyKey) {
      return modification(paymentPspReference, 'reversals', request, idempotencyKey);
    },
  };
}
