// The order confirmation e-mail (spec/2 §4 Payment: an order is created, the shopper sees the
// thank-you page with the payment in progress — bank transfer or multibanco reference — or paid). Pure: no node:,
// no I/O, so it is unit-tested and can be rendered anywhere (the order operation, a preview). Its strings are the
// email namespace of the UI strings (runtime/i18n/email/<locale>.json), given by the caller: email-messages.server.ts
// reads them on the server with the locale's fallbacks (spec/1 §8).
import { LOCALES, type LanguageCode, type LocaleCode } from '../../../../generated/index.ts';
import type { PaymentNote } from '../../../domain/checkout/payment-note.ts';
import { languageOfLocale } from '../../../domain/country/locale-language.ts';
import { formatMoney } from '../../../domain/money/format-money.ts';
import { assertSameCurrency } from '../../../domain/money/money-math.ts';
import type { Money } from '../../../domain/money/money.ts';
import { displayOrderNumber } from '../../../domain/money/order-number.ts';
import { vatPercentageOfRate } from '../../../domain/money/vat-percentage.ts';
import { escapeMarkup } from '../../../domain/text/escape-markup.ts';
import { formatDeadline } from '../../../domain/time/format-deadline.ts';
import { SHOP_TIME_ZONE } from '../../../domain/time/shop-today.ts';
import { createTranslator, type Messages, type TranslationParams } from '../../../i18n/translate.ts';

/** A line of the order as the mail lists it (spec/2 §3 Line item: name, variant sku, quantity, taxedPrice). */
export interface OrderMailLine {
  readonly name: string;
  readonly sku: string;
  readonly quantity: number;
  /** The line's total, VAT included. */
  readonly totalGross: Money;
}

/** spec/2 §3 Bank transfer data: the store's account, and the reference to quote (the order number). */
export interface OrderMailBankTransfer {
  readonly owner: string;
  readonly iban: string;
  readonly bic: string;
  readonly institute: string;
  readonly reference: string;
}

/** spec/2 §3 payment action JSON of a voucher payment (multibanco): where and by when to pay. */
export interface OrderMailVoucher {
  readonly reference: string;
  readonly entity: string;
  /** ISO 8601 date-time with its offset, or a Date. */
  readonly expiresAt: string | Date;
}

/** Everything the order confirmation says, already in the shopper's language where it is text. */
export interface OrderMailInput {
  readonly language: LanguageCode;
  /** The shop's locale (de-DE, de-AT …): money, numbers and dates are written as it writes them. */
  readonly locale: LocaleCode;
  readonly shopName: string;
  /**
   * The order number, as stored or as shown: the Czech shop's prefix NS is removed here (spec/2 §9, the locale's
   * country's payment.orderNumberPrefixToStrip), and a number without it is left as it is.
   */
  readonly orderNumber: string;
  /**
   * Whom the greeting names, from the billing address (spec/2 §4: the first name is required for payment): first and
   * last name, as several of the languages address a customer by the full name in the nominative ("Dobrý den, Jana
   * Nováková,"), where a first name alone would ask for a vocative no template can make. '' greets without a name.
   */
  readonly customerName: string;
  readonly lines: readonly OrderMailLine[];
  readonly shipping: Money;
  /** spec/2 §9 COD fee, added to the total, when the order is paid on delivery. */
  readonly codFee?: Money;
  readonly total: Money;
  /** spec/2 §3 taxPortions: rate as commercetools writes it (0.19 for 19 %), and the VAT it comes to. */
  readonly taxPortions: readonly { readonly rate: number; readonly amount: Money }[];
  /**
   * The buyer's VAT ID of a net order (ADR 026: an intra-Community supply, VAT due from the buyer): the total is then
   * "excl. VAT", and the mail names the ID with the reverse-charge note.
   */
  readonly reverseChargeVatId?: string;
  /** The payment method's name in the shopper's language. */
  readonly paymentMethodName: string;
  /** What the buyer is told about paying (spec/2 §4 Payment): each way of paying in its own words (payment-note.ts). */
  readonly paymentNote: PaymentNote;
  readonly bankTransfer?: OrderMailBankTransfer;
  readonly voucher?: OrderMailVoucher;
  /** The addresses, one line each, as the shop writes them for the country (name, street, postal code and city …). */
  readonly shippingAddress: readonly string[];
  readonly billingAddress: readonly string[];
  /** Where the shopper sees the order (the thank-you page or the account's order): an absolute http(s) URL. */
  readonly orderUrl: string;
  /** The time zone a voucher's deadline is written in (an IANA name); the project's (PROJECT.timeZone) by default. */
  readonly timeZone?: string;
}

