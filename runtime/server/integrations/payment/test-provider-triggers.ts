// The embedded test provider's test triggers, copied from Adyen's own test conventions so a test written against it
// also means something against Adyen's test environment:
// - the card holder name selects the result, e.g. DECLINED → Refused "Refused" (2), CARD_EXPIRED → Refused "Expired
//   Card" (6), ERROR → Error "Acquirer Error" (4) (https://docs.adyen.com/development-resources/testing/result-codes,
//   table "Values for testing refusal reasons"; refusalReason texts and codes as in
//   https://docs.adyen.com/development-resources/refusal-reasons);
// - card data may be sent as the plain test values prefixed "test_" in the encrypted fields
//   (https://docs.adyen.com/development-resources/testing/test-card-numbers, "Encrypted card details");
// - 3D Secure 2 challenges take the password "password"; any other value fails the authentication
//   (https://docs.adyen.com/development-resources/testing/3d-secure-2-authentication).
import type { CardError } from './test-provider-texts.ts';

export type OutcomeCode = 'Authorised' | 'Refused' | 'Error' | 'Cancelled' | 'Received';

/** What the authorisation decided. */
export interface AuthorisationOutcome {
  readonly resultCode: OutcomeCode;
  readonly refusalReason?: string;
  readonly refusalReasonCode?: string;
}

export const AUTHORISED: AuthorisationOutcome = { resultCode: 'Authorised' };

const refused = (refusalReason: string, refusalReasonCode: string): AuthorisationOutcome => ({
  resultCode: 'Refused',
  refusalReason,
  refusalReasonCode,
});

/**
 * Holder names that select a result (the online-payment rows of Adyen's table; the point-of-sale ones — PIN,
 * contactless — do not apply to a web shop). Any other holder name authorises.
 */
export const HOLDER_NAME_TRIGGERS: Readonly<Record<string, AuthorisationOutcome>> = {
  APPROVED: AUTHORISED,
  UNKNOWN: { resultCode: 'Error', refusalReason: 'Unknown', refusalReasonCode: '0' },
  DECLINED: refused('Refused', '2'),
  REFERRAL: refused('Referral', '3'),
  ERROR: { resultCode: 'Error', refusalReason: 'Acquirer Error', refusalReasonCode: '4' },
  BLOCK_CARD: refused('Blocked Card', '5'),
  CARD_EXPIRED: refused('Expired Card', '6'),
  INVALID_AMOUNT: refused('Invalid Amount', '7'),
  INVALID_CARD_NUMBER: refused('Invalid Card Number', '8'),
  ISSUER_UNAVAILABLE: refused('Issuer Unavailable', '9'),
  NOT_SUPPORTED: refused('Not supported', '10'),
  NOT_3D_AUTHENTICATED: refused('3D Not Authenticated', '11'),
  NOT_ENOUGH_BALANCE: refused('Not enough balance', '12'),
  // "PENDING" answers Received: the outcome comes later, by webhook (settled like a voucher, after a delay).
  PENDING: { resultCode: 'Received' },
  ACQUIRER_FRAUD: refused('Acquirer Fraud', '14'),
  CANCELLED: refused('Cancelled', '15'),
  SHOPPER_CANCELLED: refused('Shopper Cancelled', '16'),
  FRAUD: refused('FRAUD', '20'),
  NOT_SUBMITTED: refused('Not Submitted', '21'),
  FRAUD_CANCELLED: { resultCode: 'Cancelled', refusalReason: 'FRAUD-CANCELLED', refusalReasonCode: '22' },
  TRANSACTION_NOT_PERMITTED: refused('Transaction Not Permitted', '23'),
  CVC_DECLINED: refused('CVC Declined', '24'),
  RESTRICTED_CARD: refused('Restricted Card', '25'),
  REVOCATION_OF_AUTH: refused('Revocation Of Auth', '26'),
  DECLINED_NON_GENERIC: refused('Declined Non Generic', '27'),
  WITHDRAWAL_AMOUNT_EXCEEDED: refused('Withdrawal amount exceeded', '28'),
  WITHDRAWAL_COUNT_EXCEEDED: refused('Withdrawal count exceeded', '29'),
  ISSUER_SUSPECTED_FRAUD: refused('Issuer Suspected Fraud', '31'),
  AVS_DECLINED: refused('AVS Declined', '32'),
  AUTHENTICATION_REQUIRED: refused('Authentication required', '38'),
};

