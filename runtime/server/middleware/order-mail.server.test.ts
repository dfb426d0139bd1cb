// The order confirmation names the payment method in the shopper's language, with the words the thank-you page
// uses (checkout.payment.method.<code>, spec/1 §1, §8) — not the store's English name (PAYMENT_METHOD_NAMES_EN).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  COUNTRY_LOCALES,
  LOCALE_CODES,
  type CountryCode,
  type LanguageCode,
  type LocaleCode,
  type PaymentMethodCode,
} from '../../../generated/index.ts';
import type { Order } from '../../../generated/types.ts';
import { PAYMENT_METHOD_NAMES_EN } from '../../domain/checkout/payment-method-names.ts';
import { languageOfLocale } from '../../domain/country/locale-language.ts';
import { fallbackChain } from '../../i18n/fallback-chain.ts';
import { emailMessages } from '../integrations/email/email-messages.server.ts';
import { orderConfirmation } from './order-mail.server.ts';

const METHODS = Object.keys(PAYMENT_METHOD_NAMES_EN) as PaymentMethodCode[];

/** Brands: the same name in every language (the thank-you page shows them so too). */
const BRANDS: ReadonlySet<PaymentMethodCode> = new Set([
  'paypal',
  'ideal',
  'twint',
  'mobilepay',
  'multibanco',
  'applepay',
  'googlepay',
]);

const CHECKOUT_STRINGS = path.resolve(import.meta.dirname, '../../i18n/checkout');

/** The payment method names a locale's own strings file gives, if it has one. */
function ownMethodNames(locale: LocaleCode): Partial<Record<string, string>> | undefined {
  try {
    const tree = JSON.parse(readFileSync(path.join(CHECKOUT_STRINGS, `${locale}.json`), 'utf8')) as {
      payment?: { method?: Record<string, string> };
    };
    return tree.payment?.method;
  } catch {
    return undefined;
  }
}

/** An order as the store answers it, with only what its mail reads. */
function placedOrder(method: PaymentMethodCode): Order {
  const address = {
    firstName: 'Jana',
    lastName: 'Nováková',
    streetName: 'Hlavní',
    streetNumber: '12',
    postalCode: '11000',
    city: 'Praha',
    country: 'CZ',
  };
  return {
    id: 'order-1',
    orderNumber: 'DE100001',
    customerEmail: 'jana@example.com',
    paymentState: method === 'bankTransfer' ? 'BalanceDue' : 'Paid',
    lineItems: [{ name: 'Drill', variant: { sku: 'EX30000001' }, quantity: 1, totalPrice: { centAmount: 10_000 } }],
    shippingInfo: { price: { centAmount: 500 } },
    custom: {},
    totalPrice: { centAmount: 10_500 },
    taxedPrice: { taxPortions: [] },
    paymentInfo: { payments: [{ method }] },
    billingAddress: address,
    shippingAddress: address,
  } as unknown as Order;
}

function mailOf(country: CountryCode, language: LanguageCode, method: PaymentMethodCode) {
  return orderConfirmation(placedOrder(method), country, language, 'https://shop.example', 'access-token');
}

describe('the order confirmation’s payment method, in the shopper’s language', () => {
  it.each([
    ['de', 'de', 'Überweisung'],
    ['pl', 'pl', 'Przelew bankowy'],
    ['cz', 'cs', 'Bankovní převod'],
  ] as const)('%s (%s): a bank transfer is “%s”, never “Bank transfer”', (country, language, name) => {
    const mail = mailOf(country, language, 'bankTransfer');
    expect(mail.text).toContain(name);
    expect(mail.html).toContain(`<strong>${name}</strong>`);
    expect(mail.text).not.toContain('Bank transfer');
  });

  it.each([
    ['de', 'de', 'Kredit- oder Debitkarte'],
    ['pl', 'pl', 'Karta kredytowa lub debetowa'],
    ['cz', 'cs', 'Kreditní nebo debetní karta'],
  ] as const)('%s (%s): a card is “%s”', (country, language, name) => {
    expect(mailOf(country, language, 'scheme').text).toContain(name);
  });

  it('names the method as the thank-you page does (the same strings, not a copy)', () => {
    for (const locale of ['de-DE', 'pl-PL', 'cs-CZ'] as const) {
      const [country] = Object.entries(COUNTRY_LOCALES).find(([, locales]) =>
        Object.values(locales).includes(locale),
      )! as [CountryCode, unknown];
      const mail = mailOf(country, languageOfLocale(locale), 'cashOnDelivery');
      expect(mail.text).toContain(ownMethodNames(locale)!.cashOnDelivery!);
    }
  });
});

describe('every payment method’s name, for every locale (spec/1 §1: 28 locales)', () => {
  it.each([...LOCALE_CODES])('%s: each method named by its own language’s strings', (locale) => {
    const language = languageOfLocale(locale);
    const messages = emailMessages(locale);
    for (const method of METHODS) {
      const name = messages[`checkout.payment.method.${method}`];
      expect(name, method).toBeTypeOf('string');
      // The name comes from a strings file of the locale's own language (de-AT's from de-DE), not from a fallback
      // to another language (English).
      const source = fallbackChain(locale).find((code) => ownMethodNames(code)?.[method] !== undefined)!;
      expect(languageOfLocale(source), method).toBe(language);
      expect(name).toBe(ownMethodNames(source)![method]);
      if (language !== 'en' && !BRANDS.has(method)) {
        expect(name, method).not.toBe(ownMethodNames('en-GB')![method]);
        expect(name, method).not.toBe(PAYMENT_METHOD_NAMES_EN[method]);
      }
    }
  });
});