/** A rendered message: what the Mailer is given with the recipient, language and kind. */
export interface RenderedMail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

const KEY = 'email.orderConfirmation';

// Colours with at least 4.5:1 contrast on white (WCAG 2.2 1.4.3); fonts every mail client has. Mail clients drop
// <style> and external sheets, so the styles are inline, and the layout is tables (role="presentation").
const MUTED = 'color:#555555;';
const RULE = 'border-top:1px solid #d9d9d9;';
const CELL = 'padding:8px 0;vertical-align:top;';
const AMOUNT = 'padding:8px 0 8px 16px;vertical-align:top;text-align:right;white-space:nowrap;';

function checkInput(input: OrderMailInput): void {
  // Bugs in the caller (CONVENTIONS §9), never a shopper's mistake: said at once rather than mailed.
  if (languageOfLocale(input.locale) !== input.language) {
    throw new TypeError(`The locale ${input.locale} is not in the language ${input.language}`);
  }
  if (!/^https?:\/\//i.test(input.orderUrl)) {
    throw new TypeError(`The order URL must be an absolute http(s) URL (got ${JSON.stringify(input.orderUrl)})`);
  }
  const amounts = [
    ...input.lines.map((line) => line.totalGross),
    input.shipping,
    ...(input.codFee === undefined ? [] : [input.codFee]),
    ...input.taxPortions.map((portion) => portion.amount),
  ];
  for (const amount of amounts) assertSameCurrency(input.total, amount);
}

/** A tax rate (0.255) as the percentage a label shows, in the locale's digits: 25,5 in Finland, 8.1 in Switzerland. */
function formatPercentage(rate: number, locale: LocaleCode): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(vatPercentageOfRate(rate));
}

/** The mail's words and figures, worked out once and written twice: as text and as HTML. */
function contentOf(input: OrderMailInput, messages: Messages) {
  const t = createTranslator(input.locale, messages);
  const say = (key: string, params?: TranslationParams) => t(`${KEY}.${key}`, params);
  const money = (value: Money) => formatMoney(value, input.locale);
  const orderNumber = displayOrderNumber(LOCALES[input.locale].country, input.orderNumber);
  const total = money(input.total);
  const label = (name: string, value: string) => t('email.labelValue', { label: name, value });

  // A transfer and a voucher are told with their details below; the others in a sentence of their own.
  const paymentNotes: Readonly<Record<PaymentNote, string | null>> = {
    paid: say('paid'),
    onDelivery: say('onDelivery', { amount: total }),
    confirming: say('pending'),
    transfer: null,
    voucher: null,
  };
  const paymentNote = paymentNotes[input.paymentNote];
  return {
    say,
    label,
    subject: say('subject', { orderNumber, shopName: input.shopName }),
    preheader: say('preheader', { orderNumber }),
    greeting:
      input.customerName.trim() === '' ? say('greetingWithoutName') : say('greeting', { name: input.customerName }),
    orderNumber,
    lines: input.lines.map((line) => ({
      name: line.name,
      // Up to 1000 of a product (spec/2 §9), which some locales group: 1.000, 1 000.
      quantity: new Intl.NumberFormat(input.locale).format(line.quantity),
      itemNumber: say('itemNumber', { sku: line.sku }),
      total: money(line.totalGross),
    })),
    totals: [
      { name: say('shipping'), value: input.shipping.centAmount === 0 ? say('free') : money(input.shipping) },
      ...(input.codFee === undefined ? [] : [{ name: say('codFee'), value: money(input.codFee) }]),
    ],
    total,
    totalName: input.reverseChargeVatId === undefined ? say('total') : say('totalExclVat'),
    reverseCharge:
      input.reverseChargeVatId === undefined
        ? null
        : [say('buyerVatId', { vatId: input.reverseChargeVatId }), say('reverseCharge')],
    vat: input.taxPortions.map((portion) => ({
      name: say('vat', { rate: formatPercentage(portion.rate, input.locale) }),
      value: money(portion.amount),
    })),
    paymentNote,
    bankTransfer:
      input.bankTransfer === undefined
        ? null
        : {
            intro: say('bankTransferIntro', { amount: total }),
            rows: [
              [say('accountOwner'), input.bankTransfer.owner],
              [say('iban'), input.bankTransfer.iban],
              [say('bic'), input.bankTransfer.bic],
              [say('bank'), input.bankTransfer.institute],
              [say('paymentReference'), input.bankTransfer.reference],
            ] as const,
          },
    voucher:
      input.voucher === undefined
        ? null
        : {
            intro: say('voucherIntro', {
              amount: total,
              deadline: formatDeadline(input.voucher.expiresAt, input.locale, input.timeZone ?? SHOP_TIME_ZONE),
            }),
            rows: [
              [say('voucherEntity'), input.voucher.entity],
              [say('voucherReference'), input.voucher.reference],
            ] as const,
          },
    addresses: [
      { name: say('shippingAddress'), lines: input.shippingAddress.filter((line) => line.trim() !== '') },
      { name: say('billingAddress'), lines: input.billingAddress.filter((line) => line.trim() !== '') },
    ],
  };
}

