// HMAC signatures of Adyen's standard webhook items
// (https://docs.adyen.com/development-resources/webhooks/verify-hmac-signatures), as the official library computes
// them (Adyen/adyen-node-api-library src/utils/hmacValidator.ts@3b84a188ef071064636a19f53f95f8aa7112dd91):
// 1. the signing string is pspReference, originalReference, merchantAccountCode, merchantReference, amount.value,
//    amount.currency, eventCode and success joined by ':'; a missing value is an empty string;
// 2. the key is the hex decoding of the key configured for the webhook endpoint;
// 3. HMAC-SHA256 of the UTF-8 signing string, Base64-encoded, sent in additionalData.hmacSignature.
// Escaping: the library escapes '\' and ':' only in its key-value form (the legacy hosted payment pages, whose keys
// are signed too); the notification item's values are joined as they are. So do we — a value holding ':' is signed
// unescaped, exactly as Adyen signs it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NotificationRequestItem } from './notification-types.ts';

/** The fields that are signed, in the order they are signed. */
export type SignedNotificationFields = Pick<
  NotificationRequestItem,
  | 'pspReference'
  | 'originalReference'
  | 'merchantAccountCode'
  | 'merchantReference'
  | 'amount'
  | 'eventCode'
  | 'success'
>;

const HEX_KEY = /^(?:[0-9a-fA-F]{2})+$/;

/** The string that is signed (step 1). */
export function notificationSigningString(item: SignedNotificationFields): string {
  return [
    item.pspReference,
    item.originalReference ?? '',
    item.merchantAccountCode,
    item.merchantReference,
    String(item.amount.value),
    item.amount.currency,
    item.eventCode,
    item.success,
  ].join(':');
}

function keyBytes(hexKey: string): Buffer {
  // A key that is not hex would silently decode to fewer bytes (Buffer.from ignores the rest) and sign with a
  // different key than the one configured: a configuration mistake, said at once.
  if (!HEX_KEY.test(hexKey)) {
    throw new Error(
      'The webhook HMAC key must be the hexadecimal key from the Customer Area (an even number of 0-9, A-F)',
    );
  }
  return Buffer.from(hexKey, 'hex');
}

/** The Base64 HMAC-SHA256 signature of an item (steps 2 and 3). */
export function signNotificationItem(item: SignedNotificationFields, hexKey: string): string {
  return createHmac('sha256', keyBytes(hexKey)).update(notificationSigningString(item), 'utf8').digest('base64');
}

/**
 * Whether the item's additionalData.hmacSignature is the signature of its fields under the key. Compared in constant
 * time on the decoded bytes; a missing signature, or one that does not decode to 32 bytes, is simply not valid.
 */
export function verifyNotificationItem(item: NotificationRequestItem, hexKey: string): boolean {
  const presented = item.additionalData?.hmacSignature;
  if (typeof presented !== 'string' || presented === '') return false;
  const expected = Buffer.from(signNotificationItem(item, hexKey), 'base64');
  const received = Buffer.from(presented, 'base64');
  return received.length === expected.length && timingSafeEqual(received, expected);
}
