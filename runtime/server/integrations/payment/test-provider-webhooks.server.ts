// Webhook delivery of the embedded test provider, as Adyen delivers standard webhooks: one JSON POST per event to the
// configured URL, Basic auth when configured, the item signed with the endpoint's HMAC key in
// additionalData.hmacSignature, a 2xx answer acknowledging it and anything else retried with growing delays
// (https://docs.adyen.com/development-resources/webhooks; handle-webhook-events: "acknowledge … with a 2xx"). The
// queue is the provider's SQLite table, so an undelivered webhook survives a restart. A delivery policy lets tests
// reproduce what happens in production: late, twice, and out of order.
import { signNotificationItem } from './notification-hmac.ts';
import type { AdyenNotification, NotificationRequestItem } from './notification-types.ts';
import type { StoredWebhook, TestProviderStore } from './test-provider-store.server.ts';

export interface NotificationTarget {
  /** The shop's webhook endpoint. */
  url: string;
  /** The HMAC key (hex) the items are signed with — the key the shop verifies with. */
  hmacKey: string;
  /** Basic auth credentials, when the endpoint asks for them (Adyen's "Basic authentication" setting). */
  username?: string;
  password?: string;
}

export interface DeliveryPolicy {
  /** Every webhook waits this long before its first delivery (the shopper's return usually wins the race). */
  delayMs?: number;
  /** Every webhook is delivered twice (Adyen may send an event more than once). */
  duplicate?: boolean;
  /**
   * When a payment gets a newer event, its previous event is delivered again after it: a late duplicate arriving
   * out of order (e.g. AUTHORISATION after CANCELLATION).
   */
  outOfOrder?: boolean;
  /** The gap between a webhook and its duplicate or late copy. */
  gapMs?: number;
  /** Waits before the 2nd, 3rd… attempt after a failed one; the last repeats (defaults: 10 s growing to an hour). */
  retryDelaysMs?: readonly number[];
  /** After this many failed attempts a webhook is given up (marked failed). */
  maxAttempts?: number;
  /** How long the receiver may take to answer (Adyen allows 10 s). */
  timeoutMs?: number;
}

export const DEFAULT_RETRY_DELAYS_MS = [10_000, 60_000, 120_000, 300_000, 600_000, 1_800_000, 3_600_000] as const;
const DEFAULT_MAX_ATTEMPTS = 20;
const DEFAULT_GAP_MS = 50;
const DEFAULT_TIMEOUT_MS = 10_000;

export interface WebhookLog {
  warn(message: string): void;
}

/** The body of one delivery: a standard webhook with one signed item. */
export function notificationBody(item: NotificationRequestItem, hmacKey: string): AdyenNotification {
  const signed: NotificationRequestItem = {
    ...item,
    additionalData: { ...item.additionalData, hmacSignature: signNotificationItem(item, hmacKey) },
  };
  return { live: 'false', notificationItems: [{ NotificationRequestItem: signed }] };
}

export class WebhookQueue {
  private readonly policy: DeliveryPolicy;

  constructor(
    private readonly store: TestProviderStore,
    private readonly target: NotificationTarget | null,
    policy: DeliveryPolicy,
    private readonly now: () => number,
    private readonly fetchFn: typeof fetch,
    private readonly log: WebhookLog,
  ) {
    this.policy = policy;
  }

  /** Queues an event of a payment, with the policy's delay, duplicate and late copy. No target: nothing is sent. */
  enqueue(paymentPspReference: string, item: NotificationRequestItem): void {
    if (this.target === null) return;
    const now = this.now();
    const due = now + (this.policy.delayMs ?? 0);
    const gap = this.policy.gapMs ?? DEFAULT_GAP_MS;
    const previous = this.policy.outOfOrder ? this.store.latestWebhook(paymentPspReference) : null;
    this.store.enqueueWebhook(paymentPspReference, item, due, now);
    if (this.policy.duplicate) this.store.enqueueWebhook(paymentPspReference, item, due + gap, now);
    if (previous !== null) this.store.enqueueWebhook(paymentPspReference, previous.item, due + 2 * gap, now);
  }

  private retryDelay(attempts: number): number {
    const delays = this.policy.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    return delays[Math.min(attempts - 1, delays.length - 1)] ?? DEFAULT_RETRY_DELAYS_MS[0];
  }

  private async deliver(webhook: StoredWebhook, target: NotificationTarget): Promise<void> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (target.username !== undefined) {
      headers.authorization = `Basic ${Buffer.from(`${target.username}:${target.password ?? ''}`).toString('base64')}`;
    }
    let failure: string;
    try {
      const response = await this.fetchFn(target.url, {
        method: 'POST',
        headers,
        body: JSON.stringify(notificationBody(webhook.item, target.hmacKey)),
        signal: AbortSignal.timeout(this.policy.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) {
        this.store.markDelivered(webhook.id, this.now());
        return;
      }
      failure = `HTTP ${response.status}`;
    } catch (error) {
      failure = (error as Error).message;
    }
    const attempts = webhook.attempts + 1;
    const what = `${webhook.item.eventCode} ${webhook.item.pspReference} to ${target.url}`;
    if (attempts >= (this.policy.maxAttempts ?? DEFAULT_MAX_ATTEMPTS)) {
      this.store.markFailed(webhook.id, failure);
      this.log.warn(`Test payment provider: gave up the webhook ${what} after ${attempts} attempts (${failure})`);
      return;
    }
    this.store.markRetry(webhook.id, this.now() + this.retryDelay(attempts), failure);
    this.log.warn(`Test payment provider: webhook ${what} failed (${failure}); attempt ${attempts + 1} later`);
  }

  /** Delivers every webhook that is due, one after the other in due order (so the policy's order is the order sent). */
  async deliverDue(): Promise<number> {
    const target = this.target;
    if (target === null) return 0;
    let sent = 0;
    for (;;) {
      const due = this.store.dueWebhooks(this.now(), 10);
      if (due.length === 0) return sent;
      for (const webhook of due) {
        await this.deliver(webhook, target);
        sent += 1;
      }
    }
  }
}