type Content = ReturnType<typeof contentOf>;

function textOf(input: OrderMailInput, content: Content): string {
  const { say, label } = content;
  const blocks: string[][] = [
    [say('heading')],
    [content.greeting, '', say('intro')],
    [label(say('orderNumber'), content.orderNumber)],
    [
      say('itemsHeading'),
      ...content.lines.map((line) => label(`${line.quantity} × ${line.name} (${line.itemNumber})`, line.total)),
      '',
      ...content.totals.map((row) => label(row.name, row.value)),
      label(content.totalName, content.total),
      ...content.vat.map((row) => label(row.name, row.value)),
    ],
    ...(content.reverseCharge === null ? [] : [content.reverseCharge]),
    [
      say('paymentHeading'),
      label(say('paymentMethod'), input.paymentMethodName),
      ...(content.paymentNote === null ? [] : [content.paymentNote]),
    ],
  ];
  for (const details of [content.bankTransfer, content.voucher]) {
    if (details !== null) blocks.push([details.intro, ...details.rows.map(([name, value]) => label(name, value))]);
  }
  for (const address of content.addresses) blocks.push([address.name, ...address.lines]);
  blocks.push(
    [label(say('viewOrder'), input.orderUrl)],
    [say('help')],
    [say('closing'), say('signature', { shopName: input.shopName })],
  );
  blocks.push([say('footer', { shopName: input.shopName })]);
  return `${blocks.map((block) => block.join('\n')).join('\n\n')}\n`;
}

/** Text for HTML: every string here may hold what a shopper or an editor typed. */
const h = escapeMarkup;

function detailsTableHtml(caption: string, intro: string, rows: readonly (readonly [string, string])[]): string {
  return `<h3 style="margin:16px 0 8px;font-size:16px;">${h(caption)}</h3>
<p style="margin:0 0 8px;">${h(intro)}</p>
<table cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;">
${rows.map(([name, value]) => `<tr><th scope="row" align="left" style="${CELL}padding-right:16px;font-weight:normal;${MUTED}">${h(name)}</th><td style="${CELL}font-weight:bold;">${h(value)}</td></tr>`).join('\n')}
</table>`;
}

