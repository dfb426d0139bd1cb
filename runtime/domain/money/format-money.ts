import { CURRENCIES, type LocaleCode } from '../../../generated/index.ts';
import type { Money } from './money.ts';
import { toMajorUnits } from './money-math.ts';

// Building an Intl.NumberFormat costs far more than using one, and prices are formatted many times per page: one
// formatter per locale, currency and scale, kept for the life of the process (at most 28 locales × 12 currencies).
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * An amount for display in the shopper's locale (spec/1 §9.3; CONVENTIONS §4: formatted only at the edge): the currency
 * symbol, or the narrow symbol where the currency asks for it (CZK, DKK, SEK: CURRENCIES[code].symbolDisplay), with
 * exactly the Money value's fraction digits (so HUF shows its two digits, as the prices are held).
 */
export function formatMoney(value: Money, locale: LocaleCode): string {
  const key = `${locale}|${value.currencyCode}|${value.fractionDigits}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: value.currencyCode,
      currencyDisplay: CURRENCIES[value.currencyCode].symbolDisplay,
      minimumFractionDigits: value.fractionDigits,
      maximumFractionDigits: value.fractionDigits,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(toMajorUnits(value));
}
