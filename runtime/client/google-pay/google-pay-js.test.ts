// @vitest-environment happy-dom
// Google's sheet through pay.js (google-pay-js.ts), with Google's PaymentsClient replaced at the page's global, as
// pay.js defines it: the button is offered only when isReadyToPay says so, the sheet's data comes back as it is, and a
// closed sheet (statusCode CANCELED) is GooglePaySheetClosed.
import { afterEach, describe, expect, it } from 'vitest';
import { GOOGLE_PAY_REQUEST } from '../../../tests/fixtures/google-pay-request.ts';
import { GooglePaySheetClosed } from './google-pay-sheet.ts';
import { googlePayJsSheet } from './google-pay-js.ts';

const DATA = { apiVersion: 2, email: 'ada@example.com', paymentMethodData: { type: 'CARD' } };

/** pay.js's global, with a client answering as told; records the environments and readiness requests it saw. */
function fakeGooglePay(client: { ready: boolean; load: () => Promise<unknown> }) {
  const seen: { environments: string[]; readiness: unknown[]; loaded: unknown[] } = {
    environments: [],
    readiness: [],
    loaded: [],
  };
  window.google = {
    payments: {
      api: {
        PaymentsClient: class {
          constructor(options: { environment: string }) {
            seen.environments.push(options.environment);
          }
          async isReadyToPay(request: unknown) {
            seen.readiness.push(request);
            return { result: client.ready };
          }
          async loadPaymentData(request: unknown) {
            seen.loaded.push(request);
            return client.load();
          }
        } as never,
      },
    },
  };
  return seen;
}

afterEach(() => {
  delete window.google;
});

describe('googlePayJsSheet (spec/2 §5 Google Pay express with Google’s own sheet)', () => {
  it('asks isReadyToPay with the request’s payment methods, in the environment named, and answers the sheet’s data', async () => {
    const seen = fakeGooglePay({ ready: true, load: async () => DATA });
    const sheet = await googlePayJsSheet('PRODUCTION', GOOGLE_PAY_REQUEST);
    expect(seen.environments).toEqual(['PRODUCTION']);
    expect(seen.readiness).toEqual([
      { apiVersion: 2, apiVersionMinor: 0, allowedPaymentMethods: GOOGLE_PAY_REQUEST.allowedPaymentMethods },
    ]);
    expect(await sheet!.loadPaymentData(GOOGLE_PAY_REQUEST)).toEqual(DATA);
    expect(seen.loaded).toEqual([GOOGLE_PAY_REQUEST]);
  });

  it('offers no sheet when Google Pay is not ready in this browser', async () => {
    fakeGooglePay({ ready: false, load: async () => DATA });
    expect(await googlePayJsSheet('TEST', GOOGLE_PAY_REQUEST)).toBeNull();
  });

  it('says a sheet the shopper closed as GooglePaySheetClosed, and passes other failures on', async () => {
    fakeGooglePay({
      ready: true,
      load: async () => {
        throw { statusCode: 'CANCELED', statusMessage: 'User closed the Payment Request UI.' };
      },
    });
    const closed = await googlePayJsSheet('TEST', GOOGLE_PAY_REQUEST);
    await expect(closed!.loadPaymentData(GOOGLE_PAY_REQUEST)).rejects.toBeInstanceOf(GooglePaySheetClosed);
    const failure = { statusCode: 'DEVELOPER_ERROR', statusMessage: 'merchantId is invalid' };
    fakeGooglePay({
      ready: true,
      load: async () => {
        throw failure;
      },
    });
    const broken = await googlePayJsSheet('TEST', GOOGLE_PAY_REQUEST);
    await expect(broken!.loadPaymentData(GOOGLE_PAY_REQUEST)).rejects.toBe(failure);
  });
});
