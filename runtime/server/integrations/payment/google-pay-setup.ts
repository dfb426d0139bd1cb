// How the shopper's browser collects Google Pay's data (spec/2 §5 Google Pay express). With a real provider it is
// Google's own sheet (pay.js, https://developers.google.com/pay/api/web/guides/tutorial) in Google's TEST or PRODUCTION
// environment; with the embedded test provider an embedded test wallet stands in for it and returns data of the same
// shape, with a token the test provider reads as a test trigger, so a purchase runs with zero set-up.

export type GooglePaySetup =
  | { readonly sheet: 'testWallet'; readonly merchantName?: string }
  | {
      readonly sheet: 'googlePay';
      readonly environment: 'TEST' | 'PRODUCTION';
      /** Google's merchant id (Google Pay & Wallet Console); Adyen's payment methods answer may carry it too. */
      readonly merchantId?: string;
      readonly merchantName?: string;
    };

/** The origin of Google's pay.js, which a page using Google's sheet must be allowed to load and frame (CSP). */
export const GOOGLE_PAY_ORIGIN = 'https://pay.google.com';
