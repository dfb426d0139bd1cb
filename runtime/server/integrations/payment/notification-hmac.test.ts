// HMAC of Adyen standard webhook items, against the official library's test vectors
// (Adyen/adyen-node-api-library src/__tests__/hmacValidator.spec.ts@3b84a188ef071064636a19f53f95f8aa7112dd91).
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { notificationSigningString, signNotificationItem, verifyNotificationItem } from './notification-hmac.ts';
import type { NotificationRequestItem } from './notification-types.ts';

const KEY = 'DFB1EB5485895CFA84146406857104ABB4CBCABDC8AAF103A624C8F6A3EAAB00';

/** The library's item: every signed field holds its own name, so a field out of place shows in the string. */
const VECTOR: NotificationRequestItem = {
  pspReference: 'pspReference',
  originalReference: 'originalReference',
  merchantAccountCode: 'merchantAccount',
  merchantReference: 'reference',
  amount: { currency: 'EUR', value: 1000 },
  eventCode: 'REPORT_AVAILABLE',
  eventDate: '2019-09-21T11:45:24.637Z',
  paymentMethod: 'VISA',
  reason: 'reason',
  success: 'true',
  additionalData: { hmacSignature: 'ZNBPtI+oDyyRrLyD1XirkKnQgIAlFc07Vj27TeHsDRE=' },
};

describe('notification HMAC (Adyen standard webhook)', () => {
  it('builds the signing string of the library, in its order', () => {
    expect(notificationSigningString(VECTOR)).toBe(
      'pspReference:originalReference:merchantAccount:reference:1000:EUR:REPORT_AVAILABLE:true',
    );
  });

  it('signs the official test vectors', () => {
    expect(signNotificationItem(VECTOR, KEY)).toBe('ZNBPtI+oDyyRrLyD1XirkKnQgIAlFc07Vj27TeHsDRE=');
    expect(signNotificationItem({ ...VECTOR, eventCode: 'EVENT' }, KEY)).toBe(
      'ipnxGCaUZ4l8TUW75a71/ghd2Fe5ffvX0pV4TLTntIc=',
    );
  });

  it('verifies a signed item and refuses it once any signed field changes', () => {
    expect(verifyNotificationItem(VECTOR, KEY)).toBe(true);
    const changes: Array<Partial<NotificationRequestItem>> = [
      { pspReference: 'pspReference2' },
      { originalReference: undefined },
      { merchantAccountCode: 'otherAccount' },
      { merchantReference: 'reference2' },
      { amount: { currency: 'EUR', value: 1001 } },
      { amount: { currency: 'USD', value: 1000 } },
      { eventCode: 'AUTHORISATION' },
      { success: 'false' },
    ];
    for (const change of changes)
      expect(verifyNotificationItem({ ...VECTOR, ...change }, KEY), JSON.stringify(change)).toBe(false);
    // Fields outside the signature may change (eventDate, reason, paymentMethod are not signed).
    expect(verifyNotificationItem({ ...VECTOR, reason: 'other', eventDate: 'x', paymentMethod: 'mc' }, KEY)).toBe(true);
  });

  it('would not match a signature over the same values in another order', () => {
    const swapped = 'originalReference:pspReference:merchantAccount:reference:1000:EUR:REPORT_AVAILABLE:true';
    const signature = createHmac('sha256', Buffer.from(KEY, 'hex')).update(swapped).digest('base64');
    expect(verifyNotificationItem({ ...VECTOR, additionalData: { hmacSignature: signature } }, KEY)).toBe(false);
  });

  it('signs a missing originalReference as an empty value, and values with ":" unescaped, as the library does', () => {
    const item = { ...VECTOR, originalReference: undefined, merchantReference: 'order:42' };
    expect(notificationSigningString(item)).toBe(
      'pspReference::merchantAccount:order:42:1000:EUR:REPORT_AVAILABLE:true',
    );
    const expected = createHmac('sha256', Buffer.from(KEY, 'hex'))
      .update('pspReference::merchantAccount:order:42:1000:EUR:REPORT_AVAILABLE:true')
      .digest('base64');
    expect(signNotificationItem(item, KEY)).toBe(expected);
  });

  it('is not valid without a signature, with a malformed one, or under another key — and never throws for them', () => {
    expect(verifyNotificationItem({ ...VECTOR, additionalData: {} }, KEY)).toBe(false);
    expect(verifyNotificationItem({ ...VECTOR, additionalData: undefined }, KEY)).toBe(false);
    // 44 Base64 characters like a real signature, decoding to 33 bytes (the library's own regression case).
    expect(verifyNotificationItem({ ...VECTOR, additionalData: { hmacSignature: 'A'.repeat(44) } }, KEY)).toBe(false);
    expect(verifyNotificationItem(VECTOR, KEY.replace(/^D/, 'E'))).toBe(false);
  });

  it('says a key that is not hexadecimal is a configuration mistake', () => {
    expect(() => signNotificationItem(VECTOR, 'not-a-hex-key')).toThrow(/hexadecimal key/);
    expect(() => verifyNotificationItem(VECTOR, 'ABC')).toThrow(/hexadecimal key/);
  });
});