/** The outcome a holder name selects (the trigger is the whole name, case and surrounding spaces ignored). */
export function outcomeOfHolderName(holderName: string | undefined): AuthorisationOutcome {
  if (holderName === undefined) return AUTHORISED;
  return HOLDER_NAME_TRIGGERS[holderName.trim().toUpperCase()] ?? AUTHORISED;
}

/** A failed 3D Secure challenge (a wrong password). */
export const CHALLENGE_FAILED: AuthorisationOutcome = refused('3D Not Authenticated', '11');

/** The shopper cancelled on the provider's page. */
export const SHOPPER_CANCELLED: AuthorisationOutcome = { resultCode: 'Cancelled' };

/** The 3D Secure 2 test password for browser integrations. */
export const CHALLENGE_PASSWORD = 'password';

/**
 * Cards that ask for a 3D Secure challenge when paid through the API: Adyen's Visa 3D Secure 2 test card, and the
 * Mastercard 5454 5454 5454 5454 its library's recorded redirect answer was made with
 * (src/__mocks__/checkout/paymentsRedirectAction.ts@3b84a188: cardBin 545454, RedirectShopper). A card entered on the
 * hosted page is always challenged.
 */
export const CHALLENGE_CARD_NUMBERS: ReadonlySet<string> = new Set(['4917610000000000', '5454545454545454']);

/** Test cards the hosted page suggests (Adyen's test card numbers; expiry 03/30, CVC 737). */
export const SUGGESTED_TEST_CARDS = [
  { number: '4111 1111 1111 1111', brand: 'Visa' },
  { number: '5555 5555 5555 4444', brand: 'Mastercard' },
  { number: '4917 6100 0000 0000', brand: 'Visa, 3D Secure 2 challenge' },
] as const;

export type CardBrand = 'visa' | 'mc' | 'amex' | 'maestro';

/** The Luhn check digit test (ISO/IEC 7812-1 Annex B): a mistyped number fails it. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** The brand of a card number by its issuer identification prefix; null for one the test provider does not take. */
export function cardBrandOf(digits: string): CardBrand | null {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(22[1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits)) return 'mc';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(5[06-9]|6\d)/.test(digits)) return 'maestro';
  return null;
}

/** The hosted card form's fields, as typed. */
export interface CardForm {
  number: string;
  expiry: string;
  securityCode: string;
  holderName: string;
}

export interface CardInput {
  number: string;
  expiryMonth: string;
  expiryYear: string;
  securityCode?: string;
  holderName?: string;
}

export type CardField = 'number' | 'expiry' | 'securityCode';

export type CardCheck =
  | { ok: true; digits: string; brand: CardBrand; summary: string; expiry: string; expired: boolean }
  | { ok: false; errors: Partial<Record<CardField, CardError>> };

/**
 * A card's data as a card network would first check it: the number (length, Luhn, a known brand), the expiry (a real
 * month; `expired` when its last day has passed) and the security code's form — every wrong field at once, so a form
 * can say them all (as codes: the page words them in the shopper's language). `now` is the clock.
 */
export function checkCard(input: CardInput, now: number): CardCheck {
  const errors: Partial<Record<CardField, CardError>> = {};
  const digits = input.number.replace(/[\s-]/g, '');
  const brand = cardBrandOf(digits);
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) errors.number = 'invalidNumber';
  else if (brand === null) errors.number = 'brandNotAccepted';
  const month = Number(input.expiryMonth);
  const yearText = input.expiryYear.trim();
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (!/^\d{1,2}$/.test(input.expiryMonth.trim()) || month < 1 || month > 12 || !/^(\d{2}|\d{4})$/.test(yearText)) {
    errors.expiry = 'expiryFormat';
  }
  if (input.securityCode !== undefined) {
    const code = input.securityCode.trim();
    // American Express prints 4 digits on the front; the others 3 on the back.
    if (brand === 'amex' ? !/^\d{4}$/.test(code) : brand === null ? !/^\d{3,4}$/.test(code) : !/^\d{3}$/.test(code)) {
      errors.securityCode = brand === 'amex' ? 'securityCode4' : 'securityCode3';
    }
  }
  if (brand === null || Object.keys(errors).length > 0) return { ok: false, errors };
  // A card is valid through the last day of its expiry month (UTC here; a test provider need not know the issuer's zone).
  const expired = Date.UTC(year, month, 1) <= now;
  return {
    ok: true,
    digits,
    brand,
    summary: digits.slice(-4),
    expiry: `${String(month).padStart(2, '0')}/${year}`,
    expired,
  };
}

/** A card expired before authorisation is refused as Adyen refuses it. */
export const EXPIRED_CARD: AuthorisationOutcome = refused('Expired Card', '6');
