// The order confirmation e-mail of a placed order, in the shopper's language, through the e-mail
// port (the outbox by default; SMTP with SMTP_URL). Sent after the order is written and never waited on by the
// shopper's answer: a mail server that is slow or down costs the mail (logged), never the order.
import {
  COUNTRIES,
  COUNTRY_LOCALES,
  type CountryCode,
  type LanguageCode,
  type LocaleCode,
} from '../../../generated/index.ts';
import type { CartAddress, Order } from '../../../generated/types.ts';
import { paymentNoteOf } from '../../domain/checkout/payment-note.ts';
import { countryName } from '../../domain/country/country-name.ts';
import { money, type Money } from '../../domain/money/money.ts';
import { reverseChargeVatId } from '../../domain/tax/reverse-charge.ts';
import { href } from '../../../generated/index.ts';
import type { Mailer, OutgoingMail } from '../integrations/email/mail-port.ts';
import { orderConfirmationMail, type OrderMailInput } from '../integrations/email/order-confirmation-mail.ts';
import { emailMessages } from '../integrations/email/email-messages.server.ts';
import { routeTarget } from '../../domain/routing/route-target.ts';
import { ORDER_ACCESS_QUERY_KEY } from '../../domain/checkout/order-access-token.ts';
import type { OrderAccess } from './order-access.server.ts';

/** The shop's name in its mail (the frame's logo and og:site_name say the same). */
const SHOP_NAME = 'Multishop';

function addressLines(address: CartAddress, locale: LocaleCode): string[] {
  return [
    `${address.firstName} ${address.lastName}`,
    address.company,
    [address.streetName, address.streetNumber].filter(Boolean).join(' '),
    `${address.postalCode} ${address.city}`,
    countryName(address.country, locale),
  ].filter((line): line is string => line !== undefined && line.trim() !== '');
}

/**
 * The mail of an order placed in a country's shop, in a language of it; `origin` is the shop's (for the link), `access`
 * the link's token (ADR 039: it opens the order in any browser, not only the one that ordered).
 */
export function orderConfirmation(
  order: Order,
  country: CountryCode,
  language: LanguageCode,
  origin: string,
  access: string,
): OutgoingMail {
  const locale = (COUNTRY_LOCALES[country] as Partial<Record<LanguageCode, LocaleCode>>)[language]!;
  const currency = COUNTRIES[country].currency;
  const amount = (value: { centAmount: number }): Money => money(value.centAmount, currency);
  const [payment] = order.paymentInfo.payments;
  const buyerVatId = reverseChargeVatId(order);
  const messages = emailMessages(locale);
  const input: OrderMailInput = {
    language,
    locale,
    shopName: SHOP_NAME,
    orderNumber: order.orderNumber,
    customerName: `${order.billingAddress.firstName} ${order.billingAddress.lastName}`,
    lines: order.lineItems.map((line) => ({
      name: line.name,
      sku: line.variant.sku,
      quantity: line.quantity,
      totalGross: amount(line.totalPrice),
    })),
    shipping: amount(order.shippingInfo?.price ?? { centAmount: 0 }),
    ...(order.custom.codFee === undefined ? {} : { codFee: amount(order.custom.codFee) }),
    total: amount(order.totalPrice),
    taxPortions: order.taxedPrice.taxPortions
      .filter((portion) => portion.amount.centAmount > 0)
      .map((portion) => ({ rate: portion.rate, amount: amount(portion.amount) })),
    ...(buyerVatId === null ? {} : { reverseChargeVatId: buyerVatId }),
    // The method as the thank-you page names it, in the shopper's language (its checkout.payment.method strings,
    // which emailMessages carries): never the store's English name.
    paymentMethodName:
      payment === undefined ? '' : (messages[`checkout.payment.method.${payment.method}`] ?? payment.method),
    paymentNote: paymentNoteOf({ paymentState: order.paymentState, payment }),
    ...(payment?.bankTransfer === undefined ? {} : { bankTransfer: payment.bankTransfer }),
    ...(payment?.voucher === undefined ? {} : { voucher: payment.voucher }),
    shippingAddress: addressLines(order.shippingAddress, locale),
    billingAddress: addressLines(order.billingAddress, locale),
    orderUrl: `${origin}${href('checkoutThankYou', { orderId: order.id }, routeTarget(country, language))}?${ORDER_ACCESS_QUERY_KEY}=${access}`,
  };
  return {
    ...orderConfirmationMail(input, messages),
    to: order.customerEmail,
    language,
    kind: 'order-confirmation',
  };
}

/**
 * What placing an order does for its mail: its confirmation sent through `mailer`, its link to the shop's origin
 * (`originOf`) signed by `access`, without holding up the caller; a failure is logged.
 */
export function orderConfirmations(
  mailer: Mailer,
  originOf: (country: CountryCode) => string,
  log: (message: string, error: unknown) => void,
  access: Pick<OrderAccess, 'sign'>,
): (order: Order, country: CountryCode, language: LanguageCode) => void {
  return (order, country, language) =>
    void Promise.resolve()
      .then(() => mailer.send(orderConfirmation(order, country, language, originOf(country), access.sign(order.id))))
      .catch((error: unknown) => log('The order confirmation could not be sent', error));
}
