import { describe, expect, it } from 'vitest';
import { LOCALE_CODES, type CurrencyCode, type LocaleCode } from '../../../../generated/index.ts';
import { languageOfLocale } from '../../../domain/country/locale-language.ts';
import { formatMoney } from '../../../domain/money/format-money.ts';
import { CurrencyMismatchError } from '../../../domain/money/money-math.ts';
import { money } from '../../../domain/money/money.ts';
import { emailMessages } from './email-messages.server.ts';
import { orderConfirmationMail, type OrderMailInput } from './order-confirmation-mail.ts';

const HOSTILE = '<script>alert("x")</script><img src=x onerror=alert(1)>';

/** A German order paid by card: two lines, free shipping, 19 % VAT. */
function germanOrder(overrides: Partial<OrderMailInput> = {}): OrderMailInput {
  return {
    language: 'de',
    locale: 'de-DE',
    shopName: 'Multishop',
    orderNumber: 'DE100042',
    customerName: 'Jana Nováková',
    lines: [
      { name: 'Akku-Bohrschrauber 18 V', sku: '4001234', quantity: 2, totalGross: money(11980, 'EUR') },
      { name: 'Bit-Set 32-teilig', sku: '4005678', quantity: 1, totalGross: money(1995, 'EUR') },
    ],
    shipping: money(0, 'EUR'),
    total: money(13975, 'EUR'),
    taxPortions: [{ rate: 0.19, amount: money(2231, 'EUR') }],
    paymentMethodName: 'Kreditkarte',
    paymentNote: 'paid',
    shippingAddress: ['Jana Nováková', 'Hauptstraße 1', '10115 Berlin', 'Deutschland'],
    billingAddress: ['Jana Nováková', 'Hauptstraße 1', '10115 Berlin', 'Deutschland'],
    orderUrl: 'https://www.multishop.de/checkout/thank-you?order=DE100042',
    ...overrides,
  };
}

const render = (input: OrderMailInput) => orderConfirmationMail(input, emailMessages(input.locale));
const eur = (cents: number) => formatMoney(money(cents, 'EUR'), 'de-DE');

