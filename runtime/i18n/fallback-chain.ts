import { LOCALES, type LocaleCode } from '../../generated/index.ts';

/** The locale whose strings every other falls back to in the end. */
export const LAST_RESORT: LocaleCode = 'en-GB';

/** The locales whose strings a locale uses, most specific first (spec/1 §8: a missing translation falls back). */
export function fallbackChain(locale: LocaleCode): LocaleCode[] {
  const chain: LocaleCode[] = [locale, ...(LOCALES[locale].fallbacks as readonly LocaleCode[])];
  if (!chain.includes(LAST_RESORT)) chain.push(LAST_RESORT);
  return chain;
}
