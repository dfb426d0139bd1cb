import { describe, expect, it } from 'vitest';
import { isQuoteFreePath } from './quote-free-path.ts';

describe('isQuoteFreePath (spec/1 §2.1 "Routes must not contain quote characters")', () => {
  it.each(['/a"b', "/a'b", '/a`b', '/a%22b', '/a%27b', '/a%60b', '/a%2Cb%22', '/x%27'])('rejects %s', (path) => {
    expect(isQuoteFreePath(path)).toBe(false);
  });

  it.each(['/', '/drills/', '/caf%C3%A9/', '/a%2Fb', '/a%230'])('accepts %s', (path) => {
    expect(isQuoteFreePath(path)).toBe(true);
  });
});
