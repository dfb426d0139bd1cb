import { describe, expect, it } from 'vitest';
import { formatDate, MOMENTS_KEPT } from './format-date.ts';

describe('formatDate (spec/1 §9.3: day.month.year)', () => {
  it.each([
    ['2026-03-05', '05.03.2026'],
    ['2026-12-31', '31.12.2026'],
    ['2024-02-29', '29.02.2024'],
    ['0050-01-01', '01.01.0050'],
  ])('shows the calendar date %s as %s, whatever the time zone', (iso, expected) => {
    expect(formatDate(iso, 'Europe/Bratislava')).toBe(expected);
    expect(formatDate(iso, 'Pacific/Kiritimati')).toBe(expected);
  });

  it.each([
    ['2026-03-05T23:30:00Z', 'Europe/Bratislava', '06.03.2026'],
    ['2026-03-05T23:30:00Z', 'Europe/London', '05.03.2026'],
    ['2026-03-05T23:30:00Z', 'UTC', '05.03.2026'],
    ['2026-03-06T00:30:00+01:00', 'Europe/Lisbon', '05.03.2026'],
    ['2026-07-01T00:15:00.123+02:00', 'Europe/Helsinki', '01.07.2026'],
    ['2026-07-01T00:15+02:00', 'Europe/Dublin', '30.06.2026'],
  ])('shows the moment %s as its day in %s: %s', (iso, timeZone, expected) => {
    expect(formatDate(iso, timeZone)).toBe(expected);
  });

  it('shows a Date as its day in the given time zone', () => {
    const moment = new Date(Date.UTC(2026, 0, 1, 23, 30));
    expect(formatDate(moment, 'Europe/Athens')).toBe('02.01.2026');
    expect(formatDate(moment, 'UTC')).toBe('01.01.2026');
  });

  it.each([
    ['2026-02-30', "Expected a calendar date as 'YYYY-MM-DD'"],
    ['2026-13-01', "Expected a calendar date as 'YYYY-MM-DD'"],
    ['2026-03-05T10:00:00', 'Not an ISO date or a date-time with an offset'], // no offset: host-dependent, refused
    ['05.03.2026', 'Not an ISO date or a date-time with an offset'],
    ['', 'Not an ISO date or a date-time with an offset'],
    ['2026-13-45T10:00:00Z', 'Cannot format an invalid Date'],
  ])('refuses %j', (value, message) => {
    expect(() => formatDate(value, 'UTC')).toThrow(message);
  });

  it('gives the same day for a moment formatted again, in each time zone, beyond the moments it keeps', () => {
    // ADR 011: formatted moments are kept; the answer must not depend on what was formatted before.
    const midnight = Date.UTC(2026, 2, 5, 23, 30);
    const days = Array.from({ length: MOMENTS_KEPT + 10 }, (_, hour) => new Date(midnight + hour * 3_600_000));
    const first = days.map((moment) => [formatDate(moment, 'Europe/Bratislava'), formatDate(moment, 'UTC')]);
    expect(first[0]).toEqual(['06.03.2026', '05.03.2026']);
    expect(days.map((moment) => [formatDate(moment, 'Europe/Bratislava'), formatDate(moment, 'UTC')])).toEqual(first);
    expect(formatDate(days[0]!.toISOString(), 'Europe/Bratislava')).toBe('06.03.2026');
  });

  it('refuses an invalid Date', () => {
    expect(() => formatDate(new Date(Number.NaN), 'UTC')).toThrow(RangeError);
  });
});
