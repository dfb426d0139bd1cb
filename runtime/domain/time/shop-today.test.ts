import { describe, expect, it } from 'vitest';
import { PROJECT } from '../../../generated/index.ts';
import { SHOP_TIME_ZONE, shopToday } from './shop-today.ts';

describe('the shop’s today (spec/2 §9 temporary fees, compared as calendar dates in Europe/Bratislava)', () => {
  it('keeps the shop’s time zone, read from the project config', () => {
    expect(SHOP_TIME_ZONE).toBe(PROJECT.timeZone);
    // The instants below are read in this zone; the project config sets it to Europe/Bratislava.
    expect(PROJECT.timeZone).toBe('Europe/Bratislava');
  });

  it.each([
    ['2025-12-31T22:59:59Z', '2025-12-31'], // 23:59:59 in winter (UTC+1)
    ['2025-12-31T23:00:00Z', '2026-01-01'], // midnight in Bratislava, still New Year’s Eve in UTC
    ['2026-06-30T21:59:59Z', '2026-06-30'], // 23:59:59 in summer (UTC+2)
    ['2026-06-30T22:00:00Z', '2026-07-01'],
    ['2026-03-29T00:30:00Z', '2026-03-29'],
  ])('%s is %s in the shop', (instant, date) => {
    expect(shopToday(new Date(instant))).toBe(date);
  });

  it('gives the date the zone gives at every five minutes of a year, asked in order and out of order (the kept quarter hour)', () => {
    const format = new Intl.DateTimeFormat('sv-SE', { timeZone: SHOP_TIME_ZONE, dateStyle: 'short' });
    const start = Date.UTC(2026, 0, 1);
    const times = Array.from(
      { length: (366 * 24 * 60) / 5 },
      (_, step) => start + step * 300_000 + (step % 7) * 42_857,
    );
    for (const time of times) expect(shopToday(new Date(time))).toBe(format.format(time));
    // Back and forth across midnight and across a change to summer time, one millisecond apart.
    for (const edge of [Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1), Date.UTC(2026, 5, 30, 22)]) {
      for (const time of [edge - 1, edge, edge - 1, edge + 1, edge - 1]) {
        expect(shopToday(new Date(time))).toBe(format.format(time));
      }
    }
  });

  it('refuses an invalid instant', () => {
    expect(() => shopToday(new Date(Number.NaN))).toThrow(RangeError);
  });
});
