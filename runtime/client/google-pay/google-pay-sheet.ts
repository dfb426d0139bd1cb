// The Google Pay sheet as the cart step uses it (spec/2 §5 Google Pay express): given the server's PaymentDataRequest,
// it answers Google Pay's PaymentData, or fails with GooglePaySheetClosed when the shopper closes it. Two
// implementations: Google's own sheet through pay.js (google-pay-js.ts), and the embedded test wallet that stands in
// for it beside the embedded test provider (TestWalletSheet.tsx, test-wallet-data.ts).
import type { GooglePayPaymentData } from '../../../generated/types.ts';

export type { GooglePayPaymentData };

/** The PaymentDataRequest the server built (runtime/domain/checkout/google-pay-request.ts), passed on as it is. */
export type PaymentDataRequest = Readonly<Record<string, unknown>>;

export interface GooglePaySheet {
  loadPaymentData(request: PaymentDataRequest): Promise<GooglePayPaymentData>;
}

/** The shopper closed the sheet (Google Pay's statusCode CANCELED): nothing to say, nothing paid. */
export class GooglePaySheetClosed extends Error {
  constructor() {
    super('The Google Pay sheet was closed');
    this.name = 'GooglePaySheetClosed';
  }
}