describe('orderConfirmationMail (spec/2 §4 Payment)', () => {
  it('writes the subject, text and HTML in the shopper’s language, with the locale’s money', () => {
    const mail = render(germanOrder());
    expect(mail.subject).toBe('Ihre Bestellung DE100042 bei Multishop');
    expect(eur(11980)).toBe('119,80\u00a0€');
    expect(mail.text).toContain('Guten Tag Jana Nováková,\n\nwir haben Ihre Bestellung erhalten');
    expect(mail.text).toContain('Bestellnummer: DE100042');
    expect(mail.text).toContain(`2 × Akku-Bohrschrauber 18 V (Art.-Nr. 4001234): ${eur(11980)}`);
    expect(mail.text).toContain(`1 × Bit-Set 32-teilig (Art.-Nr. 4005678): ${eur(1995)}`);
    expect(mail.text).toContain('Versand: Kostenlos');
    expect(mail.text).toContain(`Gesamtsumme: ${eur(13975)}`);
    expect(mail.text).toContain(`inkl. MwSt. 19 %: ${eur(2231)}`);
    expect(mail.text).toContain('Zahlungsart: Kreditkarte\nIhre Zahlung ist bei uns eingegangen. Vielen Dank!');
    expect(mail.text).toContain('Lieferadresse\nJana Nováková\nHauptstraße 1\n10115 Berlin\nDeutschland');
    expect(mail.text).toContain('Bestellung ansehen: https://www.multishop.de/checkout/thank-you?order=DE100042');
    expect(mail.text).toContain('Mit freundlichen Grüßen\nIhr Multishop-Team');
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="de" dir="ltr">/);
    expect(mail.html).toContain('<title>Ihre Bestellung DE100042 bei Multishop</title>');
    expect(mail.html).toContain(`>${eur(13975)}</td>`);
  });

  it('lists the lines in a data table: caption, column headers, totals as row headers', () => {
    const { html } = render(germanOrder());
    expect(html).toContain(
      '<caption style="text-align:left;font-size:18px;font-weight:bold;padding:0 0 8px;">Ihre Bestellung</caption>',
    );
    expect(html.match(/<th scope="col"/g)).toHaveLength(3);
    expect(html).toMatch(/<tfoot>[\s\S]*<th scope="row"[^>]*>Gesamtsumme<\/th>[\s\S]*<\/tfoot>/);
    // Layout tables are marked as such for screen readers; the lines' table is data.
    expect(html.match(/<table role="presentation"/g)).toHaveLength(3);
  });

  it('shows the order number without the Czech store’s prefix NS (spec/2 §9), and leaves other numbers whole', () => {
    const czech = render(
      germanOrder({
        language: 'cs',
        locale: 'cs-CZ',
        orderNumber: 'NSCZ100001',
        lines: [{ name: 'Vrtačka', sku: '1', quantity: 1, totalGross: money(139900, 'CZK') }],
        shipping: money(4600, 'CZK'),
        total: money(144500, 'CZK'),
        taxPortions: [{ rate: 0.21, amount: money(25079, 'CZK') }],
      }),
    );
    expect(czech.subject).toBe('Potvrzení objednávky CZ100001 – Multishop');
    expect(czech.text).toContain('Číslo objednávky: CZ100001');
    expect(`${czech.subject}${czech.text}${czech.html}`).not.toContain('NSCZ');
    expect(czech.text).toContain(`Doprava: ${formatMoney(money(4600, 'CZK'), 'cs-CZ')}`);
    expect(czech.text).toContain('včetně DPH 21 %');
    // Already shown without it: unchanged. Another country keeps an NS it might have.
    expect(render(germanOrder({ language: 'cs', locale: 'cs-CZ', orderNumber: 'CZ100001' })).subject).toContain(
      'CZ100001',
    );
    expect(render(germanOrder({ language: 'sk', locale: 'sk-SK', orderNumber: 'NSSK1' })).subject).toContain('NSSK1');
  });

  it('writes a VAT rate as the locale writes numbers (Finland 25,5 %)', () => {
    const { text } = render(
      germanOrder({ language: 'fi', locale: 'fi-FI', taxPortions: [{ rate: 0.255, amount: money(2839, 'EUR') }] }),
    );
    expect(text).toContain('sis. alv 25,5 %');
  });

  it('writes "label: value" as the language does (French: a no-break space before the colon)', () => {
    const { text, html } = render(germanOrder({ language: 'fr', locale: 'fr-FR' }));
    expect(text).toContain('Numéro de commande\u00a0: DE100042');
    expect(text).toContain(
      `2 × Akku-Bohrschrauber 18 V (Réf. 4001234)\u00a0: ${formatMoney(money(11980, 'EUR'), 'fr-FR')}`,
    );
    expect(html).toContain('Numéro de commande\u00a0: <strong>DE100042</strong>');
  });

  it('escapes everything a shopper, an editor or the catalogue wrote in the HTML, and keeps it as written in the text', () => {
    const input = germanOrder({
      shopName: `Shop ${HOSTILE}`,
      customerName: HOSTILE,
      lines: [{ name: HOSTILE, sku: `"><b>`, quantity: 1, totalGross: money(13975, 'EUR') }],
      paymentMethodName: HOSTILE,
      paymentNote: 'transfer',
      bankTransfer: { owner: HOSTILE, iban: HOSTILE, bic: HOSTILE, institute: HOSTILE, reference: HOSTILE },
      shippingAddress: [HOSTILE, 'Straße & Co'],
      billingAddress: [HOSTILE],
      orderUrl: 'https://www.multishop.de/o?a=1&b="><script>x</script>',
    });
    const { html, text, subject } = render(input);
    for (const markup of ['<script', '<img', '<b>']) expect(html).not.toContain(markup);
    expect(html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;');
    expect(html).toContain('Straße &#38; Co');
    expect(html).toContain('href="https://www.multishop.de/o?a=1&#38;b=&#34;&#62;&#60;script&#62;x&#60;/script&#62;"');
    expect(text).toContain(`Guten Tag ${HOSTILE},`);
    expect(subject).toBe(`Ihre Bestellung DE100042 bei Shop ${HOSTILE}`);
  });

  it.each([
    ['paid', 'Ihre Zahlung ist bei uns eingegangen. Vielen Dank!'],
    ['confirming', 'Wir warten auf die Bestätigung Ihrer Zahlung'],
  ] as const)('says where the payment stands when it is %s', (paymentNote, said) => {
    const mail = render(germanOrder({ paymentNote }));
    expect(mail.text).toContain(said);
    expect(mail.html).toContain(said);
  });

  it('tells a cash-on-delivery buyer to pay at the door, never that their payment is awaited (spec/2 §9 COD)', () => {
    for (const locale of ['de-DE', 'pl-PL'] as const) {
      const currency = locale === 'pl-PL' ? 'PLN' : 'EUR';
      const mail = render(
        germanOrder({
          language: languageOfLocale(locale),
          locale,
          paymentNote: 'onDelivery',
          lines: [{ name: 'Produkt', sku: '1', quantity: 1, totalGross: money(13475, currency) }],
          shipping: money(0, currency),
          codFee: money(500, currency),
          total: money(13975, currency),
          taxPortions: [{ rate: 0.19, amount: money(2231, currency) }],
        }),
      );
      const said = emailMessages(locale)['email.orderConfirmation.onDelivery']!.replace(
        '{amount}',
        formatMoney(money(13975, currency), locale),
      );
      expect(mail.text).toContain(said);
      expect(mail.html).toContain(said);
      const waiting = emailMessages(locale)['email.orderConfirmation.pending']!;
      expect(mail.text).not.toContain(waiting);
    }
  });

  it('gives the bank transfer details and the reference to quote (spec/2 §3 Bank transfer data)', () => {
    const mail = render(
      germanOrder({
        paymentNote: 'transfer',
        paymentMethodName: 'Vorkasse',
        bankTransfer: {
          owner: 'Multishop GmbH',
          iban: 'DE02 1203 0000 0000 2020 51',
          bic: 'BYLADEM1001',
          institute: 'Demo Bank',
          reference: 'DE100042',
        },
      }),
    );
    expect(mail.text).toContain(
      `Bitte überweisen Sie ${eur(13975)} auf das folgende Konto und geben Sie den Verwendungszweck an`,
    );
    expect(mail.text).toContain(
      'Kontoinhaber: Multishop GmbH\nIBAN: DE02 1203 0000 0000 2020 51\nBIC/SWIFT: BYLADEM1001\nBank: Demo Bank\nVerwendungszweck: DE100042',
    );
    // The transfer's own words stand for the payment state: no second sentence about waiting.
    expect(mail.text).not.toContain('Wir warten auf die Bestätigung');
    expect(mail.html).toContain('<h3 style="margin:16px 0 8px;font-size:16px;">Angaben für die Überweisung</h3>');
    expect(mail.html).toMatch(/<th scope="row"[^>]*>IBAN<\/th><td[^>]*>DE02 1203 0000 0000 2020 51<\/td>/);
  });

  it('gives a voucher’s entity, reference and deadline (multibanco), in the shop’s or the given time zone', () => {
    const voucher = { reference: '123 456 789', entity: '12345', expiresAt: '2026-03-05T18:00:00Z' };
    const portuguese = germanOrder({ language: 'pt', locale: 'pt-PT', paymentNote: 'voucher', voucher });
    const lisbon = render({ ...portuguese, timeZone: 'Europe/Lisbon' });
    expect(lisbon.text).toContain(
      `Pague ${formatMoney(money(13975, 'EUR'), 'pt-PT')} até 05.03.2026 18:00 com os dados abaixo.`,
    );
    expect(lisbon.text).toContain('Entidade: 12345\nReferência: 123 456 789');
    // The project's zone (Europe/Bratislava) by default: an hour ahead of Lisbon in March.
    expect(render(portuguese).text).toContain('até 05.03.2026 19:00');
    expect(render({ ...portuguese, voucher: { ...voucher, expiresAt: new Date(voucher.expiresAt) } }).text).toContain(
      'até 05.03.2026 19:00',
    );
  });

  it('lists the cash on delivery fee when there is one (spec/2 §9 COD fee)', () => {
    const mail = render(
      germanOrder({ paymentNote: 'onDelivery', codFee: money(500, 'EUR'), total: money(14475, 'EUR') }),
    );
    expect(mail.text).toContain(`Nachnahmegebühr: ${eur(500)}\nGesamtsumme: ${eur(14475)}`);
    expect(render(germanOrder()).text).not.toContain('Nachnahmegebühr');
  });

  it('writes a quantity as the locale groups digits', () => {
    const line = { name: 'Schraube', sku: '9', quantity: 1000, totalGross: money(13975, 'EUR') };
    expect(render(germanOrder({ lines: [line] })).text).toContain('1.000 × Schraube');
  });

  it('shows a shipping fee as money and leaves out blank address lines', () => {
    const mail = render(
      germanOrder({ shipping: money(495, 'EUR'), billingAddress: ['Firma GmbH', '', '  ', 'Berlin'] }),
    );
    expect(mail.text).toContain(`Versand: ${eur(495)}`);
    expect(mail.text).toContain('Rechnungsadresse\nFirma GmbH\nBerlin');
  });

  it('greets without a name when it has none', () => {
    expect(render(germanOrder({ customerName: '  ' })).text).toContain('Guten Tag,\n\nwir haben');
  });

  it('uses a variant locale’s own words and numbers (de-CH: MWST, ss, 8.1) and its fallbacks for the rest', () => {
    const { text } = render(
      germanOrder({
        locale: 'de-CH',
        lines: [],
        total: money(0, 'CHF'),
        shipping: money(0, 'CHF'),
        taxPortions: [{ rate: 0.081, amount: money(0, 'CHF') }],
      }),
    );
    expect(text).toContain('inkl. MWST 8.1 %');
    expect(text).toContain('Mit freundlichen Grüssen');
    expect(text).toContain('Vielen Dank für Ihre Bestellung');
  });

  it('labels a net order’s total excl. VAT, with the buyer’s VAT ID and the reverse-charge note (ADR 026)', () => {
    const mail = render(
      germanOrder({ locale: 'de-AT', total: money(11744, 'EUR'), taxPortions: [], reverseChargeVatId: 'ATU13585627' }),
    );
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toMatch(/Gesamtsumme(:|<)/);
      expect(body).not.toContain('inkl. MwSt.');
      expect(body).toContain('Ihre USt-IdNr.: ATU13585627');
      expect(body).toContain('Steuerfreie innergemeinschaftliche Lieferung (Art. 138 Richtlinie 2006/112/EG).');
    }
    expect(mail.text).toContain(`Gesamtsumme exkl. MwSt.: ${formatMoney(money(11744, 'EUR'), 'de-AT')}`);
    expect(mail.html).toMatch(/<th scope="row"[^>]*>Gesamtsumme exkl\. MwSt\.<\/th>/);
    expect(render(germanOrder()).text).not.toContain('USt-IdNr.');
  });

  it('refuses input no order has: a bug in the caller, never mailed', () => {
    expect(() => render(germanOrder({ locale: 'fr-FR' }))).toThrow('The locale fr-FR is not in the language de');
    expect(() => render(germanOrder({ orderUrl: 'javascript:alert(1)' }))).toThrow(TypeError);
    expect(() => render(germanOrder({ orderUrl: '/checkout/thank-you' }))).toThrow(TypeError);
    expect(() => render(germanOrder({ shipping: money(495, 'CHF') }))).toThrow(CurrencyMismatchError);
  });
});

