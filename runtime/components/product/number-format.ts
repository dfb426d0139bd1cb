import type { LocaleCode } from '../../../generated/index.ts';

// Building an Intl.NumberFormat costs far more than using one: one per locale and style, kept while the page lives.
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: LocaleCode, key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const id = `${locale}|${key}`;
  let found = formatters.get(id);
  if (found === undefined) {
    found = new Intl.NumberFormat(locale, options);
    formatters.set(id, found);
  }
  return found;
}

/** A number in the page's locale (25,5 in Finnish, 8.1 in English), with up to two decimals. */
export function formatNumber(value: number, locale: LocaleCode): string {
  return formatter(locale, 'number', { maximumFractionDigits: 2 }).format(value);
}

/** A count as the locale groups its digits (1.234 / 1 234 / 1,234). */
export function formatCount(value: number, locale: LocaleCode): string {
  return formatter(locale, 'count', {}).format(value);
}

/** An average rating with at most one decimal (4,3 / 4.3 / 4), as a listing card shows it. */
export function formatShortRating(value: number, locale: LocaleCode): string {
  return formatter(locale, 'short-rating', { maximumFractionDigits: 1 }).format(value);
}

/** An average rating with one decimal (4,3 / 4.3). */
export function formatRating(value: number, locale: LocaleCode): string {
  return formatter(locale, 'rating', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** A length or a weight with its unit, as the locale writes it (45 cm, 12,3 kg). */
export function formatMeasure(value: number, unit: 'centimeter' | 'kilogram', locale: LocaleCode): string {
  return formatter(locale, unit, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}
