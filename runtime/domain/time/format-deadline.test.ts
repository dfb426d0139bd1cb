import { describe, expect, it } from 'vitest';
import { formatDeadline } from './format-deadline.ts';

describe('a deadline (spec/1 §9.3: day.month.year, then the time)', () => {
  it('writes the day as dd.mm.yyyy in every locale, Portuguese too, and the time in the shop’s zone', () => {
    expect(formatDeadline('2026-12-01T23:59:00+00:00', 'pt-PT', 'Europe/Lisbon')).toBe('01.12.2026 23:59');
    expect(formatDeadline('2026-12-01T23:59:00+00:00', 'de-DE', 'Europe/Berlin')).toBe('02.12.2026 00:59');
    expect(formatDeadline(new Date('2026-03-05T18:00:00Z'), 'en-GB', 'Europe/Lisbon')).toBe('05.03.2026 18:00');
  });
});
