/** Name of a language's full-text index table (one per language: spec/1 §2.5 per-language index). */
export function searchTable(language: string): string {
  if (!/^[a-z]{2}$/.test(language)) throw new Error(`Not a language code: ${language}`);
  return `search_${language}`;
}

/**
 * A language's full-text index: contentless (the texts live in product_texts; the index keeps only what it needs
 * to find rows), with deletes allowed; prefix indexes of 2 and 3 characters serve search-as-you-type. Name, brand
 * and the category path: what shoppers type. The rows are folded before they are written (search-documents.server.ts),
 * so unicode61's own diacritics removal (Latin letters only) changes nothing; it stays as a second guard.
 */
export function searchTableDefinition(language: string): string {
  return `create virtual table ${searchTable(language)} using fts5(name, brand, categories, content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')`;
}
