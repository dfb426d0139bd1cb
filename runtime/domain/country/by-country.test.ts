import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../../../generated/index.ts';
import { byCountry } from './by-country.ts';

describe('byCountry (per-country tables precomputed at module load)', () => {
  it('has one entry per country, made from its code', () => {
    const table = byCountry((country) => `${country}!`);
    expect(Object.keys(table).sort()).toEqual([...COUNTRY_CODES].sort());
    expect(table.lt).toBe('lt!');
  });
});
