import { describe, expect, it } from 'vitest';
import { COUNTRY_LOCALES, LANGUAGE_CODES, LOCALE_CODES } from '../../../../generated/index.ts';
import { languageOfLocale } from '../../../domain/country/locale-language.ts';
import {
  cardPage,
  challengePage,
  escapeHtml,
  finishedPage,
  formatAmount,
  returnPostPage,
  sessionPage,
  simulatorPage,
  type PaymentSummary,
} from './test-provider-pages.ts';
import { PROVIDER_TEXTS, pageLocale, type ProviderTexts } from './test-provider-texts.ts';

/** Every text of a language's table, by its path (a function's with a sample argument). */
function textsOf(texts: ProviderTexts): Map<string, string> {
  const flat = new Map<string, string>();
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') flat.set(path, value);
    else if (typeof value === 'function') flat.set(path, (value as (sample: string) => string)('«x»'));
    else for (const [key, inner] of Object.entries(value as object)) walk(inner, path ? `${path}.${key}` : key);
  };
  walk(texts, '');
  return flat;
}

const ENGLISH = textsOf(PROVIDER_TEXTS.en);

describe('the test provider’s words, per language (spec/1 §1: 21 languages, as a real provider’s hosted page)', () => {
  it('has a table for each of the shop’s languages, and none other', () => {
    expect(Object.keys(PROVIDER_TEXTS).sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it.each(LANGUAGE_CODES.filter((language) => language !== 'en'))(
    '%s: every text its own, none left in English',
    (language) => {
      const own = textsOf(PROVIDER_TEXTS[language]);
      expect([...own.keys()].sort()).toEqual([...ENGLISH.keys()].sort());
      // Brands (PayPal, iDEAL …) are not in the table; everything in it is words a language says its own way.
      expect([...own].filter(([path, text]) => text === ENGLISH.get(path))).toEqual([]);
      for (const [path, text] of own) expect(text.trim(), path).not.toBe('');
    },
  );

  // The pages a shopper of each of the 28 locales sees, from the locale the shop sends (pay-operation.server.ts:
  // shopperLocale is the shop's locale).
  it.each([...LOCALE_CODES])('%s: a shopperLocale of the shop’s is its language’s words and its own tag', (locale) => {
    const language = languageOfLocale(locale);
    const page = pageLocale(locale);
    expect(page.tag).toBe(locale);
    expect(page.texts).toBe(PROVIDER_TEXTS[language]);
  });

  it('reads Adyen’s forms of shopperLocale: de-DE, de_DE, a language alone; English for anything else', () => {
    expect(pageLocale('de_DE')).toEqual({ tag: 'de-DE', texts: PROVIDER_TEXTS.de });
    expect(pageLocale('FR-ch')).toEqual({ tag: 'fr-CH', texts: PROVIDER_TEXTS.fr });
    expect(pageLocale('pl')).toEqual({ tag: 'pl', texts: PROVIDER_TEXTS.pl });
    for (const unknown of [null, undefined, '', 'ja-JP', 'xx', 'de-DE-x-private', '"><script>']) {
      expect(pageLocale(unknown)).toEqual({ tag: 'en', texts: PROVIDER_TEXTS.en });
    }
  });
});

describe('the test provider’s pages in the shopper’s locale', () => {
  const payment = (shopperLocale: string | null, methodType = 'scheme'): PaymentSummary => ({
    pspReference: 'PSP1',
    merchantReference: 'order-1',
    amount: { currency: 'EUR', value: 123_456 },
    methodType,
    shopperLocale,
  });
  const form = { action: '/pay', script: '/steps.js' };
  const sample = (locale: string | null) => [
    cardPage(payment(locale), form),
    simulatorPage(payment(locale, 'paypal'), form),
    challengePage(payment(locale), form),
    finishedPage(payment(locale), '/back'),
    returnPostPage('/back', { redirectResult: 'r' }, '/return.js', locale),
    sessionPage(
      { reference: 'order-1', amount: payment(locale).amount, methods: ['scheme'], shopperLocale: locale },
      form,
    ),
  ];

  it.each([...LOCALE_CODES])('%s: lang, words and amounts of the locale on every page', (locale) => {
    const { texts } = pageLocale(locale);
    // As the page writes it: Swiss German groups with an apostrophe, which the page escapes.
    const amount = escapeHtml(new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(1234.56));
    const [card, simulator, challenge, finished, back, session] = sample(locale);
    for (const html of [card, simulator, challenge, finished, back, session]) {
      expect(html).toContain(`<html lang="${locale}">`);
      expect(html).toContain(`<p class="banner">${texts.banner}</p>`);
    }
    expect(card).toContain(`<h1>${texts.payByCard}</h1>`);
    expect(card).toContain(`<label for="number">${texts.cardNumber}</label>`);
    expect(card).toContain(`>${texts.pay(amount)}</button>`);
    expect(simulator).toContain(`>${texts.authorise}</button>`);
    expect(challenge).toContain(`<label for="password">${texts.issuerPassword}</label>`);
    expect(finished).toContain(`<h1>${texts.paymentIsComplete}</h1>`);
    expect(back).toContain(`<h1>${texts.returningToShop}</h1>`);
    expect(session).toContain(`>${texts.methods.scheme}</button>`);
    expect(session).toContain(`<dd>${amount}</dd>`);
  });

  it('a missing or unknown shopperLocale: English, and money as English writes it', () => {
    for (const locale of [null, 'ja-JP']) {
      const [card] = sample(locale);
      expect(card).toContain('<html lang="en">');
      expect(card).toContain('<h1>Pay by card</h1>');
      expect(card).toContain('Pay €1,234.56</button>');
    }
  });

  it('says the card form’s mistakes in the page’s language', () => {
    const html = cardPage(payment('cs-CZ'), form, {}, { number: 'invalidNumber', expiry: 'expiryFormat' });
    expect(html).toContain(`<p class="error" id="number-error">${PROVIDER_TEXTS.cs.errors.invalidNumber}</p>`);
    expect(html).toContain(`<h2>${PROVIDER_TEXTS.cs.checkCardDetails}</h2>`);
    expect(html).toContain(`${PROVIDER_TEXTS.cs.expiryDate}: ${PROVIDER_TEXTS.cs.errors.expiryFormat}`);
  });

  it('formats an amount in the shop’s minor units for the locale (CHF in Switzerland, HUF with two digits)', () => {
    expect(formatAmount({ currency: 'CHF', value: 123_450 }, 'de-CH')).toBe(
      new Intl.NumberFormat('de-CH', { style: 'currency', currency: 'CHF' }).format(1234.5),
    );
    expect(formatAmount({ currency: 'HUF', value: 123_450 }, 'hu-HU')).toBe(
      new Intl.NumberFormat('hu-HU', { style: 'currency', currency: 'HUF', minimumFractionDigits: 2 }).format(1234.5),
    );
    expect(COUNTRY_LOCALES.hu.hu).toBe('hu-HU');
  });
});
