// Adyen Checkout API v71, the subset the shop uses (advanced flow: /paymentMethods, /payments, /payments/details,
// and the /payments/{pspReference}/cancels and /reversals modifications). Written from the official typings generated from Adyen's
// OpenAPI document — Adyen/adyen-node-api-library src/typings/checkout/*.ts at d15d182548bf34921047352d658667748efbe747
// ("Update Checkout to v71"); the fields used here are unchanged at 3b84a188 (v72). Field notes cite
// https://docs.adyen.com/api-explorer/Checkout/71/overview. Only fields the shop sends or reads are listed: the real
// API accepts and returns many more, and the adapter passes unknown answer fields through untouched.

/** An amount in minor units (amount.ts: "The numeric value of the amount, in minor units"), ISO 4217 currency. */
export interface AdyenAmount {
  currency: string;
  value: number;
}

/** paymentMethodsRequest.ts / paymentRequest.ts ChannelEnum. */
export type AdyenChannel = 'iOS' | 'Android' | 'Web';

/** POST /paymentMethods (paymentMethodsRequest.ts): merchantAccount is the only required field. */
export interface PaymentMethodsRequest {
  merchantAccount: string;
  countryCode?: string;
  amount?: AdyenAmount;
  shopperLocale?: string;
  channel?: AdyenChannel;
  allowedPaymentMethods?: string[];
  blockedPaymentMethods?: string[];
  shopperReference?: string;
}

/** paymentMethodIssuer.ts (banks of iDEAL-like methods). */
export interface PaymentMethodIssuer {
  id: string;
  name: string;
  disabled?: boolean;
}

/** paymentMethod.ts: one method the merchant account can offer the shopper. */
export interface AdyenPaymentMethod {
  type?: string;
  name?: string;
  brands?: string[];
  issuers?: PaymentMethodIssuer[];
  configuration?: Record<string, string>;
}

/** paymentMethodsResponse.ts. */
export interface PaymentMethodsResponse {
  paymentMethods?: AdyenPaymentMethod[];
  storedPaymentMethods?: unknown[];
}

/**
 * cardDetails.ts: the card fields come encrypted by Adyen's client-side library; in the test environment they may be
 * the plain test values prefixed with "test_" (https://docs.adyen.com/development-resources/testing/test-card-numbers,
 * "Encrypted card details").
 */
export interface CardPaymentMethod {
  type: 'scheme';
  encryptedCardNumber?: string;
  encryptedExpiryMonth?: string;
  encryptedExpiryYear?: string;
  encryptedSecurityCode?: string;
  holderName?: string;
  brand?: string;
}

/**
 * Every other method the shop offers (spec/2 §3 payment method codes): payPalDetails.ts, klarnaDetails.ts,
 * idealDetails.ts, twintDetails.ts, mobilePayDetails.ts, ratepayDetails.ts, paymentDetails.ts (multibanco,
 * onlineBanking_PL), applePayDetails.ts (applePayToken), googlePayDetails.ts (googlePayToken).
 */
export interface OtherPaymentMethod {
  type: string;
  issuer?: string;
  subtype?: string;
  applePayToken?: string;
  googlePayToken?: string;
  holderName?: string;
}

/** paymentRequestPaymentMethod.ts: a union over the method types, told apart by `type`. */
export type PaymentRequestPaymentMethod = CardPaymentMethod | OtherPaymentMethod;

/** lineItem.ts: amounts in minor units; required by Klarna, Ratepay and other open-invoice methods. */
export interface AdyenLineItem {
  id?: string;
  sku?: string;
  description?: string;
  quantity?: number;
  amountExcludingTax?: number;
  amountIncludingTax?: number;
  taxAmount?: number;
  /** Tax percentage in minor units: 2100 is 21 %. */
  taxPercentage?: number;
  productUrl?: string;
  imageUrl?: string;
}

/** shopperName.ts. */
export interface AdyenShopperName {
  firstName: string;
  lastName: string;
}

/**
 * POST /payments (paymentRequest.ts). Required: amount, merchantAccount, paymentMethod, reference, returnUrl
 * ("The URL to return to in case of a redirection", https://docs.adyen.com/online-payments/build-your-integration).
 */
