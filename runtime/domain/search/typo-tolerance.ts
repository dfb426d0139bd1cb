// Typo tolerance for words of five letters or more (ADR 012): a shopper's word that the index does not
// hold as typed is matched by the index's words it is a few keystrokes away from ("drils" → "drills").

/** The typos forgiven in a word of `length` letters: none under 5 (too many short words are one edit apart), one up
 * to 8, two from 9. */
export function typosAllowed(length: number): number {
  return length < 5 ? 0 : length <= 8 ? 1 : 2;
}

/**
 * A bit per letter (folded into 32 buckets) present in `text`: `word` can be within n edits of part of `term` only
 * if at most n of its letters' buckets are missing from `term`'s (typoSignatureMisses), a cheap test that spares
 * most of a vocabulary the edit-distance walk.
 */
export function typoSignature(text: string): number {
  let signature = 0;
  for (let index = 0; index < text.length; index += 1) signature |= 1 << (text.charCodeAt(index) % 32);
  return signature >>> 0;
}

/** How many of `word`'s letter buckets `term` lacks (see typoSignature). */
export function typoSignatureMisses(word: number, term: number): number {
  let missing = (word & ~term) >>> 0;
  let count = 0;
  while (missing !== 0) {
    missing &= missing - 1;
    count += 1;
  }
  return count;
}

/**
 * Whether `word` is at most `edits` edits (a letter inserted, left out, replaced, or two neighbours swapped) away
 * from the start of `term` — the shopper may still be typing, so "bohrschrub" matches "bohrschrauber" — or, with
 * `anywhere`, from any part of it (a compounding language: "schlaifer" matches "winkelschleifer").
 * Optimal string alignment distance, one row per letter of `word`, given up as soon as a whole row is over.
 */
export function withinEdits(word: string, term: string, edits: number, anywhere: boolean): boolean {
  // A prefix longer than the word plus the edits can never be close enough; anywhere, the whole term is walked.
  const width = anywhere ? term.length : Math.min(term.length, word.length + edits);
  let before = new Int32Array(width + 1);
  let previous = new Int32Array(width + 1);
  let current = new Int32Array(width + 1);
  for (let column = 0; column <= width; column += 1) previous[column] = anywhere ? 0 : column;
  for (let row = 1; row <= word.length; row += 1) {
    current[0] = row;
    let best = row;
    const letter = word.charCodeAt(row - 1);
    for (let column = 1; column <= width; column += 1) {
      const other = term.charCodeAt(column - 1);
      let cost = Math.min(
        previous[column]! + 1,
        current[column - 1]! + 1,
        previous[column - 1]! + (letter === other ? 0 : 1),
      );
      if (
        row > 1 &&
        column > 1 &&
        letter === term.charCodeAt(column - 2) &&
        word.charCodeAt(row - 2) === other &&
        before[column - 2]! + 1 < cost
      ) {
        cost = before[column - 2]! + 1;
      }
      current[column] = cost;
      if (cost < best) best = cost;
    }
    if (best > edits) return false;
    [before, previous, current] = [previous, current, before];
  }
  let best = Infinity;
  for (let column = 0; column <= width; column += 1) best = Math.min(best, previous[column]!);
  return best <= edits;
}
