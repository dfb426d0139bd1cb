// The embedded test payment provider (ARCHITECTURE: "payment by a local test provider … the same protocol subset, a
// hosted payment page and test cards"). It speaks Adyen's Checkout API v71 over HTTP — the shop reaches it through the
// same adapter as Adyen (adyen-client.server.ts) — and behaves like an outside service: its own SQLite file, its own
// hosted pages, HMAC-signed standard webhooks to the shop. Mounted as a Fastify plugin under a prefix:
//   POST <prefix>/checkout/v71/paymentMethods | /payments | /payments/details | /payments/:pspReference/cancels
//        | /payments/:pspReference/reversals
//   GET|POST <prefix>/hosted/:pspReference            the hosted card form, or a redirect method's page
//   GET|POST <prefix>/hosted/:pspReference/challenge  the 3D Secure-like step
//   POST <prefix>/simulate/:pspReference/settle        pays a pending voucher now (tests, demos)
//   POST <prefix>/checkout/v71/sessions | GET …/sessions/:sessionId   Hosted Checkout (test-provider-sessions.server.ts)
//   GET|POST <prefix>/session/:sessionId              a hosted session's page: the shopper picks one of its methods
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { secretMatches } from '../../platform/secret.server.ts';
import type { AdyenServiceError } from './adyen-types.ts';
import { TestPaymentEngine, type ApiAnswer } from './test-provider-engine.server.ts';
import {
  AUTO_SUBMIT_SCRIPT,
  STEP_HEADER,
  STEP_SCRIPT,
  type StepForm,
  cardPage,
  challengePage,
  finishedPage,
  notFoundPage,
  returnPostPage,
  sessionPage,
  simulatorPage,
} from './test-provider-pages.ts';
import { returnUrlWithSession, TestProviderSessions } from './test-provider-sessions.server.ts';
import { TestProviderStore, type StoredPayment, type StoredWebhook } from './test-provider-store.server.ts';
import type { CardForm } from './test-provider-triggers.ts';
import { WebhookQueue, type DeliveryPolicy, type NotificationTarget } from './test-provider-webhooks.server.ts';

/** Where the shop mounts the provider by default. */
export const TEST_PROVIDER_PREFIX = '/test-psp';
/** The Checkout API version the provider speaks (the adapter's base URL ends with it). */
export const TEST_PROVIDER_API_VERSION = 'v71';

export interface TestPaymentProviderOptions {
  /** The path the provider's routes are under (default /test-psp). */
  prefix?: string;
  /** The key the X-API-Key header must carry (compared in constant time). */
  apiKey: string;
  /** The only merchant account requests may name. */
  merchantAccount: string;
  /** The provider's own SQLite file (':memory:' for tests). */
  databaseFile: string;
  /** Where webhooks go and the key they are signed with; none: no webhooks are sent. */
  notification?: NotificationTarget | null;
  /** Webhook timing for tests: delay, duplicates, out of order, retries (test-provider-webhooks.server.ts). */
  delivery?: DeliveryPolicy;
  /**
   * The origin shoppers reach the hosted pages at. By default the origin of the payment's returnUrl: mounted in the
   * shop, the provider answers on the shop's own hosts (the shop serves only its hosts), so the shopper stays on the
   * host the checkout ran on.
   */
  publicBaseUrl?: string;
  /** How the shopper is sent back: a GET redirect (default) or a cross-site auto-submitting POST form. */
  returnMethod?: 'GET' | 'POST';
  /** After how long a Multibanco voucher (or a Received payment) is paid by itself; null: only on request. Default 30 s. */
  settleAfterMs?: number | null;
  /** How long a voucher is valid (default 3 days). */
  voucherValidForMs?: number;
  now?: () => number;
  /** For tests: the fetch webhooks are delivered with. */
  fetch?: typeof fetch;
  log?: { warn(message: string): void };
}

