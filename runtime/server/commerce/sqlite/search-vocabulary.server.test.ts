// The alternatives of a shopper's word in a language's vocabulary (ADR 012).
import { describe, expect, it } from 'vitest';
import { MAX_ALTERNATIVES, MAX_TYPO_WORD_LENGTH, SearchVocabulary } from './search-vocabulary.server.ts';

const words = (terms: string[]) => terms.map((term, index) => ({ term, documents: index + 1 }));

describe('SearchVocabulary', () => {
  it('finds a word inside compounds in a compounding language only, the most frequent first', () => {
    const terms = ['schleifpapier', 'winkelschleifer', 'exzenterschleifer', 'schleifer', 'akku'];
    expect(new SearchVocabulary(words(terms), 'de').alternatives('schleifer')).toEqual([
      'exzenterschleifer',
      'winkelschleifer',
    ]);
    expect(new SearchVocabulary(words(terms), 'en').alternatives('schleifer')).toEqual([]);
  });

  it('guesses typos only for words of five letters or more that no index word starts with', () => {
    const vocabulary = new SearchVocabulary(words(['drill', 'drills', 'grill', 'drum']), 'en');
    expect(vocabulary.alternatives('drils')).toEqual(['drills', 'drill']);
    expect(vocabulary.alternatives('drill')).toEqual([]);
    expect(vocabulary.alternatives('dril')).toEqual([]);
    expect(vocabulary.alternatives('drrum')).toEqual(['drum']);
    expect(vocabulary.alternatives('quartz')).toEqual([]);
    expect(new SearchVocabulary(words(['pro4500', 'pro4600']), 'en').alternatives('pro4700')).toEqual([]);
    // Nor a word longer than any product's (a pasted text), which would make the walk long.
    const long = 'a'.repeat(MAX_TYPO_WORD_LENGTH);
    expect(new SearchVocabulary(words([long]), 'en').alternatives(`${long}b`)).toEqual([]);
    expect(new SearchVocabulary(words([long]), 'en').alternatives(`${long.slice(1)}b`)).toEqual([long]);
    // Two typos from nine letters on.
    expect(new SearchVocabulary(words(['compressor']), 'en').alternatives('cmopresor')).toEqual(['compressor']);
    // Inside a compound, with a typo, in a compounding language.
    expect(new SearchVocabulary(words(['winkelschleifer']), 'de').alternatives('schlaifer')).toEqual([
      'winkelschleifer',
    ]);
  });

  it('answers at most MAX_ALTERNATIVES, and the same again from its cache', () => {
    const many = Array.from({ length: 100 }, (_, index) => `x${String(index).padStart(3, '0')}saw`);
    const vocabulary = new SearchVocabulary(words(many), 'da');
    const first = vocabulary.alternatives('saw');
    expect(first).toHaveLength(MAX_ALTERNATIVES);
    expect(first[0]).toBe('x099saw');
    expect(vocabulary.alternatives('saw')).toBe(first);
    expect(vocabulary.size).toBe(100);
    expect(vocabulary.hasPrefix('x05')).toBe(true);
    expect(vocabulary.hasPrefix('y')).toBe(false);
  });
});
