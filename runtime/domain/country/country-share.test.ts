import { describe, expect, it } from 'vitest';
import { shareOf, shareOfTables } from './country-share.ts';

describe("a country's share of a table (ADR 021)", () => {
  it('cuts each kind of table to the country', () => {
    expect(shareOf('byCountry', { at: 1, be: 2 }, 'be')).toEqual({ be: 2 });
    expect(shareOf('countryList', ['at', 'be', 'ch'], 'ch')).toEqual(['ch']);
    expect(shareOf('toCountry', { 'www.a.at': 'at', 'a.localhost': 'at', 'www.b.be': 'be' }, 'at')).toEqual({
      'www.a.at': 'at',
      'a.localhost': 'at',
    });
    expect(shareOf('countryLists', { x: ['at', 'be'], y: ['be'] }, 'at')).toEqual({ x: ['at'], y: [] });
    const locales = { 'de-AT': { country: 'at' }, 'de-DE': { country: 'de' }, 'en-AT': { country: 'at' } };
    expect(shareOf('ofCountry', locales, 'at')).toEqual({ 'de-AT': { country: 'at' }, 'en-AT': { country: 'at' } });
  });

  it('cuts the tables named, each by its kind', () => {
    const tables = { A: { at: 1, be: 2 }, B: ['at', 'be'], C: { x: 'be' } };
    const kinds = { A: 'byCountry', B: 'countryList', C: 'toCountry' } as const;
    expect(shareOfTables(tables, kinds, ['A', 'B'], 'at')).toEqual({ A: { at: 1 }, B: ['at'] });
  });
});
