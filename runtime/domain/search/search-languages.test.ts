// spec/1 §2.5 per-language index; ADR 012: accents are ignored in every language, Greek included.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../generated/index.ts';
import { foldForSearch, SEARCH_LANGUAGES, searchWords } from './search-languages.ts';

describe('foldForSearch', () => {
  it('has one row for each of the shop languages', () => {
    expect(Object.keys(SEARCH_LANGUAGES).sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it.each([
    ['sk', 'Akumulátorová Vŕtačka', 'akumulatorova vrtacka'],
    ['hu', 'ütvefúrógép KÖRFŰRÉSZ', 'utvefurogep korfuresz'],
    ['de', 'Inverter-Schweißgerät Säge', 'inverter-schweissgerat sage'],
    ['da', 'Rundsav Æble Øre', 'rundsav aeble ore'],
    ['pl', 'Wiertarka ŁADOWARKA', 'wiertarka ladowarka'],
    ['hr', 'Bušilica Đak', 'busilica dak'],
    ['fr', 'Perceuse à percussion Œuvre', 'perceuse a percussion oeuvre'],
    ['ro', 'Mașină de găurit', 'masina de gaurit'],
    ['el', 'Κρουστικό ΔΡΆΠΑΝΟ, Σέγες', 'κρουστικο δραπανο, σεγεσ'],
    ['el', 'ΑΫΠΝΊΑ', 'αυπνια'],
    ['bg', 'Ударна бормашина, КРАЙ и ѝ', 'ударна бормашина, край и и'],
    ['en', 'ﬁle 18 V² Ħ', 'file 18 v2 h'],
  ] as const)('%s: %s → %s', (language, text, folded) => {
    expect(foldForSearch(text, language)).toBe(folded);
  });

  it('is idempotent, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 30 }),
        fc.constantFrom(...LANGUAGE_CODES),
        (text, language) => {
          const once = foldForSearch(text, language);
          expect(foldForSearch(once, language)).toBe(once);
        },
      ),
    );
  });
});

describe('searchWords', () => {
  it('splits at anything but letters and digits, as the index tokenizer does', () => {
    expect(searchWords('Akku-Bohrschrauber PRO123-4 + 18-V-Akku', 'de')).toEqual([
      'akku',
      'bohrschrauber',
      'pro123',
      '4',
      '18',
      'v',
      'akku',
    ]);
    expect(searchWords(' NEAR(" * AND ', 'en')).toEqual(['near', 'and']);
    expect(searchWords(' - ', 'en')).toEqual([]);
  });
});
