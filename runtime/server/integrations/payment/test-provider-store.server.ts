// The embedded test provider's own state. It stands for an outside service, so it keeps its state in its own SQLite
// file, never in the shop's store: a restart of the process loses neither a payment nor a webhook not yet delivered
// (pending deliveries resume at start). Plain better-sqlite3 rather than the shop's Kysely layer: three small tables
// of an outside system, no part of the commerce model. Synchronous calls keep each API request atomic: nothing can
// run between the idempotency check and the write of the answer.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { AdyenAmount, ResultCode } from './adyen-types.ts';
import type { NotificationRequestItem } from './notification-types.ts';
import type { AuthorisationOutcome } from './test-provider-triggers.ts';

/**
 * - `awaiting_shopper`: answered RedirectShopper; the shopper has the hosted page to complete;
 * - `challenge`: card data entered, the 3D Secure step is open;
 * - `pending`: Received or PresentToShopper (a voucher); settles by itself at `settleAt`;
 * - `final`: Authorised, Refused, Error or Cancelled.
 */
export type PaymentState = 'awaiting_shopper' | 'challenge' | 'pending' | 'final';

export interface StoredCard {
  brand: string;
  summary: string;
  expiry: string;
  holderName: string;
}

export interface StoredVoucher {
  entity: string;
  reference: string;
  expiresAt: string;
}

export interface StoredPayment {
  pspReference: string;
  merchantAccount: string;
  merchantReference: string;
  amount: AdyenAmount;
  countryCode: string | null;
  shopperLocale: string | null;
  shopperEmail: string | null;
  methodType: string;
  returnUrl: string;
  state: PaymentState;
  resultCode: ResultCode;
  refusalReason: string | null;
  refusalReasonCode: string | null;
  /** The authorisation decided before the 3D Secure step, applied when it is passed. */
  pendingOutcome: AuthorisationOutcome | null;
  card: StoredCard | null;
  /** The opaque token the shopper's return carries, for /payments/details. */
  redirectResult: string | null;
  voucher: StoredVoucher | null;
  /** When a pending payment (voucher, Received) is paid by itself; null: only on request. */
  settleAt: number | null;
  /** The pspReference of the cancellation or reversal, once the merchant undid the payment. */
  cancellationPspReference: string | null;
  createdAt: number;
  updatedAt: number;
}

export type WebhookState = 'pending' | 'delivered' | 'failed';

export interface StoredWebhook {
  id: number;
  /** The payment the event belongs to (its own pspReference, or the originalReference of a modification). */
  paymentPspReference: string;
  /** The item as it will be sent, without its signature: it is signed at each delivery with the current key. */
  item: NotificationRequestItem;
  dueAt: number;
  attempts: number;
  state: WebhookState;
  lastError: string | null;
  deliveredAt: number | null;
}

export interface IdempotentAnswer {
  bodyHash: string;
  status: number;
  body: string;
}

const SCHEMA_VERSION = 1;

const SCHEMA = `
create table if not exists payments (
  psp_reference text primary key,
  merchant_account text not null,
  merchant_reference text not null,
  amount_value integer not null,
  currency text not null,
  country_code text,
  shopper_locale text,
  shopper_email text,
  method_type text not null,
  return_url text not null,
  state text not null,
  result_code text not null,
  refusal_reason text,
  refusal_reason_code text,
  pending_outcome text,
  card text,
  redirect_result text unique,
  voucher text,
  settle_at integer,
  cancellation_psp_reference text,
  created_at integer not null,
  updated_at integer not null
);
create index if not exists payments_settle_at on payments (settle_at) where settle_at is not null;
create table if not exists idempotency (
  endpoint text not null,
  idempotency_key text not null,
  body_hash text not null,
  status integer not null,
  body text not null,
  created_at integer not null,
  primary key (endpoint, idempotency_key)
);
create table if not exists webhooks (
  id integer primary key autoincrement,
  payment_psp_reference text not null,
  item text not null,
  due_at integer not null,
  attempts integer not null default 0,
  state text not null default 'pending',
  last_error text,
  delivered_at integer,
  created_at integer not null
);
create index if not exists webhooks_pending on webhooks (state, due_at);
`;

interface PaymentRow {
  psp_reference: string;
  merchant_account: string;
  merchant_reference: string;
  amount_value: number;
  currency: string;
  country_code: string | null;
  shopper_locale: string | null;
  shopper_email: string | null;
  method_type: string;
  return_url: string;
  state: PaymentState;
  result_code: ResultCode;
  refusal_reason: string | null;
  refusal_reason_code: string | null;
  pending_outcome: string | null;
  card: string | null;
  redirect_result: string | null;
  voucher: string | null;
  settle_at: number | null;
  cancellation_psp_reference: string | null;
  created_at: number;
  updated_at: number;
}

interface WebhookRow {
  id: number;
  payment_psp_reference: string;
  item: string;
  due_at: number;
  attempts: number;
  state: WebhookState;
  last_error: string | null;
  delivered_at: number | null;
}

