// The embedded test provider's sessions flow with Hosted Checkout (ADR 029), as Adyen's Checkout API has it:
// POST /sessions with `mode: "hosted"` answers the hosted page's `url`; on that page the shopper picks one of the
// session's methods and pays it on the provider's own pages (the card form and its 3-D Secure step, a redirect
// method's page — test-provider-pages.ts); the shopper is sent back to `returnUrl` with `sessionId` and
// `sessionResult`, and GET /sessions/{sessionId}?sessionResult=… answers the session's status with its payments
// (sessionResultResponse.ts, payment.ts at Adyen/adyen-node-api-library 3b84a188). A session's payment is a payment
// like any other (its merchantReference the session's reference): the same pages, webhooks and settlement.
// The session's status is derived from its payments, so nothing else has to keep it up to date.
import type BetterSqlite3 from 'better-sqlite3';
import type {
  AdyenAmount,
  AdyenServiceError,
  CreateCheckoutSessionResponse,
  SessionPayment,
  SessionResultResponse,
  SessionStatus,
} from './adyen-types.ts';
import type { ApiAnswer } from './test-provider-engine.server.ts';
import { awaitingShopper, isoSeconds } from './test-provider-engine.server.ts';
import { isProviderMethodCode, methodAvailable, PROVIDER_METHODS } from './test-provider-methods.ts';
import type { StoredPayment, TestProviderStore } from './test-provider-store.server.ts';

export interface StoredSession {
  id: string;
  merchantAccount: string;
  reference: string;
  amount: AdyenAmount;
  countryCode: string | null;
  shopperLocale: string | null;
  shopperEmail: string | null;
  /** The methods the hosted page offers, in the request's order. */
  methods: string[];
  returnUrl: string;
  expiresAt: number;
  createdAt: number;
}

/** "By default, the session expires one hour after it is created"; at most 24 hours (createCheckoutSessionRequest.ts). */
const DEFAULT_VALIDITY_MS = 3_600_000;
const MAX_VALIDITY_MS = 24 * 3_600_000;

const SCHEMA = `
create table if not exists sessions (
  id text primary key,
  merchant_account text not null,
  reference text not null,
  amount_value integer not null,
  currency text not null,
  country_code text,
  shopper_locale text,
  shopper_email text,
  methods text not null,
  return_url text not null,
  expires_at integer not null,
  created_at integer not null
);
create table if not exists session_payments (
  psp_reference text primary key,
  session_id text not null references sessions (id)
);
create index if not exists session_payments_of_session on session_payments (session_id);
`;

interface SessionRow {
  id: string;
  merchant_account: string;
  reference: string;
  amount_value: number;
  currency: string;
  country_code: string | null;
  shopper_locale: string | null;
  shopper_email: string | null;
  methods: string;
  return_url: string;
  expires_at: number;
  created_at: number;
}

const sessionOf = (row: SessionRow): StoredSession => ({
  id: row.id,
  merchantAccount: row.merchant_account,
  reference: row.reference,
  amount: { value: row.amount_value, currency: row.currency },
  countryCode: row.country_code,
  shopperLocale: row.shopper_locale,
  shopperEmail: row.shopper_email,
  methods: JSON.parse(row.methods) as string[],
  returnUrl: row.return_url,
  expiresAt: row.expires_at,
  createdAt: row.created_at,
});

const error = (status: number, errorCode: string, message: string, errorType: string): ApiAnswer => {
  const body: AdyenServiceError = { status, errorCode, message, errorType };
  return { status, body };
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const optionalString = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The return URL with the session's parameters added (kept before a fragment; the shop's own parameters kept). */
export function returnUrlWithSession(returnUrl: string, sessionId: string, sessionResult: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set('sessionId', sessionId);
  url.searchParams.set('sessionResult', sessionResult);
  return url.href;
}

export interface SessionOptions {
  store: TestProviderStore;
  merchantAccount: string;
  now: () => number;
  newPspReference: () => string;
  /** Adyen's session ids are "CS" and 16 hexadecimal digits (sessionsSuccess.ts: CS841C62BF399F968C). */
  newSessionId: () => string;
  newToken: () => string;
  /** The hosted page's address of a session (the `url` of the answer). */
  sessionPageUrl: (session: StoredSession) => string;
}

export class TestProviderSessions {
  private readonly statements;

