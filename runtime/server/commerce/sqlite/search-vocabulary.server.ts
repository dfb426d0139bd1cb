import type BetterSqlite3 from 'better-sqlite3';
import type { LanguageCode } from '../../../../generated/index.ts';
import { SEARCH_LANGUAGES } from '../../../domain/search/search-languages.ts';
import {
  typosAllowed,
  typoSignature,
  typoSignatureMisses,
  withinEdits,
} from '../../../domain/search/typo-tolerance.ts';
import { searchTable } from './search-tables.ts';

/** A word is looked for inside the index's words from this length on: the length of the shortest compound heads
 * shoppers type ("såg", "sav", "sag"), and the FTS5 trigram tokenizer's own minimum. */
export const MIN_INFIX_LENGTH = 3;
/**
 * Typos are guessed for words up to this length: longer than any word a product name has (the demo catalogue's
 * longest is 23 letters), and it bounds the edit-distance walk a pasted text could ask for.
 */
export const MAX_TYPO_WORD_LENGTH = 40;
/**
 * At most this many alternatives per word, the most frequent index words first: a short word inside many compounds
 * ("ein") must not turn one keystroke into a query over hundreds of words.
 */
export const MAX_ALTERNATIVES = 40;

/**
 * The words of a language's search index (FTS5's own vocabulary, `fts5vocab`), held in memory so that the
 * alternatives of a shopper's word — index words holding it (compounding languages) or a typo away from it — are
 * found without touching the index: a pass over one string for the infixes, the edit-distance walk for the few
 * words a letter test lets through. Read once per language and index build.
 */
export class SearchVocabulary {
  /** The words in code-unit order, for the prefix test. */
  private readonly terms: string[];
  /** How many products hold each word. */
  private readonly documents: Uint32Array;
  private readonly signatures: Uint32Array;
  /** "\nword\nword…\n", for finding every word that holds a string with one native search. */
  private readonly joined: string;
  /** Where each word starts in `joined`. */
  private readonly starts: Uint32Array;
  private readonly compounds: boolean;
  private readonly cache = new Map<string, readonly string[]>();

  constructor(entries: ReadonlyArray<{ term: string; documents: number }>, language: LanguageCode) {
    const sorted = [...entries].sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
    this.terms = sorted.map((entry) => entry.term);
    this.documents = Uint32Array.from(sorted, (entry) => entry.documents);
    this.signatures = Uint32Array.from(sorted, (entry) => typoSignature(entry.term));
    const starts: number[] = [];
    let offset = 1;
    for (const term of this.terms) {
      starts.push(offset);
      offset += term.length + 1;
    }
    this.starts = Uint32Array.from(starts);
    this.joined = `\n${this.terms.join('\n')}\n`;
    this.compounds = SEARCH_LANGUAGES[language].compounds;
  }

  /** The vocabulary of `language`'s search table. */
  static read(sqlite: BetterSqlite3.Database, language: LanguageCode): SearchVocabulary {
    const table = searchTable(language);
    sqlite.exec(`create virtual table if not exists temp.${table}_words using fts5vocab(main, ${table}, 'row')`);
    const rows = sqlite.prepare(`select term, doc as documents from temp.${table}_words where doc > 0`).all() as Array<{
      term: string;
      documents: number;
    }>;
    return new SearchVocabulary(rows, language);
  }

  get size(): number {
    return this.terms.length;
  }

  /** Whether some index word starts with `word`. */
  hasPrefix(word: string): boolean {
    let low = 0;
    let high = this.terms.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.terms[middle]! < word) low = middle + 1;
      else high = middle;
    }
    return low < this.terms.length && this.terms[low]!.startsWith(word);
  }

  /**
   * The index words `word` also stands for, besides those it starts: in a compounding language, the words holding
   * it further in ("schleifer" → "winkelschleifer"); and when no index word starts with it as typed, the words a
   * few typos away (typosAllowed: "drils" → "drill", "drills"), anywhere in the word for a compounding language;
   * a word with a digit (a model, an article number) only as typed.
   */
  alternatives(word: string): readonly string[] {
    let found = this.cache.get(word);
    if (found === undefined) {
      found = this.find(word);
      if (this.cache.size >= 10_000) this.cache.clear();
      this.cache.set(word, found);
    }
    return found;
  }

  private find(word: string): string[] {
    const chosen = new Set<number>();
    if (this.compounds && word.length >= MIN_INFIX_LENGTH) {
      for (let at = this.joined.indexOf(word); at !== -1; at = this.joined.indexOf(word, at + 1)) {
        const term = this.termAt(at);
        // At the word's start it is a prefix match already.
        if (this.starts[term] !== at) chosen.add(term);
      }
    }
    // Numbers are not guessed at: a model or article number a digit away is another product.
    const typos = /\d/.test(word) || word.length > MAX_TYPO_WORD_LENGTH ? 0 : typosAllowed(word.length);
    if (typos > 0 && !this.hasPrefix(word) && chosen.size === 0) {
      const signature = typoSignature(word);
      for (let term = 0; term < this.terms.length; term += 1) {
        if (typoSignatureMisses(signature, this.signatures[term]!) > typos) continue;
        if (withinEdits(word, this.terms[term]!, typos, this.compounds)) chosen.add(term);
      }
    }
    return [...chosen]
      .sort((a, b) => this.documents[b]! - this.documents[a]! || a - b)
      .slice(0, MAX_ALTERNATIVES)
      .map((term) => this.terms[term]!);
  }

  /** The word `joined` holds at `position`. */
  private termAt(position: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if (this.starts[middle]! <= position) low = middle;
      else high = middle - 1;
    }
    return low;
  }
}
