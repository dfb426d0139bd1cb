import { describe, expect, it } from 'vitest';
import { addWorkingDays, deliveryDate, deliveryWorkingDays } from './delivery-date.ts';
import { dayToIsoDate, isoDateToDay, weekdayOfDay } from '../time/iso-date.ts';

describe('delivery working days (spec/2 §5 Shipping; spec/3 §9: the upper bound of a range like 2-4)', () => {
  it.each([
    ['2-4', 4],
    ['1-2', 2],
    ['3', 3],
    ['0', 0],
    [' 2 - 4 ', 4],
    ['2–4', 4],
    ['4-2', 4],
    ['10-15', 15],
    ['999', 999],
    ['', null],
    ['abc', null],
    ['2-', null],
    ['-4', null],
    ['2-4-6', null],
    ['2 to 4', null],
    ['2.5', null],
    ['1000', null],
    ['2-4 days', null],
  ])('%j → %s', (range, days) => {
    expect(deliveryWorkingDays(range)).toBe(days);
  });
});

describe('adding working days (spec/2 §5 Shipping: skipping Saturday and Sunday)', () => {
  it.each([
    // 2026-06-01 is a Monday
    ['2026-06-01', 0, '2026-06-01'],
    ['2026-06-01', 1, '2026-06-02'],
    ['2026-06-01', 4, '2026-06-05'],
    ['2026-06-01', 5, '2026-06-08'],
    ['2026-06-01', 6, '2026-06-09'],
    ['2026-06-01', 10, '2026-06-15'],
    ['2026-06-04', 2, '2026-06-08'], // Thursday + 2 → Monday
    ['2026-06-05', 1, '2026-06-08'], // Friday + 1 → Monday
    ['2026-06-05', 5, '2026-06-12'],
    ['2026-06-06', 1, '2026-06-08'], // Saturday + 1 → Monday
    ['2026-06-06', 5, '2026-06-12'],
    ['2026-06-07', 1, '2026-06-08'], // Sunday + 1 → Monday
    ['2026-06-07', 0, '2026-06-07'],
    ['2025-12-31', 2, '2026-01-02'], // across the year
    ['2026-03-27', 1, '2026-03-30'], // across the spring clock change
    ['2028-02-25', 3, '2028-03-01'], // across a leap day
  ])('%s + %i working days → %s', (today, days, expected) => {
    expect(addWorkingDays(today, days)).toBe(expected);
  });

  /** The rule stated plainly: step one day at a time, counting only Monday to Friday. */
  function stepByStep(today: string, days: number): string {
    let day = isoDateToDay(today);
    for (let counted = 0; counted < days;) {
      day += 1;
      const weekday = weekdayOfDay(day);
      if (weekday !== 0 && weekday !== 6) counted += 1;
    }
    return dayToIsoDate(day);
  }

  const starts = Array.from({ length: 14 }, (_, i) => dayToIsoDate(isoDateToDay('2026-06-01') + i));
  it.each(starts)('from %s, agrees with counting day by day for 0 to 40 working days', (today) => {
    for (let days = 0; days <= 40; days += 1) expect(addWorkingDays(today, days)).toBe(stepByStep(today, days));
  });

  it.each([[-1], [1.5], [Number.NaN]])('refuses %s working days', (days) => {
    expect(() => addWorkingDays('2026-06-01', days)).toThrow(
      `Expected a whole number of working days, 0 or more (got ${days}).`,
    );
  });

  it('refuses a malformed today', () => {
    expect(() => addWorkingDays('2026-06-31', 1)).toThrow(RangeError);
  });
});

describe('delivery date (spec/2 §5 Shipping; spec/3 §9 Delivery estimate)', () => {
  it.each([
    ['2026-06-04', '2-4', '2026-06-10'], // Thursday + 4 working days → Wednesday
    ['2026-06-01', '3', '2026-06-04'],
    ['2026-06-06', '1-2', '2026-06-09'],
    ['2026-06-01', 'soon', null],
    ['2026-06-01', '', null],
  ])('from %s with %j → %s', (today, range, expected) => {
    expect(deliveryDate(today, range)).toBe(expected);
  });
});
