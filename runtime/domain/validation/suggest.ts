// Did-you-mean suggestions for messages that name an unknown value.

/**
 * The known name nearest to a misspelt one, if it is near enough to be a likely typo and no other name is as
 * near (with two-letter codes almost everything is one edit away, and a coin-toss suggestion misleads).
 */
export function closest(name: string, candidates: readonly string[]): string | undefined {
  const limit = name.length <= 3 ? 1 : Math.max(2, Math.floor(name.length / 3));
  const scored = candidates
    .map((candidate) => ({ candidate, distance: editDistance(name.toLowerCase(), candidate.toLowerCase()) }))
    .sort((a, b) => a.distance - b.distance);
  const [best, runnerUp] = scored;
  if (!best || best.distance > limit || (runnerUp && runnerUp.distance === best.distance)) return undefined;
  return best.candidate;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** "known: a, b, c" with a did-you-mean first when one is close. */
export function known(values: readonly string[], got: string): string {
  const suggestion = closest(got, values);
  return `${suggestion ? `did you mean "${suggestion}"? ` : ''}known: ${[...values].sort().join(', ')}`;
}