export interface PaymentRequest {
  amount: AdyenAmount;
  merchantAccount: string;
  paymentMethod: PaymentRequestPaymentMethod;
  reference: string;
  returnUrl: string;
  countryCode?: string;
  shopperLocale?: string;
  channel?: AdyenChannel;
  shopperEmail?: string;
  shopperName?: AdyenShopperName;
  shopperReference?: string;
  telephoneNumber?: string;
  lineItems?: AdyenLineItem[];
  origin?: string;
  metadata?: Record<string, string>;
  /**
   * Hours between authorisation and automatic capture (0: at once; at most 672). The shop sends 0 for PayPal, whose
   * intent is capture (spec/2 §7); without it the merchant account's capture setting applies
   * (https://docs.adyen.com/online-payments/capture).
   */
  captureDelayHours?: number;
}

/** paymentCompletionDetails.ts: what the shopper's return carried (the shop uses redirectResult). */
export interface PaymentCompletionDetails {
  redirectResult?: string;
  threeDSResult?: string;
  payload?: string;
}

/** POST /payments/details (paymentDetailsRequest.ts). */
export interface PaymentDetailsRequest {
  details: PaymentCompletionDetails;
  paymentData?: string;
}

/**
 * paymentResponse.ts ResultCodeEnum (v71). The shop handles Authorised, Refused, Cancelled, Pending, Received,
 * RedirectShopper, IdentifyShopper, ChallengeShopper, Error and PresentToShopper; the others belong to flows it does
 * not use (authentication-only, partial authorisation, sessions) and are kept so an answer is never mistyped.
 * Meanings: https://docs.adyen.com/online-payments/build-your-integration/payment-result-codes.
 */
export const RESULT_CODES = [
  'Authorised',
  'Refused',
  'Cancelled',
  'Pending',
  'Received',
  'RedirectShopper',
  'IdentifyShopper',
  'ChallengeShopper',
  'Error',
  'PresentToShopper',
  'AuthenticationFinished',
  'AuthenticationNotRequired',
  'PartiallyAuthorised',
  'Success',
] as const;
export type ResultCode = (typeof RESULT_CODES)[number];

/** checkoutRedirectAction.ts: send the shopper to `url` (GET, or POST with `data` as form fields). */
export interface RedirectAction {
  type: 'redirect';
  url: string;
  method: 'GET' | 'POST';
  data?: Record<string, string>;
  paymentMethodType?: string;
}

/**
 * checkoutVoucherAction.ts: what to show the shopper to pay later — for Multibanco the entity and reference, the
 * amount and the expiry (https://docs.adyen.com/payment-methods/multibanco/api-only). The spec's "payment action JSON
 * with reference, entity, expiresAt, merchantReference" (spec/2 §3 Order) is this object.
 */
export interface VoucherAction {
  type: 'voucher';
  paymentMethodType?: string;
  reference?: string;
  entity?: string;
  expiresAt?: string;
  merchantReference?: string;
  totalAmount?: AdyenAmount;
  initialAmount?: AdyenAmount;
  merchantName?: string;
  downloadUrl?: string;
  instructionsUrl?: string;
  url?: string;
}

/** paymentResponseAction.ts is a union over 8 action kinds; the shop's methods produce these two. */
export type PaymentAction = RedirectAction | VoucherAction;

/** responsePaymentMethod.ts. */
export interface ResponsePaymentMethod {
  type?: string;
  brand?: string;
}

/** POST /payments and /payments/details answer (paymentResponse.ts). */
export interface PaymentResponse {
  resultCode?: ResultCode;
  pspReference?: string;
  merchantReference?: string;
  action?: PaymentAction;
  amount?: AdyenAmount;
  paymentMethod?: ResponsePaymentMethod;
  /** Adyen's mapped reason; never to be shown to the shopper (https://docs.adyen.com/development-resources/refusal-reasons). */
  refusalReason?: string;
  refusalReasonCode?: string;
  additionalData?: Record<string, string>;
}

/** POST /payments/{paymentPspReference}/cancels (paymentCancelRequest.ts). */
export interface PaymentCancelRequest {
  merchantAccount: string;
  reference?: string;
}

/** paymentCancelResponse.ts: the cancellation is asynchronous; its outcome is the CANCELLATION webhook. */
export interface PaymentCancelResponse {
  merchantAccount: string;
  paymentPspReference: string;
  pspReference: string;
  reference?: string;
  status: 'received';
}