/** Each locale's own currency for the order, so every formatter of the shop is exercised. */
const CURRENCY_OF: Partial<Record<string, CurrencyCode>> = {
  cz: 'CZK',
  pl: 'PLN',
  hu: 'HUF',
  ro: 'RON',
  bg: 'BGN',
  dk: 'DKK',
  se: 'SEK',
  no: 'NOK',
  ch: 'CHF',
  gb: 'GBP',
};

describe('orderConfirmationMail in every locale of the shop', () => {
  it.each([...LOCALE_CODES])('%s: every text found, every placeholder filled', (locale: LocaleCode) => {
    const currency = CURRENCY_OF[locale.slice(3).toLowerCase()] ?? 'EUR';
    const amount = (cents: number) => money(cents, currency);
    const mail = render(
      germanOrder({
        language: languageOfLocale(locale),
        locale,
        lines: [{ name: 'Produkt', sku: '1', quantity: 3, totalGross: amount(300000) }],
        shipping: amount(1995),
        codFee: amount(500),
        total: amount(302495),
        taxPortions: [{ rate: 0.2, amount: amount(50416) }],
        paymentNote: 'onDelivery',
        bankTransfer: { owner: 'Multishop', iban: 'X', bic: 'Y', institute: 'Z', reference: 'R1' },
        voucher: { reference: '1', entity: '2', expiresAt: '2026-03-05T18:00:00Z' },
        reverseChargeVatId: 'ATU13585627',
      }),
    );
    const all = `${mail.subject}\n${mail.text}\n${mail.html}`;
    expect(mail.text).toContain('ATU13585627');
    expect(all).not.toMatch(/email\.\w/);
    expect(all).not.toMatch(/\{\w+\}/);
    expect(mail.html).toContain(`<html lang="${languageOfLocale(locale)}"`);
    expect(mail.text).toContain(formatMoney(amount(302495), locale));
  });
});
