// ADR 025, spec/2 §5 Google Pay (express): paying the cart with Google Pay straight from the cart step, the addresses
// and e-mail coming from the Google Pay sheet instead of the checkout's forms. `getGooglePayExpress` says whether the
// cart may be paid so and gives the sheet its request (the cart's final total; a shipping address in the current
// country, phone, e-mail and a full billing address required); `payWithGooglePay` checks what the sheet returned
// (spec/2 §5, 'Adress from Google express payment is missing'), makes its addresses and e-mail the cart's — checked by
// the same form schemas as typed ones — and pays the card token at the provider through the one payment path of
// pay-operation.server.ts, in the mode where only Google Pay is offered. Google Pay gives no company: an express
// order is a private customer's.
import { COUNTRY_LOCALES, type CountryCode, type LanguageCode, type LocaleCode } from '../../../generated/index.ts';
import type { AdyenPaymentMethod } from '../integrations/payment/adyen-types.ts';
import type { Cart, CartAddress, GetGooglePayExpressAnswer, PayAnswer } from '../../../generated/types.ts';
import { BILLING_ADDRESS_ERROR, SHIPPING_ADDRESS_ERROR } from '../../domain/checkout/checkout-submit.ts';
import {
  allowsGooglePayExpress,
  checkGooglePayData,
  GOOGLE_PAY_PAYLOAD,
  type GooglePayAddress,
  type GooglePayPaymentData,
  type GooglePayProblem,
} from '../../domain/checkout/google-pay.ts';
import { cartAddressOfGooglePay, GOOGLE_PAY_FIELD_OF } from '../../domain/checkout/google-pay-address.ts';
import { googlePayPaymentDataRequest } from '../../domain/checkout/google-pay-request.ts';
import type { GooglePaySetup } from '../integrations/payment/google-pay-setup.ts';
import type { PaymentProvider } from '../integrations/payment/payment-port.ts';
import { isPaymentProviderFailure } from '../integrations/payment/payment-port.ts';
import { catalogueContext, type Operation, OperationError, type Operations } from './operation.server.ts';
import { paymentErrorStateOf, refuseClosedCheckout, type PaymentRequestFacts } from './checkout-cart.server.ts';
import type { CheckoutAddressProblem } from './checkout-address-validation.server.ts';
import { validateCheckoutAddress } from './checkout-address-validation.server.ts';
import { orderTotalsOf } from './order-draft.server.ts';
import type { PaymentPath } from './payment-path.server.ts';
import { staleVersion } from './stale-version.server.ts';
import { isCheckoutOpen } from '../../domain/checkout/checkout-open.ts';

/** The Google Pay method code (spec/2 §3). */
const GOOGLE_PAY = 'googlepay';

/** How long the provider's Google Pay configuration of a country is kept (it changes with the account, not the cart). */
export const GOOGLE_PAY_CONFIGURATION_TTL_MS = 5 * 60_000;

/** Why a cart priced net cannot be paid by express: Google Pay gives no company, so the order is a private one. */
export const NET_CART_MESSAGE =
  'Google Pay express is for private customers: this cart has a company’s net prices, pay it in the checkout';

export interface GooglePayExpressDeps {
  readonly googlePay?: GooglePaySetup;
  readonly provider: PaymentProvider;
  readonly merchantAccount: string;
  /** The cart update the addresses and e-mail are given with (cart-operations.server.ts updateCart). */
  readonly updateCart: Operation<'updateCart'>;
  readonly log?: { error(message: string, error?: unknown): void };
  readonly now?: () => number;
}

const { email: EMAIL_AT, shippingAddress: SHIPPING_AT, billingAddress: BILLING_AT } = GOOGLE_PAY_PAYLOAD;

/** Where in the payload each problem of spec/2 §5 Google Pay is, and how an answer words it. */
const PROBLEMS: Readonly<Record<Exclude<GooglePayProblem, 'shippingAddressMissing'>, [string, string]>> = {
  countryNotAllowed: [`${SHIPPING_AT}/countryCode`, 'The shipping address must be in the shop’s country'],
  emailMissing: [EMAIL_AT, 'The e-mail is missing'],
  phoneMissing: [`${SHIPPING_AT}/phoneNumber`, 'The phone number is missing'],
  phoneInvalid: [`${SHIPPING_AT}/phoneNumber`, 'The phone number is not valid'],
  billingAddressIncomplete: [BILLING_AT, 'The billing address is not complete'],
  billingCountryNotAllowed: [`${BILLING_AT}/countryCode`, 'The billing address must be in the shop’s country'],
};

/**
 * The 400 of a problem of the sheet's data (spec/2 §5 Google Pay; §8 for the missing shipping address). Its detail's
 * `reason` is the problem, for the browser's message.
 */
