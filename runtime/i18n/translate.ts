import type { LocaleCode } from '../../generated/index.ts';

/** A locale's UI strings, flat: `namespace.key` → text with `{name}` placeholders. */
export type Messages = Readonly<Record<string, string>>;

export type TranslationParams = Readonly<Record<string, string | number>>;

export type Translate = (key: string, params?: TranslationParams) => string;

/**
 * The id of the inert JSON script that carries a first page's strings (ADR 011: written once per locale by the
 * server, +bodyHtmlEnd.server.ts, rather than serialized into every page context; read by use-translation.ts).
 */
export const I18N_SCRIPT_ID = 'shop-i18n';

const PLACEHOLDER = /\{(\w+)\}/g;
const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(locale: LocaleCode, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (rules === undefined) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/**
 * The `t()` of a locale. A key with a numeric `count` parameter is looked up by the locale's plural category
 * first (`cart.items_one`, `cart.items_few`, `cart.items_other`: Intl.PluralRules, so Polish, Czech or Lithuanian
 * get their own forms), then bare. A key the messages lack shows as the key itself (and the translation test
 * fails on it first: every language has every English key).
 */
export function createTranslator(locale: LocaleCode, messages: Messages): Translate {
  return (key, params) => {
    let text: string | undefined;
    const count = params?.count;
    if (typeof count === 'number') {
      text = messages[`${key}_${pluralCategory(locale, count)}`] ?? messages[`${key}_other`];
    }
    text ??= messages[key];
    if (text === undefined) return key;
    if (params === undefined) return text;
    return text.replace(PLACEHOLDER, (whole, name: string) => (name in params ? String(params[name]) : whole));
  };
}