export interface TestPaymentProvider {
  readonly prefix: string;
  /** The adapter's base URL for a server reachable at `origin` (e.g. http://127.0.0.1:3000/test-psp/checkout/v71). */
  checkoutUrl(origin: string): string;
  /** Pays a pending payment (a voucher) now; false when there is none. */
  settle(pspReference: string): boolean;
  /** Settles and delivers whatever is due now, and waits for it. */
  flush(): Promise<void>;
  /** Every webhook with its delivery state, oldest first. */
  webhooks(): StoredWebhook[];
  /** Every payment as the provider keeps it, oldest first (what it took, and what was undone). */
  payments(): StoredPayment[];
  /** Stops the timers, waits for a delivery in flight, closes the SQLite file. Idempotent. */
  close(): Promise<void>;
}

/** Whether a request path belongs to the provider (the shop's host check lets these through: they need no shop). */
export function isTestProviderPath(url: string, prefix: string = TEST_PROVIDER_PREFIX): boolean {
  return url === prefix || url.startsWith(`${prefix}/`);
}

/** A timer cannot wait longer than about 24.8 days; the scheduler looks again after an hour at most. */
const MAX_TIMER_MS = 3_600_000;
const PSP_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

function newPspReference(): string {
  return Array.from(randomBytes(16), (byte) => PSP_ALPHABET[byte % PSP_ALPHABET.length]).join('');
}

