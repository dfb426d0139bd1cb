import { describe, expect, it } from 'vitest';
import { productMetaKeywords } from './meta-keywords.ts';

describe('productMetaKeywords (spec/3 §3 Product meta keywords)', () => {
  it('lists brand, product type and the category path nearest first, comma-separated', () => {
    expect(productMetaKeywords('Voltaro', 'Stichsäge', ['Stichsägen', 'Sägen', 'Elektrowerkzeuge'])).toBe(
      'Voltaro, Stichsäge, Stichsägen, Sägen, Elektrowerkzeuge',
    );
  });

  it('names each word once, whatever its case, and leaves out what is missing or blank', () => {
    expect(productMetaKeywords('Voltaro', 'Akku-Bohrschrauber', ['akku-bohrschrauber', ' ', 'Bohren'])).toBe(
      'Voltaro, Akku-Bohrschrauber, Bohren',
    );
    expect(productMetaKeywords('Voltaro', undefined, [])).toBe('Voltaro');
  });
});