function htmlOf(input: OrderMailInput, content: Content): string {
  const { say, label } = content;
  // "Label: value" as the language writes it (French puts a space before the colon), with the value as markup.
  const labelled = (name: string, valueHtml: string) =>
    h(label('\u0001', '\u0002')).replace('\u0001', h(name)).replace('\u0002', valueHtml);
  const shopName = h(input.shopName);
  const lines = content.lines
    .map(
      (line) => `<tr>
<td style="${CELL}${RULE}">${h(line.name)}<br><span style="font-size:13px;${MUTED}">${h(line.itemNumber)}</span></td>
<td style="${AMOUNT}${RULE}">${h(line.quantity)}</td>
<td style="${AMOUNT}${RULE}">${h(line.total)}</td>
</tr>`,
    )
    .join('\n');
  const totalRows = [
    ...content.totals.map(
      (row) =>
        `<tr><th scope="row" colspan="2" align="left" style="${CELL}font-weight:normal;">${h(row.name)}</th><td style="${AMOUNT}">${h(row.value)}</td></tr>`,
    ),
    `<tr><th scope="row" colspan="2" align="left" style="${CELL}border-top:2px solid #1a1a1a;font-size:18px;">${h(content.totalName)}</th><td style="${AMOUNT}border-top:2px solid #1a1a1a;font-size:18px;font-weight:bold;">${h(content.total)}</td></tr>`,
    ...content.vat.map(
      (row) =>
        `<tr><th scope="row" colspan="2" align="left" style="${CELL}font-weight:normal;font-size:13px;${MUTED}">${h(row.name)}</th><td style="${AMOUNT}font-size:13px;${MUTED}">${h(row.value)}</td></tr>`,
    ),
  ].join('\n');
  const payment = [
    `<p style="margin:0 0 8px;">${labelled(say('paymentMethod'), `<strong>${h(input.paymentMethodName)}</strong>`)}</p>`,
    content.paymentNote === null ? '' : `<p style="margin:0 0 8px;">${h(content.paymentNote)}</p>`,
    content.bankTransfer === null
      ? ''
      : detailsTableHtml(say('bankTransferHeading'), content.bankTransfer.intro, content.bankTransfer.rows),
    content.voucher === null
      ? ''
      : detailsTableHtml(say('voucherHeading'), content.voucher.intro, content.voucher.rows),
  ]
    .filter(Boolean)
    .join('\n');
  const addresses = content.addresses
    .map(
      (address) => `<td width="50%" style="padding:0 16px 0 0;vertical-align:top;">
<h2 style="margin:0 0 8px;font-size:18px;">${h(address.name)}</h2>
<p style="margin:0;">${address.lines.map(h).join('<br>')}</p>
</td>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${h(input.language)}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${h(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f2f2f2;">
<div style="display:none;max-height:0;overflow:hidden;">${h(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f2f2f2;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background-color:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;">
<tr><td style="padding:24px 24px 0;font-size:14px;font-weight:bold;${MUTED}">${shopName}</td></tr>
<tr><td style="padding:8px 24px 24px;">
<h1 style="margin:0 0 16px;font-size:24px;line-height:1.25;">${h(say('heading'))}</h1>
<p style="margin:0 0 12px;">${h(content.greeting)}</p>
<p style="margin:0 0 12px;">${h(say('intro'))}</p>
<p style="margin:0 0 24px;">${labelled(say('orderNumber'), `<strong>${h(content.orderNumber)}</strong>`)}</p>
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;margin:0 0 24px;">
<caption style="text-align:left;font-size:18px;font-weight:bold;padding:0 0 8px;">${h(say('itemsHeading'))}</caption>
<thead>
<tr><th scope="col" align="left" style="${CELL}font-size:13px;${MUTED}">${h(say('product'))}</th><th scope="col" align="right" style="${AMOUNT}font-size:13px;${MUTED}">${h(say('quantity'))}</th><th scope="col" align="right" style="${AMOUNT}font-size:13px;${MUTED}">${h(say('price'))}</th></tr>
</thead>
<tbody>
${lines}
</tbody>
<tfoot>
${totalRows}
</tfoot>
</table>
${content.reverseCharge === null ? '' : `<p style="margin:0 0 24px;">${content.reverseCharge.map(h).join('<br>')}</p>\n`}<h2 style="margin:0 0 8px;font-size:18px;">${h(say('paymentHeading'))}</h2>
${payment}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:24px 0;">
<tr>
${addresses}
</tr>
</table>
<p style="margin:0 0 24px;"><a href="${h(input.orderUrl)}" style="display:inline-block;padding:12px 20px;background-color:#0b57d0;color:#ffffff;font-weight:bold;text-decoration:none;border-radius:4px;">${h(say('viewOrder'))}</a></p>
<p style="margin:0 0 12px;">${h(say('help'))}</p>
<p style="margin:0;">${h(say('closing'))}<br>${h(say('signature', { shopName: input.shopName }))}</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;${MUTED}${RULE}">${h(say('footer', { shopName: input.shopName }))}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/**
 * The order confirmation in the shopper's language, as subject, plain text and HTML (spec/2 §4 Payment). `messages`
 * are the locale's UI strings with fallbacks (email-messages.server.ts, or messagesFor in page code); the email.*
 * keys are used. Throws a TypeError or CurrencyMismatchError on input no order can have (a bug in the caller).
 */
export function orderConfirmationMail(input: OrderMailInput, messages: Messages): RenderedMail {
  checkInput(input);
  const content = contentOf(input, messages);
  return { subject: content.subject, text: textOf(input, content), html: htmlOf(input, content) };
}
