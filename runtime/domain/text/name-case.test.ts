import { describe, expect, it } from 'vitest';
import { camelCase, pascalCase } from './name-case.ts';

describe('name cases of kebab-case names (blocks, schema files)', () => {
  it('camelCase joins the words, each after the first capitalised, digits kept', () => {
    expect(camelCase('review-carousel')).toBe('reviewCarousel');
    expect(camelCase('top-10-list')).toBe('top10List');
    expect(camelCase('faq')).toBe('faq');
    expect(camelCase('operation-answers')).toBe('operationAnswers');
  });

  it('pascalCase capitalises the first word too', () => {
    expect(pascalCase('review-carousel')).toBe('ReviewCarousel');
    expect(pascalCase('faq')).toBe('Faq');
    expect(pascalCase('top-10')).toBe('Top10');
  });
});
