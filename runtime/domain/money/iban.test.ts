import { describe, expect, it } from 'vitest';
import { electronicIban, paperIban } from './iban.ts';

describe('IBAN formats (ISO 13616-1: paper in groups of four, electronic without spaces)', () => {
  it('groups by four, however it was stored', () => {
    expect(paperIban('DE02120300000000202051')).toBe('DE02 1203 0000 0000 2020 51');
    expect(paperIban('de02 1203 0000 0000 2020 51')).toBe('DE02 1203 0000 0000 2020 51');
    expect(paperIban('PT50000201231234567890154')).toBe('PT50 0002 0123 1234 5678 9015 4');
  });

  it('is pasted without spaces', () => {
    expect(electronicIban('DE02 1203 0000 0000 2020 51')).toBe('DE02120300000000202051');
  });
});
