import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Compares a presented secret with the expected one in constant time (security standard: secrets compared in
 * constant time). Both are hashed first, so neither their lengths nor their contents leak through timing.
 */
export function secretMatches(presented: string | undefined, expected: string): boolean {
  if (presented === undefined || expected === '') return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}