function googlePayDataError(country: CountryCode, data: GooglePayPaymentData): OperationError | null {
  const check = checkGooglePayData(country, data);
  if (check.valid) return null;
  const [field, message] =
    check.problem === 'shippingAddressMissing' ? [SHIPPING_AT, check.message] : PROBLEMS[check.problem];
  return new OperationError(400, message, field, {
    errors: [{ code: 'InvalidGooglePayData', reason: check.problem }],
  });
}

/** Which address a form problem is of, as the answer's detail `reason` says it. */
export type GooglePayAddressReason = 'billingAddressInvalid' | 'shippingAddressInvalid';

/**
 * An address's form problem as the express payload names it: the Google Pay field the cart's field came from, the
 * spec's 'Billing Address Error' / 'Shipping Address Error' before the rule (spec/2 §5 Checkout submit), and the
 * rule's details for the browser's message (a postal code's is the spec's postal-code message).
 */
function addressError(problem: CheckoutAddressProblem, reason: GooglePayAddressReason): OperationError {
  const [at, summary] =
    reason === 'billingAddressInvalid' ? [BILLING_AT, BILLING_ADDRESS_ERROR] : [SHIPPING_AT, SHIPPING_ADDRESS_ERROR];
  const [detail] = problem.errors;
  const cartField = detail.field.split('/').pop() as keyof CartAddress;
  const googleField = GOOGLE_PAY_FIELD_OF[cartField];
  // The e-mail is Google Pay's own field, not the address's.
  const field = cartField === 'email' ? EMAIL_AT : googleField ? `${at}/${googleField}` : at;
  return new OperationError(400, `${summary}: ${problem.message}`, field, {
    errors: [{ ...detail, field, addressField: cartField, reason }],
  });
}

const sameAddress = (held: CartAddress | null, given: CartAddress): boolean =>
  held !== null &&
  Object.keys({ ...held, ...given }).every((key) => held[key as keyof CartAddress] === given[key as keyof CartAddress]);

