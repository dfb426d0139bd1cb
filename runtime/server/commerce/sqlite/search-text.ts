/** A word of the shopper's text (folded, as the index holds words) and the index's words it also stands for. */
export interface SearchWord {
  word: string;
  /** Index words that hold the word inside them (compounding languages) or are a typo away from it. */
  alternatives: readonly string[];
}

/** The words a search looks at: more are ignored (a pasted paragraph is not a product name). */
export const MAX_SEARCH_WORDS = 8;

/**
 * Search words → an FTS5 query: every word must match, each as a prefix (search-as-you-type: "akku bohr" finds
 * "Akku-Bohrschrauber") or, with `expanded`, as one of its alternatives. Words are quoted, so FTS5 operators typed
 * by a shopper (AND, NEAR, *, quotes, column filters) are just text. `columns` limits the match to those columns.
 * Null when there is nothing to search.
 */
export function ftsQuery(
  words: readonly SearchWord[],
  options: { expanded: boolean; columns?: readonly string[] },
): string | null {
  if (words.length === 0) return null;
  const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;
  const terms = words.map(({ word, alternatives }) =>
    options.expanded && alternatives.length > 0
      ? `(${[`${quoted(word)}*`, ...alternatives.map(quoted)].join(' OR ')})`
      : `${quoted(word)}*`,
  );
  const query = terms.join(' AND ');
  return options.columns ? `{${options.columns.join(' ')}} : (${query})` : query;
}
