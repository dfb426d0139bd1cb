// ADR 012: typo tolerance for words of five letters or more.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { typosAllowed, typoSignature, typoSignatureMisses, withinEdits } from './typo-tolerance.ts';

/** Optimal string alignment distance, the textbook full matrix: the reference withinEdits is checked against. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/** The smallest distance from `word` to a prefix of `term` (or, anywhere, to any substring). */
function closest(word: string, term: string, anywhere: boolean): number {
  let best = Infinity;
  for (let start = 0; start <= (anywhere ? term.length : 0); start += 1) {
    for (let end = start; end <= term.length; end += 1) best = Math.min(best, distance(word, term.slice(start, end)));
  }
  return best;
}

describe('typosAllowed', () => {
  it('forgives none under five letters, one from five to eight, two from nine', () => {
    expect([1, 4, 5, 8, 9, 20].map(typosAllowed)).toEqual([0, 0, 1, 1, 2, 2]);
  });
});

describe('withinEdits', () => {
  it.each([
    ['drils', 'drills', 1, false, true],
    ['drlil', 'drill', 1, false, true],
    ['bohrschrub', 'bohrschrauber', 2, false, true],
    ['schlaifer', 'winkelschleifer', 1, true, true],
    ['schlaifer', 'winkelschleifer', 1, false, false],
    ['grill', 'drill', 0, false, false],
    ['kompressor', 'kolbenkompressor', 2, false, false],
  ] as const)('%s in %s within %i (anywhere: %s): %s', (word, term, edits, anywhere, expected) => {
    expect(withinEdits(word, term, edits, anywhere)).toBe(expected);
  });

  it('agrees with the full distance matrix on any words', () => {
    const letters = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd'), maxLength: 7 });
    fc.assert(
      fc.property(letters, letters, fc.integer({ min: 0, max: 2 }), fc.boolean(), (word, term, edits, anywhere) => {
        expect(withinEdits(word, term, edits, anywhere)).toBe(closest(word, term, anywhere) <= edits);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('typoSignature', () => {
  it('never rules out a term within the edits', () => {
    const letters = fc.string({ unit: fc.constantFrom('a', 'b', 'ä', 'σ', '9', 'z'), maxLength: 8 });
    fc.assert(
      fc.property(letters, letters, fc.integer({ min: 0, max: 2 }), (word, term, edits) => {
        if (withinEdits(word, term, edits, true)) {
          expect(typoSignatureMisses(typoSignature(word), typoSignature(term))).toBeLessThanOrEqual(edits);
        }
      }),
    );
  });

  it('counts the letters a term lacks', () => {
    expect(typoSignatureMisses(typoSignature('drill'), typoSignature('drill'))).toBe(0);
    expect(typoSignatureMisses(typoSignature('drills'), typoSignature('grill'))).toBe(2);
  });
});