  constructor(
    sqlite: BetterSqlite3.Database,
    private readonly options: SessionOptions,
  ) {
    sqlite.exec(SCHEMA);
    this.statements = {
      insert: sqlite.prepare(
        `insert into sessions (id, merchant_account, reference, amount_value, currency, country_code, shopper_locale,
          shopper_email, methods, return_url, expires_at, created_at)
         values (@id, @merchant_account, @reference, @amount_value, @currency, @country_code, @shopper_locale,
          @shopper_email, @methods, @return_url, @expires_at, @created_at)`,
      ),
      session: sqlite.prepare('select * from sessions where id = ?'),
      link: sqlite.prepare('insert into session_payments (psp_reference, session_id) values (?, ?)'),
      sessionOfPayment: sqlite.prepare('select session_id from session_payments where psp_reference = ?').pluck(),
      payments: sqlite
        .prepare('select psp_reference from session_payments where session_id = ? order by rowid')
        .pluck(),
    };
  }

  session(id: string): StoredSession | null {
    const row = this.statements.session.get(id) as SessionRow | undefined;
    return row === undefined ? null : sessionOf(row);
  }

  /** The session a payment was made in, if any. */
  sessionOfPayment(pspReference: string): StoredSession | null {
    const id = this.statements.sessionOfPayment.get(pspReference) as string | undefined;
    return id === undefined ? null : this.session(id);
  }

  /** The session's payments, oldest first. */
  payments(session: StoredSession): StoredPayment[] {
    return (this.statements.payments.all(session.id) as string[])
      .map((psp) => this.options.store.payment(psp))
      .filter((payment): payment is StoredPayment => payment !== null);
  }

  /**
   * sessionResultResponse.ts StatusEnum, from the session's payments: completed once one is authorised,
   * paymentPending while one is received or a voucher, else the last decided payment's refusal or cancel, expired
   * past its expiry, active otherwise. (Adyen's page lets the shopper try again after a refusal; this one sends them
   * back at once.)
   */
  status(session: StoredSession): SessionStatus {
    const payments = this.payments(session);
    if (payments.some((payment) => payment.resultCode === 'Authorised')) return 'completed';
    if (payments.some((payment) => payment.state === 'pending')) return 'paymentPending';
    const last = payments.filter((payment) => payment.state === 'final').at(-1);
    if (last !== undefined) return last.resultCode === 'Cancelled' ? 'canceled' : 'refused';
    if (this.options.now() >= session.expiresAt) return 'expired';
    return 'active';
  }

  /** POST /sessions: checked as /payments is; only the hosted mode (this provider has no Drop-in). */
  create(body: unknown): ApiAnswer {
    if (!isRecord(body)) return error(422, '14_018', 'Invalid payload provided', 'validation');
    if (typeof body.merchantAccount !== 'string' || body.merchantAccount === '') return missing('merchantAccount');
    if (body.merchantAccount !== this.options.merchantAccount) {
      return error(403, '901', 'Invalid Merchant Account', 'security');
    }
    const amount = body.amount;
    if (!isRecord(amount)) return missing('amount');
    if (typeof amount.currency !== 'string' || !/^[A-Z]{3}$/.test(amount.currency)) {
      return error(422, '000', "Field 'amount.currency' must be an ISO 4217 code such as EUR", 'validation');
    }
    if (typeof amount.value !== 'number' || !Number.isSafeInteger(amount.value) || amount.value < 0) {
      return error(422, '000', "Field 'amount.value' must be a whole number of minor units", 'validation');
    }
    if (typeof body.reference !== 'string' || body.reference === '') {
      return error(422, '130', 'Reference Missing', 'validation');
    }
    if (typeof body.returnUrl !== 'string' || body.returnUrl === '') return missing('returnUrl');
    if (!URL.canParse(body.returnUrl) || !/^https?:$/.test(new URL(body.returnUrl).protocol)) {
      return error(422, '000', "Field 'returnUrl' must be an absolute http(s) URL", 'validation');
    }
    if (body.mode !== 'hosted') {
      return error(
        422,
        '000',
        "Field 'mode' must be hosted: this test provider has only Hosted Checkout",
        'validation',
      );
    }
    const now = this.options.now();
    let expiresAt = now + DEFAULT_VALIDITY_MS;
    if (body.expiresAt !== undefined) {
      const asked = typeof body.expiresAt === 'string' ? Date.parse(body.expiresAt) : Number.NaN;
      if (Number.isNaN(asked) || asked > now + MAX_VALIDITY_MS + 60_000) {
        return error(422, '000', "Field 'expiresAt' must be a date at most 24 hours ahead", 'validation');
      }
      expiresAt = asked;
    }
    const countryCode = optionalString(body.countryCode);
    const currency = amount.currency;
    // The page offers what was allowed and is available there; vouchers are paid outside the page (ADR 029).
    const asked = Array.isArray(body.allowedPaymentMethods)
      ? body.allowedPaymentMethods.filter((type): type is string => typeof type === 'string')
      : Object.keys(PROVIDER_METHODS);
    const methods = asked.filter(
      (type) =>
        isProviderMethodCode(type) &&
        PROVIDER_METHODS[type].flow !== 'voucher' &&
        methodAvailable(type, countryCode ?? undefined, currency),
    );
    if (methods.length === 0) return error(422, '905', 'Payment details are not supported', 'configuration');
    const session: StoredSession = {
      id: this.options.newSessionId(),
      merchantAccount: this.options.merchantAccount,
      reference: body.reference,
      amount: { value: amount.value, currency },
      countryCode,
      shopperLocale: optionalString(body.shopperLocale),
      shopperEmail: optionalString(body.shopperEmail),
      methods,
      returnUrl: body.returnUrl,
      expiresAt,
      createdAt: now,
    };
    this.statements.insert.run({
      id: session.id,
      merchant_account: session.merchantAccount,
      reference: session.reference,
      amount_value: session.amount.value,
      currency: session.amount.currency,
      country_code: session.countryCode,
      shopper_locale: session.shopperLocale,
      shopper_email: session.shopperEmail,
      methods: JSON.stringify(session.methods),
      return_url: session.returnUrl,
      expires_at: session.expiresAt,
      created_at: session.createdAt,
    });
    const answer: CreateCheckoutSessionResponse = {
      id: session.id,
      amount: session.amount,
      merchantAccount: session.merchantAccount,
      reference: session.reference,
      returnUrl: session.returnUrl,
      expiresAt: isoSeconds(session.expiresAt),
      mode: 'hosted',
      ...(countryCode === null ? {} : { countryCode }),
      ...(session.shopperLocale === null ? {} : { shopperLocale: session.shopperLocale }),
      allowedPaymentMethods: methods,
      sessionData: this.options.newToken(),
      url: this.options.sessionPageUrl(session),
    };
    return { status: 201, body: answer };
  }

