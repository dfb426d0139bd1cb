// spec/1 §2.5 "Search runs against a per-language index": how each of the shop's languages is searched. The
// index and the shopper's text go through the same folding, so what a shopper types without accents, capitals or
// a language's special letters finds the product's name as written (ADR 012).
import type { LanguageCode } from '../../../generated/index.ts';

export interface SearchLanguage {
  /**
   * The language writes compound nouns as one word ("Winkelschleifer", "cirkelzaag", "pyörösaha", "körfűrész",
   * "βενζινογεννήτρια"), so a shopper's word is also looked for inside the index's words: "Schleifer" finds
   * "Winkelschleifer". Languages that write compounds apart ("angle grinder", "scie sauteuse") or build words by
   * derivation (the Slavic and Baltic ones, Romanian) are matched from the start of words only, which keeps
   * "tap" from finding "adapter".
   */
  compounds: boolean;
  /**
   * Letters that are letters of their own in the language, kept apart from the base letter when everything else
   * is folded: Bulgarian й is not и with an accent ("край" and "краи" are different words), whereas ѝ's grave is a
   * stress mark only.
   */
  keeps: string;
}

/**
 * The shop's 21 languages (generated/languages.ts), one row each. Every language folds diacritics: Latin-script
 * languages to the base letter (vŕtačka → vrtacka, fúró → furo, Säge → sage, ß → ss, ø → o), Greek drops the
 * tonos and the dialytika and writes final ς as σ (δράπανο → δραπανο), Bulgarian keeps й.
 */
export const SEARCH_LANGUAGES = {
  sk: { compounds: false, keeps: '' },
  en: { compounds: false, keeps: '' },
  de: { compounds: true, keeps: '' },
  pt: { compounds: false, keeps: '' },
  it: { compounds: false, keeps: '' },
  fr: { compounds: false, keeps: '' },
  hu: { compounds: true, keeps: '' },
  cs: { compounds: false, keeps: '' },
  nb: { compounds: true, keeps: '' },
  nl: { compounds: true, keeps: '' },
  da: { compounds: true, keeps: '' },
  sv: { compounds: true, keeps: '' },
  es: { compounds: false, keeps: '' },
  fi: { compounds: true, keeps: '' },
  pl: { compounds: false, keeps: '' },
  ro: { compounds: false, keeps: '' },
  lt: { compounds: false, keeps: '' },
  sl: { compounds: false, keeps: '' },
  bg: { compounds: false, keeps: 'й' },
  el: { compounds: true, keeps: '' },
  hr: { compounds: false, keeps: '' },
} as const satisfies Record<LanguageCode, SearchLanguage>;

/** Letters that do not decompose into a base letter and a mark, written as their base letters. */
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ı: 'i',
  þ: 'th',
  ħ: 'h',
  ŀ: 'l',
  ς: 'σ',
};
const SPECIAL = new RegExp(`[${Object.keys(SPECIAL_LETTERS).join('')}]`, 'gu');
const MARKS = /\p{M}+/gu;
/** Private-use characters stand in for a kept letter while the rest is decomposed. */
const KEPT_BASE = 0xe000;

/**
 * `text` as the language's search index holds it: lower case, compatibility forms unified (ﬁ → fi, ² → 2),
 * diacritics removed but for the language's own letters, special letters spelt out.
 */
export function foldForSearch(text: string, language: LanguageCode): string {
  const { keeps } = SEARCH_LANGUAGES[language] as SearchLanguage;
  let folded = text.normalize('NFKC').toLowerCase().normalize('NFC');
  for (let kept = 0; kept < keeps.length; kept += 1) {
    folded = folded.replaceAll(keeps[kept]!, String.fromCharCode(KEPT_BASE + kept));
  }
  folded = folded
    .normalize('NFKD')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(SPECIAL, (letter) => SPECIAL_LETTERS[letter]!);
  for (let kept = 0; kept < keeps.length; kept += 1) {
    folded = folded.replaceAll(String.fromCharCode(KEPT_BASE + kept), keeps[kept]!);
  }
  return folded;
}

/**
 * The words of a shopper's text (or of a text to index), folded: runs of letters and digits, as SQLite's
 * unicode61 tokenizer splits them ("Akku-Bohrschrauber" is two words).
 */
export function searchWords(text: string, language: LanguageCode): string[] {
  return foldForSearch(text, language)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}
