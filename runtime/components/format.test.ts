// ADR 013: formatting per locale everywhere — one number format, one rating format, units and guarantee
// years as each of the 28 locales writes them (spec/1 §9.3).
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES, type LocaleCode } from '../../generated/index.ts';
import { messagesFor } from '../i18n/messages.server.ts';
import { createTranslator } from '../i18n/translate.ts';
import { formatMeasure, formatNumber, formatRating, formatTechDetailValue, languageName, tagLabel } from './format.ts';

const LOCALES = [...LOCALE_CODES] as LocaleCode[];

describe.each(LOCALES)('%s', (locale) => {
  const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')!.value;

  it('writes a technical detail exactly as the dimensions write the same measure', () => {
    expect(formatTechDetailValue('64.5 kg', locale)).toBe(formatMeasure(64.5, 'kilogram', locale));
    expect(formatTechDetailValue('0.05 kg', locale)).toBe(formatMeasure(0.05, 'kilogram', locale));
    expect(formatTechDetailValue('42.5 cm', locale)).toBe(formatMeasure(42.5, 'centimeter', locale));
    expect(formatTechDetailValue('64.5 kg', locale)).toContain(`64${decimal}5`);
  });

  it('writes guarantee years as words with the plural of the language, never "y"', () => {
    for (const years of [1, 2, 3, 5, 10]) {
      const written = formatTechDetailValue(`${years} y`, locale);
      expect(written).toBe(
        new Intl.NumberFormat(locale, { style: 'unit', unit: 'year', unitDisplay: 'long' }).format(years),
      );
      expect(written).not.toMatch(/\dy$|\d y$/);
    }
  });

  it('writes other units after the number in the locale, spaced as the locale spaces its own units', () => {
    const spaced = (number: string, unit: string) => new RegExp(`^${number}[ \u00a0\u202f]${unit}$`);
    expect(formatTechDetailValue('1500 W', locale)).toMatch(spaced(formatNumber(1500, locale), 'W'));
    expect(formatTechDetailValue('230 V', locale)).toMatch(spaced('230', 'V'));
    expect(formatTechDetailValue('7.5 bar', locale)).toMatch(spaced(`7\\${decimal}5`, 'bar'));
  });

  it('writes every rating with one decimal', () => {
    expect(formatRating(4, locale)).toBe(`4${decimal}0`);
    expect(formatRating(4.25, locale)).toMatch(new RegExp(`^4\\${decimal}[23]$`));
  });

  it('names the page language in itself', () => {
    const name = languageName(locale);
    expect(name.length).toBeGreaterThan(2);
    expect(name).toBe(new Intl.DisplayNames(locale, { type: 'language' }).of(locale.slice(0, 2)));
  });

  it('names a campaign tag by its campaign and a quick tag by its label, never by its key', () => {
    const t = createTranslator(locale, messagesFor(locale));
    const campaign = tagLabel('campaign-black-week', t);
    expect(campaign).toBe(t('blocks.campaigns.black-week'));
    expect(campaign).not.toMatch(/campaign|blocks\./);
    expect(tagLabel('on-sale', t)).toBe(t('listing.tags.on-sale'));
    expect(tagLabel('on-sale', t)).not.toBe('listing.tags.on-sale');
  });
});

describe('values that are not a number and a unit', () => {
  it('writes the plural forms: 1 year, 5 years, 5 Jahre, 2 roky, 5 rokov', () => {
    expect(formatTechDetailValue('1 y', 'en-GB')).toBe('1 year');
    expect(formatTechDetailValue('5 y', 'en-IE')).toBe('5 years');
    expect(formatTechDetailValue('5 y', 'de-AT')).toBe('5 Jahre');
    expect(formatTechDetailValue('2 y', 'sk-SK')).toBe('2 roky');
    expect(formatTechDetailValue('5 y', 'sk-SK')).toBe('5 rokov');
  });

  it('shows them as they are', () => {
    expect(formatTechDetailValue('IP54', 'de-DE')).toBe('IP54');
    expect(formatTechDetailValue('-', 'de-DE')).toBe('-');
    expect(formatTechDetailValue('2 x 18 V', 'de-DE')).toBe('2 x 18 V');
  });

  it('names an unknown campaign by its name and another tag as written', () => {
    const t = createTranslator('de-DE', messagesFor('de-DE'));
    expect(tagLabel('campaign-spring-days', t)).toBe('spring-days');
    expect(tagLabel('eco', t)).toBe('eco');
  });
});