/** JSON with sorted keys: the same request body hashes the same, however its keys were ordered. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The return URL with the redirectResult parameter added (kept before a fragment; the shop's own parameters kept as sent). */
export function returnUrlWith(returnUrl: string, redirectResult: string): string {
  const hash = returnUrl.indexOf('#');
  const base = hash === -1 ? returnUrl : returnUrl.slice(0, hash);
  const fragment = hash === -1 ? '' : returnUrl.slice(hash);
  const separator = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${separator}redirectResult=${encodeURIComponent(redirectResult)}${fragment}`;
}

const serviceError = (status: number, errorCode: string, message: string, errorType: string): AdyenServiceError => ({
  status,
  errorCode,
  message,
  errorType,
});

/**
 * The pages' own policy instead of the shop's: the provider is another site in production, and its return by POST
 * needs a form to any origin (form-action is left unrestricted) and its one same-origin script.
 */
const PAGE_POLICY =
  "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; frame-ancestors 'none'";

export async function registerTestPaymentProvider(
  app: FastifyInstance,
  options: TestPaymentProviderOptions,
): Promise<TestPaymentProvider> {
  const prefix = (options.prefix ?? TEST_PROVIDER_PREFIX).replace(/\/+$/, '');
  const now = options.now ?? Date.now;
  const log = options.log ?? { warn: (message: string) => app.log.warn(message) };
  const store = new TestProviderStore(options.databaseFile);
  const queue = new WebhookQueue(
    store,
    options.notification ?? null,
    options.delivery ?? {},
    now,
    (input, init) => (options.fetch ?? globalThis.fetch)(input, init),
    log,
  );
  const publicBase = (payment: StoredPayment) =>
    (options.publicBaseUrl ?? new URL(payment.returnUrl).origin).replace(/\/+$/, '');
  const engine = new TestPaymentEngine({
    store,
    merchantAccount: options.merchantAccount,
    now,
    newPspReference,
    newToken: () => randomBytes(24).toString('base64url'),
    hostedPageUrl: (payment) => `${publicBase(payment)}${prefix}/hosted/${payment.pspReference}`,
    challengeUrl: (payment) => `${publicBase(payment)}${prefix}/hosted/${payment.pspReference}/challenge`,
    settleAfterMs: options.settleAfterMs === undefined ? 30_000 : options.settleAfterMs,
    voucherValidForMs: options.voucherValidForMs ?? 3 * 86_400_000,
    notify: (paymentPspReference, item) => queue.enqueue(paymentPspReference, item),
  });

  const sessions = new TestProviderSessions(store.sqlite, {
    store,
    merchantAccount: options.merchantAccount,
    now,
    newPspReference,
    newSessionId: () => `CS${randomBytes(8).toString('hex').toUpperCase()}`,
    newToken: () => randomBytes(24).toString('base64url'),
    sessionPageUrl: (session) =>
      `${(options.publicBaseUrl ?? new URL(session.returnUrl).origin).replace(/\/+$/, '')}${prefix}/session/${session.id}`,
  });

  // One loop settles due vouchers and delivers due webhooks, woken at the next due time; at start it resumes what an
  // earlier process left pending.
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let closed = false;
  const run = (): Promise<void> => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const work = (async () => {
      try {
        engine.settleDue();
        await queue.deliverDue();
      } catch (error) {
        if (!closed) log.warn(`Test payment provider: delivery loop failed (${(error as Error).message})`);
      }
    })();
    running = work.finally(() => {
      running = null;
      schedule();
    });
    return running;
  };
  const schedule = (): void => {
    if (closed || running !== null) return;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const next = store.nextDueAt();
    if (next === null) return;
    // Unref'd: the server keeps the process alive, never this timer alone (a forgotten close() does not hang a process).
    timer = setTimeout(() => void run(), Math.min(Math.max(0, next - now()), MAX_TIMER_MS)).unref();
  };

  const requireApiKey = async (request: FastifyRequest, reply: FastifyReply) => {
    const presented = request.headers['x-api-key'];
    if (!secretMatches(typeof presented === 'string' ? presented : undefined, options.apiKey)) {
      // A missing or wrong API key: Adyen's generic code 000, "Unauthorised: the API key or Auth credentials are
      // incorrect" (https://docs.adyen.com/development-resources/error-codes).
      return reply.code(401).send(serviceError(401, '000', 'HTTP Status Response - Unauthorised', 'security'));
    }
  };

  /** Runs an API call under its Idempotency-Key: the same key and body answer the first answer again. */
  const answerApi = (endpoint: string, request: FastifyRequest, reply: FastifyReply, call: () => ApiAnswer) => {
    const header = request.headers['idempotency-key'];
    const key = typeof header === 'string' && header !== '' ? header : null;
    const answer = store.transaction((): ApiAnswer => {
      if (key === null) return call();
      const bodyHash = createHash('sha256').update(canonicalJson(request.body)).digest('hex');
      const stored = store.idempotentAnswer(endpoint, key);
      if (stored !== null) {
        if (stored.bodyHash === bodyHash) return { status: stored.status, body: JSON.parse(stored.body) as unknown };
        return {
          status: 422,
          body: serviceError(422, '000', 'Idempotency-Key already used for a different request body', 'validation'),
        };
      }
      const fresh = call();
      // Only answers that did something are kept: a rejected request changed nothing, and may be corrected and sent again.
      if (fresh.status < 300) {
        store.saveIdempotentAnswer(
          endpoint,
          key,
          { bodyHash, status: fresh.status, body: JSON.stringify(fresh.body) },
          now(),
        );
      }
      return fresh;
    });
    schedule();
    return reply.code(answer.status).send(answer.body);
  };

  /** Whether the request is a step's form posted by its script (STEP_SCRIPT). */
  const byStepScript = (request: FastifyRequest) => request.headers[STEP_HEADER] === 'replace';
  // To a step's script, a page is what it shows in the step's place, whatever it says: a status of 400 or more would
  // only make the browser report a failed resource (the page itself says what is wrong).
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(byStepScript(reply.request) ? 200 : status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', PAGE_POLICY)
      .send(body);

  const returnMethodOf = (request: FastifyRequest): 'GET' | 'POST' => {
    const asked = (request.query as Record<string, unknown>).returnMethod;
    return asked === 'POST' || asked === 'GET' ? asked : (options.returnMethod ?? 'GET');
  };
  const querySuffix = (method: 'GET' | 'POST') =>
    method === (options.returnMethod ?? 'GET') ? '' : `?returnMethod=${method}`;

  /** What the shopper's return carries: the redirectResult, or a hosted session's sessionId and sessionResult. */
  const returnFields = (payment: StoredPayment, token: string): Record<string, string> => {
    const session = sessions.sessionOfPayment(payment.pspReference);
    return session === null ? { redirectResult: token } : { sessionId: session.id, sessionResult: token };
  };
  const returnHref = (payment: StoredPayment, token: string): string => {
    const fields = returnFields(payment, token);
    return fields.sessionId === undefined
      ? returnUrlWith(payment.returnUrl, token)
      : returnUrlWithSession(payment.returnUrl, fields.sessionId, token);
  };

  /**
   * On to `location`: a 303 for a form posted as forms are, the address itself for a step's form posted by its script
   * (STEP_SCRIPT), which opens it in the step's place in the browser's history.
   */
  const seeOther = (reply: FastifyReply, location: string) => {
    reply.header('cache-control', 'no-store');
    return byStepScript(reply.request)
      ? reply.code(200).send({ location })
      : reply.code(303).header('location', location).send();
  };
  const stepForm = (action: string): StepForm => ({ action, script: `${prefix}/assets/steps.js` });
  const hostedPath = (pspReference: string) => `${prefix}/hosted/${encodeURIComponent(pspReference)}`;

  /** The form that returns the shopper to the shop by POST, submitting itself. */
  const returnFormPage = (reply: FastifyReply, payment: StoredPayment) =>
    html(
      reply,
      200,
      returnPostPage(
        payment.returnUrl,
        returnFields(payment, payment.redirectResult ?? ''),
        `${prefix}/assets/return.js`,
        payment.shopperLocale,
      ),
    );

  /**
   * Sends the shopper back to the shop with the payment's result: a GET redirect, or the form that posts itself (to a
   * step's script, the address of that form, GET /hosted/:pspReference/return).
   */
  const returnToShop = (reply: FastifyReply, payment: StoredPayment) => {
    if (returnMethodOf(reply.request) === 'GET') {
      return seeOther(reply, returnHref(payment, payment.redirectResult ?? ''));
    }
    if (!byStepScript(reply.request)) return returnFormPage(reply, payment);
    return seeOther(reply, `${hostedPath(payment.pspReference)}/return${querySuffix('POST')}`);
  };

  const finishedOrMissing = (reply: FastifyReply, payment: StoredPayment | null) => {
    if (payment === null) return html(reply, 404, notFoundPage());
    const href = payment.redirectResult === null ? payment.returnUrl : returnHref(payment, payment.redirectResult);
    return html(reply, 200, finishedPage(payment, href));
  };

  await app.register(
    async (scope) => {
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 16_384 },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
      );
      // Answers in Adyen's error shape rather than the shop's: the clients of these routes speak Adyen's protocol.
      scope.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
        const status = error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 500;
        if (status >= 500) request.log.error(error);
        const message = status >= 500 ? 'Internal error' : status === 400 ? 'Unable to parse message' : error.message;
        return reply.code(status).send(serviceError(status, '000', message, status >= 500 ? 'internal' : 'validation'));
      });

      const api = `/checkout/${TEST_PROVIDER_API_VERSION}`;
      scope.post(`${api}/paymentMethods`, { onRequest: requireApiKey }, (request, reply) =>
        answerApi('/paymentMethods', request, reply, () => engine.paymentMethods(request.body)),
      );
      scope.post(`${api}/payments`, { onRequest: requireApiKey }, (request, reply) =>
        answerApi('/payments', request, reply, () => engine.payments(request.body)),
      );
      scope.post(`${api}/payments/details`, { onRequest: requireApiKey }, (request, reply) =>
        answerApi('/payments/details', request, reply, () => engine.paymentDetails(request.body)),
      );
      scope.post<{ Params: { pspReference: string } }>(
        `${api}/payments/:pspReference/cancels`,
        { onRequest: requireApiKey },
        (request, reply) =>
          answerApi(`/payments/${request.params.pspReference}/cancels`, request, reply, () =>
            engine.cancel(request.params.pspReference, request.body),
          ),
      );
      scope.post(`${api}/sessions`, { onRequest: requireApiKey }, (request, reply) =>
        answerApi('/sessions', request, reply, () => sessions.create(request.body)),
      );
      scope.get<{ Params: { sessionId: string }; Querystring: { sessionResult?: unknown } }>(
        `${api}/sessions/:sessionId`,
        { onRequest: requireApiKey },
        (request, reply) => {
          const answer = sessions.result(request.params.sessionId, request.query.sessionResult);
          return reply.code(answer.status).send(answer.body);
        },
      );

      /** A session's page, or on to its one method's page (or the method the shopper chose). */
      const sessionStep = (
        request: FastifyRequest<{ Params: { sessionId: string } }>,
        reply: FastifyReply,
        chosen?: string,
      ) => {
        const session = sessions.session(request.params.sessionId);
        const method = returnMethodOf(request);
        if (session === null) return html(reply, 404, notFoundPage());
        if (sessions.status(session) !== 'active') {
          // Decided (or expired): the page offers the way back with the last payment's result, as a payment's does.
          const last = sessions.payments(session).findLast((payment) => payment.redirectResult !== null) ?? null;
          return finishedOrMissing(reply, last);
        }
        const choice = chosen ?? (session.methods.length === 1 ? session.methods[0] : undefined);
        const form = stepForm(`${prefix}/session/${encodeURIComponent(session.id)}${querySuffix(method)}`);
        if (choice === undefined) return html(reply, 200, sessionPage(session, form));
        const payment = sessions.begin(session, choice);
        if (payment === null) return html(reply, 400, sessionPage(session, form));
        const next = payment.state === 'challenge' ? '/challenge' : '';
        return seeOther(reply, `${hostedPath(payment.pspReference)}${next}${querySuffix(method)}`);
      };
      scope.get<{ Params: { sessionId: string } }>('/session/:sessionId', (request, reply) =>
        sessionStep(request, reply),
      );
      scope.post<{ Params: { sessionId: string }; Body: Record<string, string> }>(
        '/session/:sessionId',
        (request, reply) => sessionStep(request, reply, request.body?.method ?? ''),
      );

      scope.post<{ Params: { pspReference: string } }>(
        `${api}/payments/:pspReference/reversals`,
        { onRequest: requireApiKey },
        (request, reply) =>
          answerApi(`/payments/${request.params.pspReference}/reversals`, request, reply, () =>
            engine.reverse(request.params.pspReference, request.body),
          ),
      );
      scope.post<{ Params: { pspReference: string } }>(
        '/simulate/:pspReference/settle',
        { onRequest: requireApiKey },
        async (request, reply) => {
          const settled = engine.settle(request.params.pspReference);
          schedule();
          return reply.code(settled ? 200 : 404).send({ settled });
        },
      );

      for (const [file, script] of [
        ['return.js', AUTO_SUBMIT_SCRIPT],
        ['steps.js', STEP_SCRIPT],
      ] as const) {
        scope.get(`/assets/${file}`, (_request, reply) =>
          reply
            .header('content-type', 'text/javascript; charset=utf-8')
            .header('cache-control', 'public, max-age=3600')
            .send(script),
        );
      }

      scope.get<{ Params: { pspReference: string } }>('/hosted/:pspReference', (request, reply) => {
        const payment = engine.payment(request.params.pspReference);
        const suffix = querySuffix(returnMethodOf(request));
        const path = hostedPath(request.params.pspReference);
        if (payment?.state === 'challenge') return seeOther(reply, `${path}/challenge${suffix}`);
        if (payment === null || payment.state !== 'awaiting_shopper') return finishedOrMissing(reply, payment);
        const form = stepForm(`${path}${suffix}`);
        return html(
          reply,
          200,
          payment.methodType === 'scheme' ? cardPage(payment, form) : simulatorPage(payment, form),
        );
      });

      scope.post<{ Params: { pspReference: string }; Body: Record<string, string> }>(
        '/hosted/:pspReference',
        (request, reply) => {
          const { pspReference } = request.params;
          const posted = request.body ?? {};
          const suffix = querySuffix(returnMethodOf(request));
          const path = hostedPath(pspReference);
          const current = engine.payment(pspReference);
          if (current === null || current.state !== 'awaiting_shopper') return finishedOrMissing(reply, current);
          const form = stepForm(`${path}${suffix}`);
          const card = current.methodType === 'scheme';
          // A card page offers pay and cancel; a method's page authorise, refuse and cancel. Anything else is a form
          // that was not the page's: shown again.
          if (posted.action === 'cancel' || (!card && (posted.action === 'authorise' || posted.action === 'refuse'))) {
            const decided = engine.choose(pspReference, posted.action);
            schedule();
            return decided === null
              ? finishedOrMissing(reply, engine.payment(pspReference))
              : returnToShop(reply, decided);
          }
          if (!card || posted.action !== 'pay') {
            return html(reply, 400, card ? cardPage(current, form) : simulatorPage(current, form));
          }
          const typed: CardForm = {
            number: posted.number ?? '',
            expiry: posted.expiry ?? '',
            securityCode: posted.securityCode ?? '',
            holderName: posted.holderName ?? '',
          };
          const submitted = engine.submitCard(pspReference, typed);
          if (submitted.kind === 'invalid') return html(reply, 422, cardPage(current, form, typed, submitted.errors));
          if (submitted.kind === 'challenge') return seeOther(reply, `${path}/challenge${suffix}`);
          return finishedOrMissing(reply, submitted.payment);
        },
      );

      scope.get<{ Params: { pspReference: string } }>('/hosted/:pspReference/challenge', (request, reply) => {
        const payment = engine.payment(request.params.pspReference);
        if (payment === null || payment.state !== 'challenge') return finishedOrMissing(reply, payment);
        const form = stepForm(`${hostedPath(payment.pspReference)}/challenge${querySuffix(returnMethodOf(request))}`);
        return html(reply, 200, challengePage(payment, form));
      });

      scope.post<{ Params: { pspReference: string }; Body: Record<string, string> }>(
        '/hosted/:pspReference/challenge',
        (request, reply) => {
          const posted = request.body ?? {};
          const decided = engine.challenge(
            request.params.pspReference,
            posted.action === 'cancel' ? 'cancel' : { password: posted.password ?? '' },
          );
          schedule();
          if (decided === null) return finishedOrMissing(reply, engine.payment(request.params.pspReference));
          return returnToShop(reply, decided);
        },
      );

      // The return by POST as a page of its own, for a step's script to open in the step's place (returnToShop): a
      // payment not yet decided has no result to carry, and goes to the step it is at.
      scope.get<{ Params: { pspReference: string } }>('/hosted/:pspReference/return', (request, reply) => {
        const payment = engine.payment(request.params.pspReference);
        if (payment === null) return html(reply, 404, notFoundPage());
        if (payment.redirectResult === null) {
          return seeOther(reply, `${hostedPath(payment.pspReference)}${querySuffix(returnMethodOf(request))}`);
        }
        return returnFormPage(reply, payment);
      });
    },
    { prefix },
  );

  const provider: TestPaymentProvider = {
    prefix,
    checkoutUrl: (origin) => `${origin.replace(/\/+$/, '')}${prefix}/checkout/${TEST_PROVIDER_API_VERSION}`,
    settle(pspReference) {
      const settled = engine.settle(pspReference);
      schedule();
      return settled;
    },
    async flush() {
      if (closed) return;
      if (running !== null) await running;
      await run();
    },
    webhooks: () => store.webhooks(),
    payments: () => engine.storedPayments(),
    async close() {
      if (closed) return;
      closed = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      if (running !== null) await running;
      store.close();
    },
  };
  app.addHook('onClose', async () => provider.close());
  // Deliveries an earlier process left pending resume once the server is ready, not while it is being built: mounted
  // in the shop, a webhook reaches the shop through the server itself (inject-fetch.server.ts), and a request injected
  // before buildApp has added its hooks and routes boots the server half-built — the restart after a crash with
  // webhooks queued failed with FST_ERR_DEC_AFTER_START (tests/faults/crash.faults.test.ts).
  app.addHook('onReady', async () => schedule());
  return provider;
}
