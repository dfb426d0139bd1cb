import { describe, expect, it } from 'vitest';
import { isReservedPath } from './reserved-path.ts';
import { contentRewriteOf, rewrittenContentPath } from './content-rewrite.ts';

describe('the content rewrite address (ADR 038)', () => {
  it('stands for the catch-all path it was made of, language prefix included', () => {
    for (const path of ['/ueber-uns/', '/fr/a-propos/', '/inspirations/']) {
      expect(rewrittenContentPath(contentRewriteOf(path))).toBe(path);
    }
  });

  it("is under the build's reserved prefix, so no shop page, link or redirect has it (spec/1 §2.1)", () => {
    expect(isReservedPath(contentRewriteOf('/ueber-uns/'))).toBe(true);
  });

  it('is no rewrite for any other path, nor for a path that only starts with the same letters', () => {
    for (const path of ['/ueber-uns/', '/__contents/x/', '/__content', '/c/__content/x/', '/__blocks']) {
      expect(rewrittenContentPath(path)).toBeNull();
    }
  });
});
