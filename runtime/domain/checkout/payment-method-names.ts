import type { PaymentMethodCode } from '../../../generated/index.ts';

/**
 * spec/2 §3 Payment draft: paymentMethodInfo name with the English locale — what an order's payment is called in the
 * store, whatever language the shopper used (the pages show their own translated names).
 */
export const PAYMENT_METHOD_NAMES_EN: Readonly<Record<PaymentMethodCode, string>> = {
  scheme: 'Credit card',
  paypal: 'PayPal',
  klarna: 'Klarna Pay later',
  klarna_account: 'Klarna Slice it',
  klarna_b2b: 'Klarna Billie',
  ratepay: 'Ratepay Open Invoice',
  ideal: 'iDEAL',
  onlineBanking_PL: 'Online banking PL',
  twint: 'TWINT',
  mobilepay: 'MobilePay',
  multibanco: 'Multibanco',
  applepay: 'Apple Pay',
  googlepay: 'Google Pay',
  bankTransfer: 'Bank transfer',
  cashOnDelivery: 'Cash on delivery',
};
