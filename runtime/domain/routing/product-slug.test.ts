import { describe, expect, it } from 'vitest';
import { isProductSlug } from './product-slug.ts';

describe('isProductSlug (spec/1 §2.1, spec/3 §3: lowercase letters, digits and dashes ending in 8 digits)', () => {
  it.each(['cordless-drill-18v-12345678', '12345678', 'a-123456789', 'x12345678'])('%s is a product slug', (slug) => {
    expect(isProductSlug(slug)).toBe(true);
  });

  it.each([
    ['seven digits at the end', 'drill-1234567'],
    ['upper case', 'Drill-12345678'],
    ['an underscore', 'drill_12345678'],
    ['digits not at the end', '12345678-drill'],
    ['a slash', 'tools/drill-12345678'],
    ['a dot', 'drill.12345678'],
    ['empty', ''],
  ])('%s is not: %s', (_why, slug) => {
    expect(isProductSlug(slug)).toBe(false);
  });
});
