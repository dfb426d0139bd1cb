// Adyen's standard webhook (https://docs.adyen.com/development-resources/webhooks/webhook-types#standard-webhook):
// `{"live":"false","notificationItems":[{"NotificationRequestItem":{…}}]}`. Shapes from the official typings
// (Adyen/adyen-node-api-library src/typings/notification/notificationRequestItem.ts, notification.ts@3b84a188), with
// the JSON Schema the shop's webhook endpoint checks a body against before it verifies and stores the items.
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';

/** notificationRequestItem.ts (the values the standard webhook carries; `success` and `live` are strings). */
export interface NotificationRequestItem {
  /** Adyen's reference of this event's transaction; for a modification (CANCELLATION…), of the modification. */
  pspReference: string;
  /** For a modification: the pspReference of the payment it modifies. */
  originalReference?: string;
  merchantAccountCode: string;
  /** The shop's reference sent as `reference` in /payments. */
  merchantReference: string;
  amount: { currency: string; value: number };
  /** AUTHORISATION, CANCELLATION, CAPTURE, REFUND, OFFER_CLOSED… (EventCodeEnum); kept open so a new one parses. */
  eventCode: string;
  eventDate: string;
  success: 'true' | 'false';
  paymentMethod?: string;
  reason?: string;
  operations?: string[];
  /** Carries `hmacSignature` (https://docs.adyen.com/development-resources/webhooks/verify-hmac-signatures). */
  additionalData?: Record<string, string>;
}

export interface NotificationItem {
  NotificationRequestItem: NotificationRequestItem;
}

/** notification.ts. */
export interface AdyenNotification {
  live: 'true' | 'false';
  notificationItems: NotificationItem[];
}

/**
 * The standard webhook's body. Strict where the shop relies on a value (the signed fields, `success`, an integer
 * amount), open elsewhere: Adyen adds fields without a version change, and a webhook refused for a field the shop
 * never reads would be retried by Adyen for days.
 */
export const NOTIFICATION_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'multishop:adyen-standard-notification',
  type: 'object',
  required: ['live', 'notificationItems'],
  properties: {
    live: { enum: ['true', 'false'] },
    notificationItems: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['NotificationRequestItem'],
        properties: {
          NotificationRequestItem: {
            type: 'object',
            required: [
              'pspReference',
              'merchantAccountCode',
              'merchantReference',
              'amount',
              'eventCode',
              'eventDate',
              'success',
            ],
            properties: {
              pspReference: { type: 'string', minLength: 1 },
              originalReference: { type: 'string' },
              merchantAccountCode: { type: 'string', minLength: 1 },
              merchantReference: { type: 'string' },
              amount: {
                type: 'object',
                required: ['currency', 'value'],
                properties: {
                  currency: { type: 'string', pattern: '^[A-Z]{3}$' },
                  value: { type: 'integer', minimum: 0 },
                },
              },
              eventCode: { type: 'string', minLength: 1 },
              eventDate: { type: 'string' },
              success: { enum: ['true', 'false'] },
              paymentMethod: { type: 'string' },
              reason: { type: 'string' },
              operations: { type: 'array', items: { type: 'string' } },
              additionalData: { type: 'object', properties: { hmacSignature: { type: 'string' } } },
            },
          },
        },
      },
    },
  },
} as const;

const ajv = new Ajv2020({ allErrors: false, strict: true, strictRequired: false });
const validNotification = ajv.compile<AdyenNotification>(NOTIFICATION_SCHEMA);

export type NotificationParse = { ok: true; notification: AdyenNotification } | { ok: false; message: string };

function describe(error: ErrorObject): string {
  const where = error.instancePath === '' ? 'The notification' : error.instancePath.slice(1);
  if (error.keyword === 'required') {
    return `${where} misses the required field "${(error.params as { missingProperty: string }).missingProperty}"`;
  }
  if (error.keyword === 'enum') {
    return `${where} must be one of ${(error.params as { allowedValues: unknown[] }).allowedValues.map((value) => JSON.stringify(value)).join(', ')}`;
  }
  return `${where} ${error.message ?? 'is invalid'}`;
}

/**
 * A webhook body as a notification, or what is wrong with it, naming the field (`notificationItems/0/
 * NotificationRequestItem/success must be one of "true", "false"`) — for the 400 answer and the log.
 */
export function parseNotification(body: unknown): NotificationParse {
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body) as unknown;
    } catch {
      return { ok: false, message: 'The notification is not JSON' };
    }
  }
  if (validNotification(body)) return { ok: true, notification: body };
  const error = validNotification.errors?.[0];
  return { ok: false, message: error ? describe(error) : 'The notification is not a standard webhook body' };
}
