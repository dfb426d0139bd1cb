/**
 * What a placed order's buyer is told about paying it (spec/2 §4 Payment: the thank-you page shows the payment in
 * progress — bank transfer or multibanco reference — or paid; the order e-mail says the same). Each way of paying has
 * its own words, since "we are waiting for your payment" is false for a buyer who pays at the door:
 *
 * - `paid`: the provider has confirmed the payment;
 * - `onDelivery`: cash on delivery — paid to the courier, the amount with its fee (spec/2 §9);
 * - `transfer`: a bank transfer to the store's account, quoting the order number (spec/2 §3 Bank transfer data);
 * - `voucher`: a multibanco reference to pay by its due date (spec/2 §3 payment action JSON);
 * - `confirming`: a provider's payment whose confirmation is still on its way (its webhook settles it, ADR 024).
 */
export type PaymentNote = 'paid' | 'onDelivery' | 'transfer' | 'voucher' | 'confirming';

/** The part of an order (or of its payment) the note is read from. */
export interface PaymentNoteFacts {
  readonly paymentState: string;
  readonly payment:
    | {
        readonly method: string;
        readonly bankTransfer?: unknown;
        readonly voucher?: unknown;
      }
    | undefined;
}

export function paymentNoteOf({ paymentState, payment }: PaymentNoteFacts): PaymentNote {
  if (paymentState === 'Paid') return 'paid';
  if (payment?.method === 'cashOnDelivery') return 'onDelivery';
  if (payment?.bankTransfer !== undefined) return 'transfer';
  if (payment?.voucher !== undefined) return 'voucher';
  return 'confirming';
}
