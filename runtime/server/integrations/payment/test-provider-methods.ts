// Which payment methods the embedded test provider offers for a country and currency, the way Adyen's /paymentMethods
// answers: a method appears only where it operates, in the currency it takes (Klarna "only supports the local currency
// of each country"). The codes are exactly spec/2 §3's card-provider codes. Sources per row below; the README has the
// table by country.
import type { PaymentMethodCode } from '../../../../generated/types.ts';
import type { AdyenPaymentMethod } from './adyen-types.ts';

/** spec/2 §3 Payment method codes that go through the card/alternative payment provider (COD and bank transfer do not). */
export type ProviderMethodCode = Exclude<PaymentMethodCode, 'cashOnDelivery' | 'bankTransfer'>;

/** Where a method is offered: every market, or the listed countries, each in its own currency. */
export type MethodMarkets = 'everywhere' | Readonly<Record<string, string>>;

interface MethodEntry {
  readonly name: string;
  readonly markets: MethodMarkets;
  /** How the shopper completes it: `redirect` through the hosted page, `voucher` paid later, `direct` answered at once. */
  readonly flow: 'card' | 'redirect' | 'voucher' | 'direct' | 'wallet';
}

/**
 * Klarna's purchase countries and currencies (https://docs.klarna.com/klarna-payments/in-depth-knowledge/
 * puchase-countries-currencies-locales; https://docs.adyen.com/payment-methods/klarna) among the shop's markets.
 */
const KLARNA: Readonly<Record<string, string>> = {
  AT: 'EUR',
  BE: 'EUR',
  CH: 'CHF',
  CZ: 'CZK',
  DE: 'EUR',
  DK: 'DKK',
  ES: 'EUR',
  FI: 'EUR',
  FR: 'EUR',
  GB: 'GBP',
  GR: 'EUR',
  IE: 'EUR',
  IT: 'EUR',
  NL: 'EUR',
  NO: 'NOK',
  PL: 'PLN',
  PT: 'EUR',
  RO: 'RON',
  SE: 'SEK',
};

/** Billie, Klarna's B2B invoice (https://docs.klarna.com/platform-solutions/issuing-partners/billie/payments-with-billie). */
const KLARNA_B2B: Readonly<Record<string, string>> = {
  AT: 'EUR',
  CH: 'CHF',
  DE: 'EUR',
  DK: 'DKK',
  ES: 'EUR',
  FI: 'EUR',
  FR: 'EUR',
  GB: 'GBP',
  IT: 'EUR',
  NL: 'EUR',
  NO: 'NOK',
  SE: 'SEK',
};

/** Keyed by code, so a code spec/2 §3 adds fails to compile until it is placed here. */
export const PROVIDER_METHODS: Readonly<Record<ProviderMethodCode, MethodEntry>> = {
  scheme: { name: 'Cards', markets: 'everywhere', flow: 'card' },
  paypal: { name: 'PayPal', markets: 'everywhere', flow: 'redirect' },
  applepay: { name: 'Apple Pay', markets: 'everywhere', flow: 'wallet' },
  googlepay: { name: 'Google Pay', markets: 'everywhere', flow: 'wallet' },
  klarna: { name: 'Pay later with Klarna.', markets: KLARNA, flow: 'redirect' },
  klarna_account: { name: 'Pay over time with Klarna.', markets: KLARNA, flow: 'redirect' },
  klarna_b2b: { name: 'Billie', markets: KLARNA_B2B, flow: 'redirect' },
  // https://docs.adyen.com/payment-methods/ratepay: "Austria, Germany, the Netherlands, and Switzerland".
  ratepay: { name: 'Ratepay Open Invoice', markets: { AT: 'EUR', DE: 'EUR', NL: 'EUR', CH: 'CHF' }, flow: 'direct' },
  // https://docs.adyen.com/payment-methods/ideal: Netherlands, EUR.
  ideal: { name: 'iDEAL', markets: { NL: 'EUR' }, flow: 'redirect' },
  // https://docs.adyen.com/payment-methods/online-banking-poland: Poland, PLN.
  onlineBanking_PL: { name: 'Online Banking PL', markets: { PL: 'PLN' }, flow: 'redirect' },
  // https://docs.adyen.com/payment-methods/twint: Switzerland, CHF.
  twint: { name: 'TWINT', markets: { CH: 'CHF' }, flow: 'redirect' },
  // https://docs.adyen.com/payment-methods/mobilepay: Denmark (DKK) and Finland (EUR).
  mobilepay: { name: 'MobilePay', markets: { DK: 'DKK', FI: 'EUR' }, flow: 'redirect' },
  // https://docs.adyen.com/payment-methods/multibanco: "PT EUR", paid later with a voucher.
  multibanco: { name: 'Multibanco', markets: { PT: 'EUR' }, flow: 'voucher' },
};

export const PROVIDER_METHOD_CODES = Object.keys(PROVIDER_METHODS) as ProviderMethodCode[];

/** The card brands the card form accepts, named as Adyen names them in `brands`. */
export const CARD_BRANDS = ['visa', 'mc', 'amex', 'maestro'] as const;

export function isProviderMethodCode(type: string): type is ProviderMethodCode {
  return Object.hasOwn(PROVIDER_METHODS, type);
}

/**
 * Whether `code` is offered for the country and currency. A missing country or currency does not restrict, as Adyen
 * answers /paymentMethods without countryCode with every method of the account.
 */
export function methodAvailable(code: ProviderMethodCode, countryCode?: string, currency?: string): boolean {
  const { markets } = PROVIDER_METHODS[code];
  if (markets === 'everywhere') return true;
  if (countryCode === undefined) return currency === undefined || Object.values(markets).includes(currency);
  const local = markets[countryCode.toUpperCase()];
  return local !== undefined && (currency === undefined || local === currency);
}

/** The /paymentMethods answer's list for a request. */
export function availablePaymentMethods(request: {
  countryCode?: string;
  currency?: string;
  allowedPaymentMethods?: readonly string[];
  blockedPaymentMethods?: readonly string[];
  /** The merchant account asked for: Google Pay's gateway merchant id. */
  merchantAccount?: string;
}): AdyenPaymentMethod[] {
  const allowed = request.allowedPaymentMethods?.length ? new Set(request.allowedPaymentMethods) : null;
  const blocked = new Set(request.blockedPaymentMethods ?? []);
  return PROVIDER_METHOD_CODES.filter(
    (code) =>
      (allowed === null || allowed.has(code)) &&
      !blocked.has(code) &&
      methodAvailable(code, request.countryCode, request.currency),
  ).map((code) => {
    if (code === 'scheme') return { type: code, name: PROVIDER_METHODS[code].name, brands: [...CARD_BRANDS] };
    // Adyen's answer carries what Google Pay's request needs: Google's merchant id and the gateway merchant id (the
    // merchant account), https://docs.adyen.com/payment-methods/google-pay/api-only ("configuration").
    if (code === 'googlepay' && request.merchantAccount !== undefined) {
      return {
        type: code,
        name: PROVIDER_METHODS[code].name,
        configuration: { merchantId: TEST_GOOGLE_MERCHANT_ID, gatewayMerchantId: request.merchantAccount },
      };
    }
    return { type: code, name: PROVIDER_METHODS[code].name };
  });
}

/** The Google merchant id the test provider names: Google's TEST environment takes any. */
export const TEST_GOOGLE_MERCHANT_ID = '12345678901234567890';
