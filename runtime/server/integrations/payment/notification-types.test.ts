// The standard webhook body check (notification-types.ts).
import { describe, expect, it } from 'vitest';
import { parseNotification } from './notification-types.ts';

/** Adyen's recorded AUTHORISATION webhook (Adyen/adyen-node-api-library src/__mocks__/notification/authorisationTrue.json@3b84a188). */
const AUTHORISATION_TRUE = {
  live: 'false',
  notificationItems: [
    {
      NotificationRequestItem: {
        additionalData: {
          expiryDate: '12/2012',
          ' NAME1 ': 'VALUE1',
          authCode: '1234',
          cardSummary: '7777',
          totalFraudScore: '10',
          hmacSignature: 'OzDjCMZIsdtDqrZ+cl/FWC+WdESrorctXTzAzW33dXI=',
          NAME2: '  VALUE2  ',
          'fraudCheck-6-ShopperIpUsage': '10',
          paymentLinkId: 'ABCDEFG',
          realtimeAccountUpdaterStatus: 'status',
        },
        amount: { currency: 'EUR', value: 10100 },
        eventCode: 'AUTHORISATION',
        eventDate: '2017-01-19T16:42:03+01:00',
        merchantAccountCode: 'MagentoMerchantTest2',
        merchantReference: '8313842560770001',
        operations: ['CANCEL', 'CAPTURE', 'REFUND'],
        paymentMethod: 'visa',
        pspReference: '123456789',
        reason: '1234:7777:12/2012',
        success: 'true',
      },
    },
  ],
};

type Item = Record<string, unknown>;
const withItem = (change: (item: Item) => void) => {
  const body = structuredClone(AUTHORISATION_TRUE) as { notificationItems: Array<{ NotificationRequestItem: Item }> };
  change(body.notificationItems[0]!.NotificationRequestItem);
  return body;
};

describe('parseNotification (standard webhook body)', () => {
  it('accepts the recorded AUTHORISATION webhook, as an object or as JSON text', () => {
    const parsed = parseNotification(AUTHORISATION_TRUE);
    expect(parsed.ok).toBe(true);
    if (parsed.ok)
      expect(parsed.notification.notificationItems[0]!.NotificationRequestItem.pspReference).toBe('123456789');
    expect(parseNotification(JSON.stringify(AUTHORISATION_TRUE)).ok).toBe(true);
  });

  it('accepts fields and event codes it does not know (Adyen adds them)', () => {
    expect(parseNotification(withItem((item) => Object.assign(item, { eventCode: 'NEW_EVENT', newField: 1 }))).ok).toBe(
      true,
    );
  });

  it.each([
    [
      withItem((item) => delete item.success),
      'notificationItems/0/NotificationRequestItem misses the required field "success"',
    ],
    [
      withItem((item) => (item.success = true)),
      'notificationItems/0/NotificationRequestItem/success must be one of "true", "false"',
    ],
    [
      withItem((item) => (item.amount = { currency: 'EUR', value: 10.5 })),
      'notificationItems/0/NotificationRequestItem/amount/value must be integer',
    ],
    [
      withItem((item) => (item.amount = { currency: 'eur', value: 1 })),
      'notificationItems/0/NotificationRequestItem/amount/currency must match pattern',
    ],
    [withItem((item) => delete item.pspReference), 'misses the required field "pspReference"'],
    [{ live: 'false', notificationItems: [] }, 'notificationItems must NOT have fewer than 1 items'],
    [{ notificationItems: AUTHORISATION_TRUE.notificationItems }, 'The notification misses the required field "live"'],
    [{ live: false, notificationItems: AUTHORISATION_TRUE.notificationItems }, 'live must be one of "true", "false"'],
    [[1, 2], 'The notification must be object'],
    ['{not json', 'The notification is not JSON'],
  ])('rejects a malformed body with a message naming the field (%#)', (body, message) => {
    const parsed = parseNotification(body);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toContain(message);
  });
});