export function googlePayExpressOperations(
  deps: GooglePayExpressDeps,
  path: PaymentPath,
): Operations<'getGooglePayExpress' | 'payWithGooglePay'> {
  const setup: GooglePaySetup = deps.googlePay ?? { sheet: 'testWallet' };
  const now = deps.now ?? Date.now;
  const { carts } = path;
  const configurations = new Map<CountryCode, { method: AdyenPaymentMethod | null; until: number }>();

  /**
   * Whether the provider offers Google Pay in the country, with its configuration (merchant and gateway ids): asked
   * once per country and kept a while, as the cart step asks at every cart change. A failure is not kept.
   */
  async function providerMethod(country: CountryCode, cart: Cart, language: string) {
    const kept = configurations.get(country);
    if (kept !== undefined && kept.until > now()) return kept.method;
    try {
      const answer = await deps.provider.paymentMethods({
        merchantAccount: deps.merchantAccount,
        countryCode: country.toUpperCase(),
        amount: { value: cart.totalPrice.centAmount, currency: cart.totalPrice.currencyCode },
        shopperLocale: (COUNTRY_LOCALES[country] as Partial<Record<string, LocaleCode>>)[language],
        channel: 'Web',
        allowedPaymentMethods: [GOOGLE_PAY],
      });
      const method = answer.paymentMethods?.find((offered) => offered.type === GOOGLE_PAY) ?? null;
      configurations.set(country, { method, until: now() + GOOGLE_PAY_CONFIGURATION_TTL_MS });
      return method;
    } catch (error) {
      if (!isPaymentProviderFailure(error)) throw error;
      // Only the express button is lost: the checkout's payment step still offers every method.
      deps.log?.error(`The provider's payment methods could not be read for Google Pay (${error.kind})`, error);
      return null;
    }
  }

  /** What Google Pay express pays for this cart: private, Google Pay alone (spec/2 §5), the total named. */
  const expressPayment = (
    cart: Cart,
    version: number,
    expectedTotal?: number,
    language?: string,
  ): PaymentRequestFacts => ({
    cartId: cart.id,
    version,
    clientType: 'PRIVATE',
    method: GOOGLE_PAY,
    googlePayExpress: true,
    ...(expectedTotal === undefined ? {} : { expectedTotal }),
    ...(language === undefined ? {} : { language }),
  });

  return {
    async getGooglePayExpress(country, payload, context): Promise<GetGooglePayExpressAnswer> {
      const unavailable = { available: false } as const;
      if (!isCheckoutOpen(country)) return unavailable;
      const cart = await carts.ownCart(country, payload.cartId, payload.language, context);
      // A cart priced net for a company (a valid VAT ID) goes through the checkout: express orders are private.
      if (cart.lineItems.length === 0 || !allowsGooglePayExpress(cart)) return unavailable;
      const language = catalogueContext(country, payload.language).language as LanguageCode;
      const { available } = await carts.availabilityOf(country, cart, 'PRIVATE', language, { googlePayExpress: true });
      if (!available.includes(GOOGLE_PAY)) return unavailable;
      const method = await providerMethod(country, cart, language);
      if (method === null) return unavailable;
      const total = orderTotalsOf(country, cart, GOOGLE_PAY).totalPrice;
      const merchantId =
        (setup.sheet === 'googlePay' ? setup.merchantId : undefined) ?? method.configuration?.merchantId;
      const paymentDataRequest = googlePayPaymentDataRequest(
        country,
        {
          ...(merchantId === undefined ? {} : { merchantId }),
          merchantName: setup.merchantName ?? 'Multishop',
          gateway: 'adyen',
          gatewayMerchantId: method.configuration?.gatewayMerchantId ?? deps.merchantAccount,
        },
        total,
      );
      return {
        available: true,
        sheet: setup.sheet,
        environment: setup.sheet === 'googlePay' ? setup.environment : 'TEST',
        paymentDataRequest,
        total: { centAmount: total.centAmount, currencyCode: total.currencyCode, fractionDigits: total.fractionDigits },
      };
    },

    async payWithGooglePay(country, payload, context): Promise<PayAnswer> {
      if (context.origin === undefined) throw new OperationError(400, 'Paying needs the shop’s address', '');
      // The same request again answers the order it made: that order is of the version named, or of the next one,
      // which giving the sheet's addresses to the cart made (one update, one version).
      const made =
        (await path.orderMadeOf(country, payload, context)) ??
        (await path.orderMadeOf(country, { cartId: payload.cartId, version: payload.version + 1 }, context));
      if (made !== null) return made;
      refuseClosedCheckout(country);
      const data = payload.paymentData;
      const billingData = (data.paymentMethodData.info?.billingAddress ?? null) as GooglePayAddress | null;
      const shippingData = (data.shippingAddress ?? null) as GooglePayAddress | null;
      const dataError = googlePayDataError(country, {
        email: data.email ?? null,
        shippingAddress: shippingData,
        billingAddress: billingData,
      });
      if (dataError !== null) throw dataError;
      // Checked above: both addresses and the e-mail are there.
      const email = data.email!.trim();
      const shipping = cartAddressOfGooglePay(shippingData!, { phone: billingData!.phoneNumber ?? null });
      const billing = cartAddressOfGooglePay(billingData!, { email, phone: shippingData!.phoneNumber ?? null });
      const billingProblem = validateCheckoutAddress(country, billing, 'PRIVATE', {
        at: '/billingAddress',
        guest: true,
      });
      if (billingProblem !== null) throw addressError(billingProblem, 'billingAddressInvalid');
      const shippingProblem = validateCheckoutAddress(country, shipping, null, { at: '/shippingAddress' });
      if (shippingProblem !== null) throw addressError(shippingProblem, 'shippingAddressInvalid');

      // Everything a payment checks that the sheet's addresses do not change is checked before the cart is: its
      // version (409 with the current one), its lines, Google Pay alone for a private cart, the total the sheet showed.
      const held = await carts.ownCart(country, payload.cartId, payload.language, context);
      if (held.version !== payload.version) throw staleVersion(held.id, payload.version, held.version);
      if (held.lineItems.length === 0) throw new OperationError(400, 'The cart has no line items', '/cartId');
      if (!allowsGooglePayExpress(held)) throw new OperationError(400, NET_CART_MESSAGE, '/cartId');
      try {
        await carts.chargedTotal(
          country,
          held,
          expressPayment(held, held.version, payload.expectedTotal, payload.language),
        );
      } catch (error) {
        const state = paymentErrorStateOf(error);
        if (state !== null) return { action: 'error', errorState: state };
        throw error;
      }

      // The sheet's addresses become the cart's, against the version named. The same data again (a second sheet
      // after a refusal) changes nothing, so the cart's version stays.
      let version = held.version;
      if (
        held.customerEmail !== email ||
        !sameAddress(held.billingAddress, billing) ||
        !sameAddress(held.shippingAddress, shipping)
      ) {
        const updated = await deps.updateCart(
          country,
          {
            cartId: payload.cartId,
            version: payload.version,
            actions: [
              { action: 'setCustomerEmail', email },
              { action: 'setBillingAddress', address: billing },
              { action: 'setShippingAddress', address: shipping },
            ],
            ...(payload.language === undefined ? {} : { language: payload.language }),
          },
          context,
        );
        version = updated.version;
      }
      let checked;
      try {
        checked = await carts.payableCart(
          country,
          expressPayment(held, version, payload.expectedTotal, payload.language),
          context,
        );
      } catch (error) {
        const state = paymentErrorStateOf(error);
        if (state !== null) return { action: 'error', errorState: state };
        throw error;
      }
      return path.payAtProvider(
        country,
        checked,
        {
          paymentMethod: { type: GOOGLE_PAY, googlePayToken: data.paymentMethodData.tokenizationData.token },
          clientType: 'PRIVATE',
          language: payload.language,
        },
        context.origin,
      );
    },
  };
}