  /**
   * GET /sessions/{id}?sessionResult=…: the sessionResult must be the one a return of this session carried (a
   * payment's return token), as Adyen ties it to its session.
   */
  result(id: string, sessionResult: unknown): ApiAnswer {
    const session = this.session(id);
    if (session === null) return error(422, '000', `No session with id ${id.slice(0, 64)}`, 'validation');
    if (typeof sessionResult !== 'string' || sessionResult === '') return missing('sessionResult');
    const payments = this.payments(session);
    if (!payments.some((payment) => payment.redirectResult === sessionResult)) {
      return error(422, '14_018', 'Invalid payload provided', 'validation');
    }
    const taken = payments
      .filter((payment) => payment.resultCode === 'Authorised' || payment.state === 'pending')
      .map((payment): SessionPayment => ({
        amount: payment.amount,
        paymentMethod: payment.card
          ? { type: payment.methodType, brand: payment.card.brand }
          : { type: payment.methodType },
        pspReference: payment.pspReference,
        resultCode: payment.resultCode === 'Authorised' ? 'Authorised' : 'Received',
      }));
    const answer: SessionResultResponse = {
      id: session.id,
      status: this.status(session),
      reference: session.reference,
      ...(taken.length === 0 ? {} : { payments: taken }),
    };
    return { status: 200, body: answer };
  }

  /**
   * The shopper chose `method` on the session's page: its payment, awaiting the shopper on the method's page (the
   * one begun before for that method if it still waits: a reload or a second click begins no second payment); null
   * when the session cannot be paid (expired, decided) or does not offer the method.
   */
  begin(session: StoredSession, method: string): StoredPayment | null {
    if (!session.methods.includes(method) || this.status(session) !== 'active') return null;
    const waiting = this.payments(session).find(
      (payment) =>
        payment.methodType === method && (payment.state === 'awaiting_shopper' || payment.state === 'challenge'),
    );
    if (waiting !== undefined) return waiting;
    const now = this.options.now();
    const payment: StoredPayment = {
      pspReference: this.options.newPspReference(),
      merchantAccount: session.merchantAccount,
      merchantReference: session.reference,
      amount: session.amount,
      countryCode: session.countryCode,
      shopperLocale: session.shopperLocale,
      shopperEmail: session.shopperEmail,
      methodType: method,
      returnUrl: session.returnUrl,
      ...awaitingShopper(now),
    };
    this.options.store.transaction(() => {
      this.options.store.insertPayment(payment);
      this.statements.link.run(payment.pspReference, session.id);
    });
    return payment;
  }
}

/** Adyen's answer to a field the request must carry (errorCode 000 is its generic code, error-codes page). */
function missing(field: string): ApiAnswer {
  return error(422, '000', `Required field '${field}' is not provided.`, 'validation');
}
