import { describe, expect, it } from 'vitest';
import { LOCALES, type LocaleCode } from '../../../generated/index.ts';
import { languageOfLocale } from './locale-language.ts';

describe('the language of a locale (spec/1 §3 Locale)', () => {
  it.each(Object.keys(LOCALES) as LocaleCode[])('%s: the language its config names', (locale) => {
    expect(languageOfLocale(locale)).toBe(LOCALES[locale].language);
  });
});
