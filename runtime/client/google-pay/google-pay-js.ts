// Google's own Google Pay sheet, through Google Pay's JavaScript library (pay.js), for a shop with a real payment
// provider (https://developers.google.com/pay/api/web/guides/tutorial): the library is loaded once, when the cart
// step first needs it; isReadyToPay decides whether the button is shown; loadPaymentData opens the sheet. The
// shop's Content-Security-Policy allows https://pay.google.com only when the shop is configured so
// (app.server.ts).
import {
  GooglePaySheetClosed,
  type GooglePayPaymentData,
  type GooglePaySheet,
  type GooglePayPaymentDataRequest,
} from './google-pay-sheet.ts';

export const GOOGLE_PAY_SCRIPT = 'https://pay.google.com/gp/p/js/pay.js';

/** The part of pay.js's PaymentsClient the shop uses. */
interface PaymentsClient {
  isReadyToPay(request: object): Promise<{ result: boolean }>;
  loadPaymentData(request: object): Promise<GooglePayPaymentData>;
}

interface GooglePayApi {
  payments: { api: { PaymentsClient: new (options: { environment: 'TEST' | 'PRODUCTION' }) => PaymentsClient } };
}

declare global {
  interface Window {
    google?: GooglePayApi;
  }
}

let loading: Promise<GooglePayApi> | null = null;

/** pay.js, loaded once per page; a failed load may be tried again. */
function loadLibrary(): Promise<GooglePayApi> {
  if (window.google?.payments?.api) return Promise.resolve(window.google);
  loading ??= new Promise<GooglePayApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_PAY_SCRIPT;
    script.async = true;
    script.onload = () =>
      window.google?.payments?.api ? resolve(window.google) : reject(new Error('pay.js loaded without its API'));
    script.onerror = () => reject(new Error(`${GOOGLE_PAY_SCRIPT} could not be loaded`));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * Google's sheet in the environment the server named, or null when Google Pay cannot be used in this browser (no
 * Google Pay, the library blocked): then the button is not shown.
 */
export async function googlePayJsSheet(
  environment: 'TEST' | 'PRODUCTION',
  request: GooglePayPaymentDataRequest,
): Promise<GooglePaySheet | null> {
  let client: PaymentsClient;
  try {
    const api = await loadLibrary();
    client = new api.payments.api.PaymentsClient({ environment });
    const { apiVersion, apiVersionMinor, allowedPaymentMethods } = request;
    const ready = await client.isReadyToPay({ apiVersion, apiVersionMinor, allowedPaymentMethods });
    if (!ready.result) return null;
  } catch (error) {
    console.warn('Google Pay is not available', error);
    return null;
  }
  return {
    async loadPaymentData(paymentDataRequest) {
      try {
        return await client.loadPaymentData(paymentDataRequest);
      } catch (error) {
        // PaymentsError: statusCode CANCELED when the shopper closes the sheet.
        if ((error as { statusCode?: unknown } | null)?.statusCode === 'CANCELED') throw new GooglePaySheetClosed();
        throw error;
      }
    },
  };
}
