import type { ROUTING, RouteKey } from '../../../generated/index.ts';

/** spec/3 §3 Support contact: the reasons, in the order the select lists them. */
export const SUPPORT_REASON_KEYS = [
  'consulting',
  'payment',
  'sales',
  'order',
  'shipment',
  'invoice',
  'productClaim', // product claim within 30 days
  'returns',
  'account',
  'shopIssue',
  'other',
] as const;
export type SupportReasonKey = (typeof SUPPORT_REASON_KEYS)[number];

/** spec/3 §3: what a subreason can need (each is a form field of the same name). */
export const SUPPORT_NEEDS = [
  'productNumber',
  'invoiceNumber',
  'orderNumber',
  'vatId',
  'quantity',
  'phoneNumber',
] as const;
export type SupportNeed = (typeof SUPPORT_NEEDS)[number];

type ExternalLinkKey = (typeof ROUTING)['externalLinks'][number]['key'];

/** Where a shortcut panel points: a page of the shop, an external site of the config, or the returns portal. */
export type SupportShortcutLink =
  | { kind: 'route'; routeKey: RouteKey }
  | { kind: 'external'; key: ExternalLinkKey }
  // spec/1 §2.7: the returns portal is a footer button whose address comes from a translation, not the config.
  | { kind: 'returnsPortal' };

/**
 * spec/3 §2 shortcut panels; every panel also has the 'continue the request' button (the customer may continue
 * the request anyway). 'The my-orders page' is the external self-service site (spec/3 §2 account menu).
 */
export const SUPPORT_SHORTCUTS = {
  noReasonReturn: [{ kind: 'returnsPortal' }, { kind: 'route', routeKey: 'returnPolicy' }],
  invoiceRequest: [{ kind: 'external', key: 'myOrders' }],
  shipmentStatus: [{ kind: 'external', key: 'myOrders' }],
} as const satisfies Record<string, readonly SupportShortcutLink[]>;
export type SupportShortcutKey = keyof typeof SUPPORT_SHORTCUTS;

/** spec/3 §3 Prefill modes: the product number is read-only in each. */
export type SupportPrefillMode = 'manual' | 'quote' | 'spareParts';

export interface SupportSubreasonDefinition {
  reason: SupportReasonKey;
  needs: readonly SupportNeed[];
  shortcut?: SupportShortcutKey;
  /** spec/3 §2: the spare-parts subreason shows an info note. */
  note?: 'spareParts';
  /** spec/3 §2: the portal-issue subreason shows a hint to describe the problem. */
  hint?: 'portalIssue';
  prefill?: SupportPrefillMode;
}

/**
 * The subreasons of each reason with what they need. The spec names the reasons, the three shortcut subreasons,
 * the spare-parts, portal-issue, missing-manual, discount-request subreasons and the flags; the rest of the list
 * is the shop's own choice for an equipment shop: a number is asked for only where the service team needs it to
 * find the case (an order for anything about a placed order, an invoice number to correct an invoice, the product
 * for questions about one product), a phone number where a call back or a delivery appointment is the usual
 * answer, a VAT ID where the answer is a company document.
 */
export const SUPPORT_SUBREASONS = {
  productAdvice: { reason: 'consulting', needs: ['productNumber'] },
  technicalQuestion: { reason: 'consulting', needs: ['productNumber'] },
  projectConsulting: { reason: 'consulting', needs: ['phoneNumber'] },

  paymentFailed: { reason: 'payment', needs: ['orderNumber'] },
  refundStatus: { reason: 'payment', needs: ['orderNumber'] },
  paymentMethods: { reason: 'payment', needs: [] },

  discountRequest: { reason: 'sales', needs: ['productNumber', 'quantity'], prefill: 'quote' },
  sparePartsRequest: { reason: 'sales', needs: ['productNumber'], note: 'spareParts', prefill: 'spareParts' },
  businessOffer: { reason: 'sales', needs: ['productNumber', 'quantity', 'vatId', 'phoneNumber'] },
  productAvailability: { reason: 'sales', needs: ['productNumber'] },

  changeOrder: { reason: 'order', needs: ['orderNumber'] },
  cancelOrder: { reason: 'order', needs: ['orderNumber'] },
  // Without a confirmation the customer may not know the order number.
  orderConfirmationMissing: { reason: 'order', needs: [] },

  shipmentStatus: { reason: 'shipment', needs: ['orderNumber'], shortcut: 'shipmentStatus' },
  damagedDelivery: { reason: 'shipment', needs: ['orderNumber', 'productNumber', 'phoneNumber'] },
  deliveryAddressChange: { reason: 'shipment', needs: ['orderNumber', 'phoneNumber'] },
  freightDeliveryAppointment: { reason: 'shipment', needs: ['orderNumber', 'phoneNumber'] },

  invoiceRequest: { reason: 'invoice', needs: ['orderNumber'], shortcut: 'invoiceRequest' },
  invoiceCorrection: { reason: 'invoice', needs: ['invoiceNumber'] },
  // spec/3 §8: a customer whose prices could not be adjusted to NET contacts support to claim the tax back.
  vatRefund: { reason: 'invoice', needs: ['invoiceNumber', 'vatId'] },

  defectiveProduct: { reason: 'productClaim', needs: ['orderNumber', 'productNumber', 'phoneNumber'] },
  missingParts: { reason: 'productClaim', needs: ['orderNumber', 'productNumber'] },
  missingLanguageManual: { reason: 'productClaim', needs: ['productNumber'], prefill: 'manual' },

  noReasonReturn: { reason: 'returns', needs: ['orderNumber'], shortcut: 'noReasonReturn' },
  returnStatus: { reason: 'returns', needs: ['orderNumber'] },

  loginProblem: { reason: 'account', needs: [] },
  accountData: { reason: 'account', needs: [] },
  deleteAccount: { reason: 'account', needs: [] },
  newsletterSubscription: { reason: 'account', needs: [] },

  portalIssue: { reason: 'shopIssue', needs: [], hint: 'portalIssue' },
  wrongProductInformation: { reason: 'shopIssue', needs: ['productNumber'] },

  otherRequest: { reason: 'other', needs: [] },
} as const satisfies Record<string, SupportSubreasonDefinition>;
export type SupportSubreasonKey = keyof typeof SUPPORT_SUBREASONS;

/** spec/3 §3 Prefill modes: the subreason each opens on, and the quantity it sets (quote: quantity 1). */
export const SUPPORT_PREFILL_MODES = {
  manual: { subreason: 'missingLanguageManual', quantity: null },
  quote: { subreason: 'discountRequest', quantity: 1 },
  spareParts: { subreason: 'sparePartsRequest', quantity: null },
} as const satisfies Record<SupportPrefillMode, { subreason: SupportSubreasonKey; quantity: number | null }>;

/** The subreason's definition, with the optional parts widened for reading. */
export function supportSubreason(key: SupportSubreasonKey): SupportSubreasonDefinition {
  return SUPPORT_SUBREASONS[key];
}

/** spec/3 §2: the subreasons offered once a reason is chosen, in the order of SUPPORT_SUBREASONS. */
export const SUBREASONS_BY_REASON: Readonly<Record<SupportReasonKey, readonly SupportSubreasonKey[]>> = (() => {
  const byReason = {} as Record<SupportReasonKey, SupportSubreasonKey[]>;
  for (const reason of SUPPORT_REASON_KEYS) byReason[reason] = [];
  for (const key of Object.keys(SUPPORT_SUBREASONS) as SupportSubreasonKey[]) {
    byReason[SUPPORT_SUBREASONS[key].reason].push(key);
  }
  return byReason;
})();
