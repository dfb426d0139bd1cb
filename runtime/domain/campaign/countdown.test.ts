import { describe, expect, it } from 'vitest';
import { nextTickIn, spokenTimeLeft, timeLeft } from './countdown.ts';

// countries/*.json: black-week ends 2026-12-01T00:00+01:00.
const END = Date.parse('2026-12-01T00:00:00+01:00');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('timeLeft (spec/1 §2.9 campaign countdown; spec/1 §4 the campaign ends at its end date)', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(timeLeft(END, END - (2 * DAY + 5 * HOUR + 7 * MINUTE + 9 * SECOND))).toEqual({
      totalSeconds: 2 * 86_400 + 5 * 3600 + 7 * 60 + 9,
      days: 2,
      hours: 5,
      minutes: 7,
      seconds: 9,
    });
    expect(timeLeft(END, END - (23 * HOUR + 59 * MINUTE + 59 * SECOND))).toMatchObject({
      days: 0,
      hours: 23,
      minutes: 59,
      seconds: 59,
    });
  });

  it('counts a started second as a whole one: 0 only at the end, never while the campaign runs', () => {
    expect(timeLeft(END, END - 1)).toMatchObject({ totalSeconds: 1, seconds: 1 });
    expect(timeLeft(END, END - 1500)).toMatchObject({ totalSeconds: 2, seconds: 2 });
    expect(timeLeft(END, END - 60 * SECOND)).toMatchObject({ minutes: 1, seconds: 0 });
    expect(timeLeft(END, END)).toEqual({ totalSeconds: 0, days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('stays at 0 after the end', () => {
    expect(timeLeft(END, END + DAY)).toEqual({ totalSeconds: 0, days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('nextTickIn (the next change of the seconds shown)', () => {
  it('lands on the moment the shown seconds change', () => {
    expect(nextTickIn(END, END - 2 * SECOND)).toBe(1000);
    expect(nextTickIn(END, END - 1500)).toBe(500);
    expect(nextTickIn(END, END - 1001)).toBe(1);
    expect(nextTickIn(END, END - 1)).toBe(1);
    // After the tick the shown value has changed.
    const now = END - 3 * DAY - 1234;
    expect(timeLeft(END, now + nextTickIn(END, now)!).totalSeconds).toBe(timeLeft(END, now).totalSeconds - 1);
    expect(timeLeft(END, now + nextTickIn(END, now)! - 1).totalSeconds).toBe(timeLeft(END, now).totalSeconds);
  });

  it('is null at and after the end: nothing more to tick', () => {
    expect(nextTickIn(END, END)).toBeNull();
    expect(nextTickIn(END, END + 5)).toBeNull();
  });
});

describe('spokenTimeLeft (what the polite live region says: coarse, so it changes rarely)', () => {
  const spoken = (ms: number) => spokenTimeLeft(timeLeft(END, END - ms));

  it('says days and hours from a day on, hours cut down', () => {
    expect(spoken(2 * DAY + 5 * HOUR + 59 * MINUTE)).toEqual([
      { unit: 'days', count: 2 },
      { unit: 'hours', count: 5 },
    ]);
    expect(spoken(DAY + 30 * MINUTE)).toEqual([{ unit: 'days', count: 1 }]);
  });

  it('says hours and quarter hours in the last day', () => {
    expect(spoken(23 * HOUR + 59 * MINUTE + 59 * SECOND)).toEqual([
      { unit: 'hours', count: 23 },
      { unit: 'minutes', count: 45 },
    ]);
    expect(spoken(HOUR + 14 * MINUTE)).toEqual([{ unit: 'hours', count: 1 }]);
    expect(spoken(HOUR + 15 * MINUTE)).toEqual([
      { unit: 'hours', count: 1 },
      { unit: 'minutes', count: 15 },
    ]);
  });

  it('says minutes in steps of 5 in the last hour, then every minute in the last 10', () => {
    expect(spoken(59 * MINUTE + 59 * SECOND)).toEqual([{ unit: 'minutes', count: 55 }]);
    expect(spoken(14 * MINUTE)).toEqual([{ unit: 'minutes', count: 10 }]);
    expect(spoken(9 * MINUTE + 59 * SECOND)).toEqual([{ unit: 'minutes', count: 9 }]);
    expect(spoken(MINUTE)).toEqual([{ unit: 'minutes', count: 1 }]);
  });

  it('says nothing in numbers in the last minute', () => {
    expect(spoken(59 * SECOND)).toEqual([]);
    expect(spoken(0)).toEqual([]);
  });

  it('changes far less often than the seconds tick', () => {
    // Every second of the last two days: the distinct texts, each said once.
    const texts = new Set<string>();
    let changes = 0;
    let previous = '';
    for (let left = 2 * DAY; left >= 0; left -= SECOND) {
      const text = JSON.stringify(spoken(left));
      if (text !== previous) changes += 1;
      previous = text;
      texts.add(text);
    }
    // "2 days", then hourly from 1 day 23 hours to 1 day (24), the quarter hours from 23:45 down to 1:00 (92), five
    // minute steps from 55 to 10 (10), every minute from 9 to 1 (9), and the last minute (1) — against 172,800
    // seconds ticking.
    expect(changes).toBe(1 + 24 + 92 + 10 + 9 + 1);
    expect(texts.size).toBe(changes);
  });
});
