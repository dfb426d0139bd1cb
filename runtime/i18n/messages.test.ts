import { describe, expect, it } from 'vitest';
import { LOCALE_CODES, LOCALES, type LocaleCode } from '../../generated/index.ts';
import { fallbackChain, messagesFor, ownMessages } from './messages.server.ts';
import { createTranslator } from './translate.ts';

const OWN = ownMessages();
const ENGLISH = OWN.get('en-GB')!;
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(PLURAL, '');
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const MAIN_LOCALES = LOCALE_CODES.filter((code) => LOCALES[code].fallbacks.length === 0);

describe('translations (spec/1 §9.2: every language has every key English has)', () => {
  it('has a main locale for each of the 21 languages (spec/1 §9.2)', () => {
    expect(MAIN_LOCALES).toHaveLength(21);
  });

  it.each(MAIN_LOCALES)('%s has every English key, with the same placeholders', (locale) => {
    const own = OWN.get(locale);
    expect(own, `runtime/i18n/*/${locale}.json missing`).toBeDefined();
    const missing: string[] = [];
    for (const [key, english] of Object.entries(ENGLISH)) {
      // A plural key is complete when the language has its `_other` form; languages have other categories.
      const text = own![key] ?? (PLURAL.test(key) ? own![`${baseKey(key)}_other`] : undefined);
      if (text === undefined || text.trim() === '') {
        missing.push(key);
        continue;
      }
      expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(english));
    }
    expect(missing, `${locale} misses keys`).toEqual([]);
  });

  it.each([...OWN.keys()])('%s has no key that English lacks', (locale) => {
    const englishBases = new Set(Object.keys(ENGLISH).map(baseKey));
    const extra = Object.keys(OWN.get(locale)!).filter((key) => !englishBases.has(baseKey(key)));
    expect(extra).toEqual([]);
  });

  it.each(MAIN_LOCALES)("%s has every plural form its language's rules can ask for", (locale) => {
    const own = OWN.get(locale)!;
    const rules = new Intl.PluralRules(locale);
    const categories = new Set([0, 1, 2, 3, 4, 5, 6, 11, 12, 21, 22, 25, 101, 102, 105].map((n) => rules.select(n)));
    for (const key of Object.keys(ENGLISH).filter((name) => name.endsWith('_other'))) {
      for (const category of categories) {
        expect(own[`${baseKey(key)}_${category}`], `${locale} ${baseKey(key)}_${category}`).toBeDefined();
      }
    }
  });
});

// The block strings a language writes as English does: a campaign's name, and words the language shares with
// English. Any other block string equal to English's is a copy waiting for its translation.
const SAME_AS_ENGLISH: Readonly<Record<string, readonly LocaleCode[] | 'every language'>> = {
  'blocks.campaigns.black-week': 'every language',
  'blocks.campaignCountdown.minutes_one': ['fr-FR'],
  'blocks.campaignCountdown.minutes_other': ['fr-FR'],
  'blocks.promoBanner.label': ['fr-FR'],
  'blocks.productZone.tags.bestseller': ['nl-NL'],
};

describe("content blocks' strings (blocks/<name>/i18n, spec/1 §2.9: every block in the page's language)", () => {
  it.each(MAIN_LOCALES.filter((locale) => locale !== 'en-GB'))('%s translates every block string', (locale) => {
    const own = OWN.get(locale)!;
    const shared = (key: string) => {
      const languages = SAME_AS_ENGLISH[key];
      return languages === 'every language' || (languages?.includes(locale) ?? false);
    };
    const untranslated = Object.keys(ENGLISH).filter(
      (key) => key.startsWith('blocks.') && own[key] === ENGLISH[key] && !shared(key),
    );
    expect(untranslated, `${locale}: English text in place of a translation`).toEqual([]);
  });
});

describe('fallbacks (spec/1 §9.4, §8: a missing translation falls back to the fallback locale)', () => {
  it.each([
    ['de-AT', 'de-DE'],
    ['fr-BE', 'fr-FR'],
    ['nl-BE', 'nl-NL'],
    ['de-CH', 'de-DE'],
    ['fr-CH', 'fr-FR'],
    ['it-CH', 'it-IT'],
    ['en-IE', 'en-GB'],
  ] as Array<[LocaleCode, LocaleCode]>)('%s falls back to %s, then English', (locale, fallback) => {
    expect(fallbackChain(locale)).toEqual(fallback === 'en-GB' ? [locale, 'en-GB'] : [locale, fallback, 'en-GB']);
    const messages = messagesFor(locale);
    const own = OWN.get(locale) ?? {};
    for (const [key, text] of Object.entries(OWN.get(fallback)!)) {
      expect(messages[key]).toBe(own[key] ?? text);
    }
  });
});

describe('t()', () => {
  const t = createTranslator('pl-PL', {
    'a.items_one': '{count} produkt',
    'a.items_few': '{count} produkty',
    'a.items_many': '{count} produktów',
    'a.x': 'X {name} {missing}',
  });

  it('picks the plural form of the language', () => {
    expect(t('a.items', { count: 1 })).toBe('1 produkt');
    expect(t('a.items', { count: 3 })).toBe('3 produkty');
    expect(t('a.items', { count: 5 })).toBe('5 produktów');
  });

  it('fills placeholders, leaves unknown ones, and shows a missing key as the key', () => {
    expect(t('a.x', { name: 'Y' })).toBe('X Y {missing}');
    expect(t('a.x')).toBe('X {name} {missing}');
    expect(t('a.nope')).toBe('a.nope');
  });
});
