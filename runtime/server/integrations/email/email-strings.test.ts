// The e-mails' strings (runtime/i18n/email/<locale>.json) in every language of the shop (spec/1 §9.2: 21
// languages; a main locale file each, variants only where they say something differently, spec/1 §9.4).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, LANGUAGES, LOCALE_CODES, type LocaleCode } from '../../../../generated/index.ts';
import { EMAIL_STRINGS_PATH, sourceStringsReader, type StringsTree } from './email-messages.server.ts';

const DIR = path.resolve(import.meta.dirname, '../../../..', EMAIL_STRINGS_PATH);
const read = sourceStringsReader(DIR);

function flat(tree: StringsTree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out[`${prefix}${key}`] = value;
    else Object.assign(out, flat(value, `${prefix}${key}.`));
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const ENGLISH = flat(read('en-GB')!);
const MAIN_LOCALES = LANGUAGE_CODES.map((language) => LANGUAGES[language].homeLocale as LocaleCode);
const FILES = readdirSync(DIR)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length));

/**
 * Texts a language writes as English does: the banking terms every SEPA form uses, and words the language shares with
 * English (Bank, Total, Reference). Any other text equal to English's is a copy waiting for its translation.
 */
const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[] | 'every language'>> = {
  'orderConfirmation.iban': 'every language',
  'orderConfirmation.bic': 'every language',
  'orderConfirmation.bank': ['da-DK', 'de-DE', 'hu-HU', 'nb-NO', 'nl-NL', 'pl-PL', 'sv-SE'],
  'orderConfirmation.total': ['es-ES', 'fr-FR', 'pt-PT', 'ro-RO'],
  'orderConfirmation.voucherReference': ['cs-CZ', 'da-DK'],
  labelValue: 'every language',
};

describe('the e-mail strings', () => {
  it('have a file for the main locale of each of the 21 languages, and only for locales the shop has', () => {
    expect(MAIN_LOCALES).toHaveLength(21);
    expect(FILES.filter((locale) => !(LOCALE_CODES as readonly string[]).includes(locale))).toEqual([]);
    for (const locale of MAIN_LOCALES) expect(FILES, `${EMAIL_STRINGS_PATH}/${locale}.json`).toContain(locale);
  });

  it.each(MAIN_LOCALES)('%s has every key, none empty, each with the placeholders English has', (locale) => {
    const own = flat(read(locale)!);
    const missing = Object.keys(ENGLISH).filter((key) => (own[key] ?? '').trim() === '');
    expect(missing, `${locale} misses keys`).toEqual([]);
    for (const [key, english] of Object.entries(ENGLISH)) {
      expect(placeholders(own[key]!), `${locale} ${key}`).toEqual(placeholders(english));
    }
  });

  it.each(FILES)('%s has no key English lacks, and a variant’s keys keep their placeholders', (locale) => {
    const own = flat(read(locale as LocaleCode)!);
    expect(Object.keys(own).filter((key) => !(key in ENGLISH))).toEqual([]);
    for (const [key, text] of Object.entries(own)) expect(placeholders(text), key).toEqual(placeholders(ENGLISH[key]!));
  });

  it.each(MAIN_LOCALES.filter((locale) => locale !== 'en-GB'))('%s translates every text', (locale) => {
    const own = flat(read(locale)!);
    const shared = (key: string) => {
      const languages = SAME_AS_ENGLISH[key];
      return languages === 'every language' || (languages?.includes(locale) ?? false);
    };
    const untranslated = Object.keys(ENGLISH).filter((key) => own[key] === ENGLISH[key] && !shared(key));
    expect(untranslated, `${locale}: English text in place of a translation`).toEqual([]);
  });
});