const json = <T>(text: string | null): T | null => (text === null ? null : (JSON.parse(text) as T));

function paymentOf(row: PaymentRow): StoredPayment {
  return {
    pspReference: row.psp_reference,
    merchantAccount: row.merchant_account,
    merchantReference: row.merchant_reference,
    amount: { value: row.amount_value, currency: row.currency },
    countryCode: row.country_code,
    shopperLocale: row.shopper_locale,
    shopperEmail: row.shopper_email,
    methodType: row.method_type,
    returnUrl: row.return_url,
    state: row.state,
    resultCode: row.result_code,
    refusalReason: row.refusal_reason,
    refusalReasonCode: row.refusal_reason_code,
    pendingOutcome: json<AuthorisationOutcome>(row.pending_outcome),
    card: json<StoredCard>(row.card),
    redirectResult: row.redirect_result,
    voucher: json<StoredVoucher>(row.voucher),
    settleAt: row.settle_at,
    cancellationPspReference: row.cancellation_psp_reference,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function rowOf(payment: StoredPayment): PaymentRow {
  return {
    psp_reference: payment.pspReference,
    merchant_account: payment.merchantAccount,
    merchant_reference: payment.merchantReference,
    amount_value: payment.amount.value,
    currency: payment.amount.currency,
    country_code: payment.countryCode,
    shopper_locale: payment.shopperLocale,
    shopper_email: payment.shopperEmail,
    method_type: payment.methodType,
    return_url: payment.returnUrl,
    state: payment.state,
    result_code: payment.resultCode,
    refusal_reason: payment.refusalReason,
    refusal_reason_code: payment.refusalReasonCode,
    pending_outcome: payment.pendingOutcome === null ? null : JSON.stringify(payment.pendingOutcome),
    card: payment.card === null ? null : JSON.stringify(payment.card),
    redirect_result: payment.redirectResult,
    voucher: payment.voucher === null ? null : JSON.stringify(payment.voucher),
    settle_at: payment.settleAt,
    cancellation_psp_reference: payment.cancellationPspReference,
    created_at: payment.createdAt,
    updated_at: payment.updatedAt,
  };
}

function webhookOf(row: WebhookRow): StoredWebhook {
  return {
    id: row.id,
    paymentPspReference: row.payment_psp_reference,
    item: JSON.parse(row.item) as NotificationRequestItem,
    dueAt: row.due_at,
    attempts: row.attempts,
    state: row.state,
    lastError: row.last_error,
    deliveredAt: row.delivered_at,
  };
}

const PAYMENT_COLUMNS = [
  'psp_reference',
  'merchant_account',
  'merchant_reference',
  'amount_value',
  'currency',
  'country_code',
  'shopper_locale',
  'shopper_email',
  'method_type',
  'return_url',
  'state',
  'result_code',
  'refusal_reason',
  'refusal_reason_code',
  'pending_outcome',
  'card',
  'redirect_result',
  'voucher',
  'settle_at',
  'cancellation_psp_reference',
  'created_at',
  'updated_at',
] as const;

function prepareStatements(sqlite: BetterSqlite3.Database) {
  const placeholders = PAYMENT_COLUMNS.map((column) => `@${column}`).join(', ');
  const assignments = PAYMENT_COLUMNS.filter((column) => column !== 'psp_reference')
    .map((column) => `${column} = @${column}`)
    .join(', ');
  return {
    insertPayment: sqlite.prepare(`insert into payments (${PAYMENT_COLUMNS.join(', ')}) values (${placeholders})`),
    updatePayment: sqlite.prepare(`update payments set ${assignments} where psp_reference = @psp_reference`),
    payment: sqlite.prepare('select * from payments where psp_reference = ?'),
    byRedirectResult: sqlite.prepare('select * from payments where redirect_result = ?'),
    dueSettlements: sqlite.prepare(
      `select * from payments where state = 'pending' and settle_at is not null and settle_at <= ? order by settle_at`,
    ),
    nextSettlement: sqlite.prepare(
      `select min(settle_at) as due from payments where state = 'pending' and settle_at is not null`,
    ),
    idempotent: sqlite.prepare(
      'select body_hash as bodyHash, status, body from idempotency where endpoint = ? and idempotency_key = ?',
    ),
    saveIdempotent: sqlite.prepare(
      'insert into idempotency (endpoint, idempotency_key, body_hash, status, body, created_at) values (?, ?, ?, ?, ?, ?)',
    ),
    enqueue: sqlite.prepare(
      'insert into webhooks (payment_psp_reference, item, due_at, created_at) values (?, ?, ?, ?)',
    ),
    latestWebhook: sqlite.prepare(
      'select * from webhooks where payment_psp_reference = ? order by due_at desc, id desc limit 1',
    ),
    dueWebhooks: sqlite.prepare(
      `select * from webhooks where state = 'pending' and due_at <= ? order by due_at, id limit ?`,
    ),
    nextWebhook: sqlite.prepare(`select min(due_at) as due from webhooks where state = 'pending'`),
    delivered: sqlite.prepare(
      `update webhooks set state = 'delivered', attempts = attempts + 1, delivered_at = ?, last_error = null where id = ?`,
    ),
    retry: sqlite.prepare('update webhooks set attempts = attempts + 1, due_at = ?, last_error = ? where id = ?'),
    failed: sqlite.prepare(
      `update webhooks set state = 'failed', attempts = attempts + 1, last_error = ? where id = ?`,
    ),
    webhooks: sqlite.prepare('select * from webhooks order by id'),
    payments: sqlite.prepare('select * from payments order by created_at, psp_reference'),
  };
}

export class TestProviderStore {
  /** Open to the sessions' tables in the same file (test-provider-sessions.server.ts). */
  readonly sqlite: BetterSqlite3.Database;
  private readonly statements: ReturnType<typeof prepareStatements>;

  constructor(file: string) {
    if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    this.sqlite = new BetterSqlite3(file);
    this.sqlite.pragma('journal_mode = WAL');
    this.sqlite.pragma('busy_timeout = 5000');
    const version = this.sqlite.pragma('user_version', { simple: true }) as number;
    if (version > SCHEMA_VERSION) {
      this.sqlite.close();
      throw new Error(`${file} was written by a newer test payment provider (schema ${version}); move it away`);
    }
    this.sqlite.exec(SCHEMA);
    this.sqlite.pragma(`user_version = ${SCHEMA_VERSION}`);
    this.statements = prepareStatements(this.sqlite);
  }

  /** Runs `work` in one transaction (a payment's change and its webhook are written together or not at all). */
  transaction<T>(work: () => T): T {
    return this.sqlite.transaction(work)();
  }

  insertPayment(payment: StoredPayment): void {
    this.statements.insertPayment.run(rowOf(payment));
  }

  updatePayment(payment: StoredPayment): void {
    this.statements.updatePayment.run(rowOf(payment));
  }

  payment(pspReference: string): StoredPayment | null {
    const row = this.statements.payment.get(pspReference) as PaymentRow | undefined;
    return row === undefined ? null : paymentOf(row);
  }

  payments(): StoredPayment[] {
    return (this.statements.payments.all() as PaymentRow[]).map(paymentOf);
  }

  paymentByRedirectResult(token: string): StoredPayment | null {
    const row = this.statements.byRedirectResult.get(token) as PaymentRow | undefined;
    return row === undefined ? null : paymentOf(row);
  }

  dueSettlements(now: number): StoredPayment[] {
    return (this.statements.dueSettlements.all(now) as PaymentRow[]).map(paymentOf);
  }

  idempotentAnswer(endpoint: string, key: string): IdempotentAnswer | null {
    return (this.statements.idempotent.get(endpoint, key) as IdempotentAnswer | undefined) ?? null;
  }

  saveIdempotentAnswer(endpoint: string, key: string, answer: IdempotentAnswer, now: number): void {
    this.statements.saveIdempotent.run(endpoint, key, answer.bodyHash, answer.status, answer.body, now);
  }

  enqueueWebhook(paymentPspReference: string, item: NotificationRequestItem, dueAt: number, now: number): void {
    this.statements.enqueue.run(paymentPspReference, JSON.stringify(item), dueAt, now);
  }

  /** The payment's webhook due last, if any (the out-of-order delivery policy re-sends it after a newer one). */
  latestWebhook(paymentPspReference: string): StoredWebhook | null {
    const row = this.statements.latestWebhook.get(paymentPspReference) as WebhookRow | undefined;
    return row === undefined ? null : webhookOf(row);
  }

  dueWebhooks(now: number, limit: number): StoredWebhook[] {
    return (this.statements.dueWebhooks.all(now, limit) as WebhookRow[]).map(webhookOf);
  }

  /** The earliest time something is due (a webhook, a settlement), or null when nothing is. */
  nextDueAt(): number | null {
    const webhook = (this.statements.nextWebhook.get() as { due: number | null }).due;
    const settlement = (this.statements.nextSettlement.get() as { due: number | null }).due;
    if (webhook === null) return settlement;
    return settlement === null ? webhook : Math.min(webhook, settlement);
  }

  markDelivered(id: number, at: number): void {
    this.statements.delivered.run(at, id);
  }

  markRetry(id: number, dueAt: number, error: string): void {
    this.statements.retry.run(dueAt, error, id);
  }

  markFailed(id: number, error: string): void {
    this.statements.failed.run(error, id);
  }

  /** Every webhook, oldest first (for tests and the README's troubleshooting). */
  webhooks(): StoredWebhook[] {
    return (this.statements.webhooks.all() as WebhookRow[]).map(webhookOf);
  }

  close(): void {
    this.sqlite.close();
  }
}
