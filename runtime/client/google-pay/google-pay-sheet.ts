// The Google Pay sheet as the cart step uses it (spec/2 §5 Google Pay express): given the server's PaymentDataRequest,
// it answers Google Pay's PaymentData, or fails with GooglePaySheetClosed when the shopper closes it. Two
// implementations: Google's own sheet through pay.js (google-pay-js.ts), and the embedded test wallet that stands in
// for it beside the embedded test provider (TestWalletSheet.tsx, test-wallet-data.ts).
import type { GooglePayPaymentData, GooglePayPaymentDataRequest } from '../../../generated/types.ts';

// The request is the one the server built (runtime/domain/checkout/google-pay-request.ts), passed on as it is.
export type { GooglePayPaymentData, GooglePayPaymentDataRequest };

export interface GooglePaySheet {
  loadPaymentData(request: GooglePayPaymentDataRequest): Promise<GooglePayPaymentData>;
}

/** The shopper closed the sheet (Google Pay's statusCode CANCELED): nothing to say, nothing paid. */
export class GooglePaySheetClosed extends Error {
  constructor() {
    super('The Google Pay sheet was closed');
    this.name = 'GooglePaySheetClosed';
  }
}
