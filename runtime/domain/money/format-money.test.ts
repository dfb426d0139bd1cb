import { describe, expect, it } from 'vitest';
import type { LocaleCode } from '../../../generated/index.ts';
import { formatMoney } from './format-money.ts';
import { money, type Money } from './money.ts';

const NBSP = '\u00a0';

describe('formatMoney (spec/1 §9.3: symbols, narrow symbol for CZK, DKK, SEK; cents shown as units)', () => {
  it.each<[Money, LocaleCode, string]>([
    [money(195, 'EUR'), 'de-AT', `€${NBSP}1,95`],
    [money(195, 'EUR'), 'sk-SK', `1,95${NBSP}€`],
    [money(123450, 'CZK'), 'cs-CZ', `1${NBSP}234,50${NBSP}Kč`],
    [money(123450, 'SEK'), 'sv-SE', `1${NBSP}234,50${NBSP}kr`],
    [money(123450, 'CHF'), 'de-CH', `CHF${NBSP}1’234.50`],
    [money(-195, 'GBP'), 'en-GB', '-£1.95'],
  ])('%o in %s is %j', (value, locale, expected) => {
    // ICU writes the Swiss grouping mark as U+2019 or an apostrophe depending on its version.
    expect(formatMoney(value, locale).replace("'", '’')).toBe(expected);
  });

  it.each<[Money, string]>([
    [money(123450, 'CZK'), `1.234,50${NBSP}Kč`],
    [money(123450, 'DKK'), `1.234,50${NBSP}kr`],
    [money(123450, 'SEK'), `1.234,50${NBSP}kr`],
  ])('shows the narrow symbol of %o even where the locale would show the code', (value, expected) => {
    expect(formatMoney(value, 'de-DE')).toBe(expected);
  });

  it('formats each amount on its own, however many of one locale and currency come before it', () => {
    expect(formatMoney(money(5900, 'EUR'), 'sk-SK')).toBe(`59,00${NBSP}€`);
    expect(formatMoney(money(195, 'EUR'), 'sk-SK')).toBe(`1,95${NBSP}€`);
    expect(formatMoney(money(-1, 'EUR'), 'sk-SK')).toBe(`-0,01${NBSP}€`);
  });

  it('shows the full symbol for the other currencies', () => {
    expect(formatMoney(money(123450, 'USD'), 'en-GB')).toBe('US$1,234.50');
  });

  it('shows the fraction digits of the Money value, not the currency’s usual ones', () => {
    expect(formatMoney(money(7300000, 'HUF'), 'hu-HU')).toBe(`73${NBSP}000,00${NBSP}Ft`);
    expect(formatMoney({ centAmount: 1955, currencyCode: 'EUR', fractionDigits: 3 }, 'de-DE')).toBe(`1,955${NBSP}€`);
  });
});
