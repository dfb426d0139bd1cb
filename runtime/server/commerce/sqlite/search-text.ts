/**
 * Shopper's text → an FTS5 query: every word must match, each as a prefix (search-as-you-type: "akku bohr"
 * finds "Akku-Bohrschrauber"). Words are quoted, so FTS5 operators typed by a shopper (AND, NEAR, *, quotes,
 * column filters) are just text. Null when nothing searchable is left.
 */
export function ftsQuery(text: string, maxWords = 8): string | null {
  const words = text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, maxWords);
  return words.length === 0 ? null : words.map((word) => `"${word}"*`).join(' ');
}
