import { describe, expect, it } from 'vitest';
import { dayToIsoDate, isoDateToDay, weekdayOfDay } from './iso-date.ts';

describe('calendar dates for UTC day arithmetic (spec/2 §5 Shipping delivery date, §9 temporary fees)', () => {
  it.each([
    ['1970-01-01', 0, 4],
    ['1970-01-02', 1, 5],
    ['1969-12-31', -1, 3],
    ['1969-12-28', -4, 0],
    ['2026-03-29', 20541, 0], // the spring daylight-saving change in Europe/Bratislava: still one day
    ['2026-06-06', 20610, 6],
    ['2028-02-29', 21243, 2],
  ])('%s is day %i, weekday %i', (date, day, weekday) => {
    expect(isoDateToDay(date)).toBe(day);
    expect(dayToIsoDate(day)).toBe(date);
    expect(weekdayOfDay(day)).toBe(weekday);
  });

  it.each([['2026-02-30'], ['2026-13-01'], ['2026-00-10'], ['2026-1-5'], ['05.01.2026'], [''], ['2026-01-01T00:00']])(
    'refuses %j',
    (date) => {
      expect(() => isoDateToDay(date)).toThrow(`Expected a calendar date as 'YYYY-MM-DD' (got '${date}').`);
    },
  );

  it('reads the years 0-99 as themselves, not as 1900-1999', () => {
    expect(dayToIsoDate(isoDateToDay('0050-01-01'))).toBe('0050-01-01');
  });
});
