import type { LanguageCode } from '../../../../generated/index.ts';
import vocabularyJson from './vocabulary.json' with { type: 'json' };

type PerLanguage<T = string> = Record<LanguageCode, T>;

/** The demo catalogue's words in the shop's 21 languages (seed/vocabulary.json). */
export interface Vocabulary {
  categories: Record<string, PerLanguage<{ name: string; slug: string }>>;
  productTypes: Record<string, PerLanguage>;
  adjectives: Record<string, PerLanguage>;
  descriptionSentences: PerLanguage[];
  highlights: PerLanguage[];
  reviews: Array<{ rating: number; title: PerLanguage; text: PerLanguage }>;
  customerCareResponse: PerLanguage;
}

export const VOCABULARY: Vocabulary = vocabularyJson;
