import { isQuickTag } from '../domain/catalogue/quick-tags.ts';
import type { LocaleCode } from '../../generated/index.ts';
import { languageOfLocale } from '../domain/country/locale-language.ts';
import type { Money } from '../../generated/types.ts';
import { campaignNameOfLabel } from '../domain/money/campaign.ts';
import { formatMoney } from '../domain/money/format-money.ts';
import { isCurrencyCode, money } from '../domain/money/money.ts';
import type { Translate } from '../i18n/translate.ts';

// Everything a page shows as a number, a measure, a rating or a tag, written as the page's locale writes it (spec/1
// §9.3; ADR 013: one format per locale everywhere — the technical details and the dimensions of a product
// write 64,5 kg alike, a guarantee is "5 Jahre", not "5 y", and every rating has one decimal).

/** A price from an answer (cent amount and currency) in the page's locale (spec/1 §9.3). */
export function formatPrice(price: Pick<Money, 'centAmount' | 'currencyCode'>, locale: LocaleCode): string {
  const { centAmount, currencyCode } = price;
  if (!isCurrencyCode(currencyCode)) throw new RangeError(`"${currencyCode}" is not a currency of the shop`);
  return formatMoney(money(centAmount, currencyCode), locale);
}

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

/** An average rating, always with one decimal (4,0 / 4.3): the one rating format of every page and card. */
export function formatRating(value: number, locale: LocaleCode): string {
  return formatter(locale, 'rating', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** The units the shop writes with Intl's own unit names (the others are SI symbols, written after the number). */
const INTL_UNITS = {
  cm: { unit: 'centimeter', unitDisplay: 'short' },
  mm: { unit: 'millimeter', unitDisplay: 'short' },
  m: { unit: 'meter', unitDisplay: 'short' },
  kg: { unit: 'kilogram', unitDisplay: 'short' },
  g: { unit: 'gram', unitDisplay: 'short' },
  l: { unit: 'liter', unitDisplay: 'short' },
  // A guarantee's years are words, with the language's plural: 1 year, 5 years, 5 Jahre, 2 roky, 5 rokov.
  y: { unit: 'year', unitDisplay: 'long' },
} as const satisfies Record<string, Intl.NumberFormatOptions>;

type IntlUnit = (typeof INTL_UNITS)[keyof typeof INTL_UNITS]['unit'];

/** A length, a weight or a time with its unit, as the locale writes it (45 cm, 12,3 kg, 5 Jahre). */
export function formatMeasure(value: number, unit: IntlUnit, locale: LocaleCode): string {
  const options = Object.values(INTL_UNITS).find((entry) => entry.unit === unit)!;
  return formatter(locale, unit, { style: 'unit', ...options, maximumFractionDigits: 2 }).format(value);
}

// A value in the store's neutral notation: a number with a decimal point, a space, a unit ('64.5 kg', '1500 W').
const MEASURED = /^(-?\d+(?:\.\d+)?) ([^\s\d][^\s]*)$/;

/**
 * A technical detail's value (spec/3 §3 techdetails) in the page's locale: the store writes a number and a unit
 * ('64.5 kg', '1500 W', '5 y'); the number is written as the locale writes numbers, a known unit as the locale
 * names it, any other unit symbol (W, V, bar, dB …) unchanged after the locale's unit space. A value that is not a
 * number and a unit is shown as it is.
 */
export function formatTechDetailValue(value: string, locale: LocaleCode): string {
  const measured = MEASURED.exec(value.trim());
  if (measured === null) return value;
  const amount = Number(measured[1]);
  const unit = measured[2]!;
  const known = (INTL_UNITS as Record<string, { unit: IntlUnit }>)[unit];
  return known
    ? formatMeasure(amount, known.unit, locale)
    : `${formatNumber(amount, locale)}${unitSpace(locale)}${unit}`;
}

/** The space a locale puts between a number and its unit (a space, or a no-break space in French), as Intl does. */
function unitSpace(locale: LocaleCode): string {
  const parts = formatter(locale, 'kilogram', {
    style: 'unit',
    unit: 'kilogram',
    maximumFractionDigits: 2,
  }).formatToParts(1);
  return parts.find((part) => part.type === 'literal')?.value ?? ' ';
}

/**
 * A product or listing tag as the page names it (spec/1 §2.6 quick tags; spec/1 §4 campaign labels): a quick tag
 * by listing.tags.<tag>, a campaign label ('campaign-black-week') by its campaign's name (blocks.campaigns.<name>,
 * the name the hero banner and the countdown show), any other tag as it is written.
 */
export function tagLabel(tag: string, t: Translate): string {
  if (isQuickTag(tag)) return t(`listing.tags.${tag}`);
  const campaign = campaignNameOfLabel(tag);
  if (campaign === null) return tag;
  const key = `blocks.campaigns.${campaign}`;
  const name = t(key);
  return name === key ? campaign : name;
}

const languageNames = new Map<LocaleCode, string>();

/** The page's language named in itself, as the locale writes it (Deutsch, čeština, français). */
export function languageName(locale: LocaleCode): string {
  let name = languageNames.get(locale);
  if (name === undefined) {
    const language = languageOfLocale(locale);
    name = new Intl.DisplayNames(locale, { type: 'language' }).of(language) ?? language;
    languageNames.set(locale, name);
  }
  return name;
}
