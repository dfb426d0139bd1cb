// The rows of the per-language search tables (spec/1 §2.5), folded as the shopper's text is (ADR 012).
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../../generated/index.ts';
import { foldForSearch, SEARCH_LANGUAGES } from '../../../domain/search/search-languages.ts';
import { VOCABULARY } from '../seed/vocabulary.ts';
import { searchDocument } from './search-documents.server.ts';

describe('searchDocument', () => {
  it('folds every product type and category path of the demo vocabulary, in every language, to lower-case letters without marks', () => {
    for (const language of LANGUAGE_CODES) {
      const keeps: string = SEARCH_LANGUAGES[language].keeps;
      const categories = Object.values(VOCABULARY.categories).map((entry) => entry[language].name);
      for (const entry of Object.values(VOCABULARY.productTypes)) {
        const row = searchDocument(language, {
          name: entry[language],
          brand: 'Voltaro',
          categories: categories.join(' '),
        });
        for (const folded of [row.name, row.brand, row.categories]) {
          const unkept = [...folded].filter((letter) => !keeps.includes(letter)).join('');
          expect(unkept.normalize('NFD')).not.toMatch(/\p{M}/u);
          expect(folded).toBe(folded.toLowerCase());
          // Shoppers who type without accents find the same words.
          expect(foldForSearch(folded, language)).toBe(folded);
        }
      }
    }
  });
});