/**
 * POST /payments/{paymentPspReference}/reversals (paymentReversalRequest.ts): cancels the payment if it is not yet
 * captured, refunds it otherwise (https://docs.adyen.com/online-payments/reversal). Its outcome is the
 * CANCEL_OR_REFUND webhook.
 */
export interface PaymentReversalRequest {
  merchantAccount: string;
  reference?: string;
}

/** paymentReversalResponse.ts: as the cancellation's, asynchronous (status "received"). */
export interface PaymentReversalResponse {
  merchantAccount: string;
  paymentPspReference: string;
  pspReference: string;
  reference?: string;
  status: 'received';
}

/**
 * serviceError.ts: the body of a non-2xx answer, e.g. `{"status":422,"errorCode":"101","message":"Invalid card
 * number","errorType":"validation","pspReference":"F7WCWRG6JPHR8HG2"}`
 * (https://docs.adyen.com/development-resources/error-codes). errorType: internal, validation, security, configuration.
 */
export interface AdyenServiceError {
  status?: number;
  errorCode?: string;
  message?: string;
  errorType?: string;
  pspReference?: string;
}

// Sessions flow with Hosted Checkout (https://docs.adyen.com/online-payments/build-your-integration/sessions-flow?platform=Web&integration=Hosted+Checkout):
// POST /sessions with mode "hosted" answers the Adyen-hosted page's `url`; the shopper comes back to `returnUrl` with
// `sessionId` and `sessionResult`, and GET /sessions/{sessionId}?sessionResult=… tells the session's outcome. Shapes
// from Adyen/adyen-node-api-library src/typings/checkout/createCheckoutSessionRequest.ts,
// createCheckoutSessionResponse.ts, sessionResultResponse.ts and payment.ts at 3b84a188 (the fields used here are the
// same in v71, https://docs.adyen.com/api-explorer/Checkout/71/post/sessions and …/71/get/sessions/(sessionId)).

/** createCheckoutSessionRequest.ts ModeEnum: embedded (Drop-in, Components) or hosted (Hosted Checkout). */
export type SessionMode = 'embedded' | 'hosted';

/** POST /sessions (createCheckoutSessionRequest.ts): amount, merchantAccount, reference and returnUrl are required. */
export interface CreateCheckoutSessionRequest {
  amount: AdyenAmount;
  merchantAccount: string;
  /** The payment's reference: the shop's attempt id, the webhook's merchantReference. */
  reference: string;
  returnUrl: string;
  mode?: SessionMode;
  countryCode?: string;
  shopperLocale?: string;
  shopperEmail?: string;
  channel?: AdyenChannel;
  lineItems?: AdyenLineItem[];
  /** The methods the hosted page offers (payment method types, e.g. "scheme", "ideal"). */
  allowedPaymentMethods?: string[];
  /** ISO 8601; at most 24 hours after creation, one hour when left out. */
  expiresAt?: string;
  captureDelayHours?: number;
  /** Specifies the redirect method (GET or POST) when redirecting back from the issuer. */
  redirectFromIssuerMethod?: string;
  metadata?: Record<string, string>;
}

/** createCheckoutSessionResponse.ts: the request echoed, plus the session's id, expiry, data and hosted page. */
export interface CreateCheckoutSessionResponse {
  id: string;
  amount: AdyenAmount;
  merchantAccount: string;
  reference: string;
  returnUrl: string;
  expiresAt: string;
  mode?: SessionMode;
  countryCode?: string;
  shopperLocale?: string;
  allowedPaymentMethods?: string[];
  sessionData?: string;
  /** "The URL for the Hosted Checkout page. Redirect the shopper to this URL so they can make the payment." */
  url?: string;
}

/** sessionResultResponse.ts StatusEnum. */
export const SESSION_STATUSES = ['active', 'canceled', 'completed', 'expired', 'paymentPending', 'refused'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** payment.ts: one payment of a session (resultCode Authorised, Received or Pending). */
export interface SessionPayment {
  amount?: AdyenAmount;
  paymentMethod?: ResponsePaymentMethod;
  pspReference?: string;
  resultCode?: 'Authorised' | 'Received' | 'Pending';
}

/** GET /sessions/{sessionId}?sessionResult=… (sessionResultResponse.ts). */
export interface SessionResultResponse {
  id?: string;
  status?: SessionStatus;
  /** The reference of the /sessions request. */
  reference?: string;
  /** "A list of all authorised payments done for this session." */
  payments?: SessionPayment[];
  additionalData?: Record<string, string>;
}
