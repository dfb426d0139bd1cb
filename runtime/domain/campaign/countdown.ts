// spec/1 §2.9 campaign countdown: the time left until a campaign ends (spec/1 §3 Store campaigns endDate), as the
// block shows it and says it. Instants are epoch milliseconds and always parameters: the rule never reads the clock
// (the server passes the request's instant, the browser its own clock each tick).

const SECOND = 1000;
const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_HOUR = 60 * SECONDS_PER_MINUTE;
const SECONDS_PER_DAY = 24 * SECONDS_PER_HOUR;

/** The time left, in whole units: what the ticking numbers show. */
export interface TimeLeft {
  /** Every second left, 0 once the end is reached. */
  readonly totalSeconds: number;
  readonly days: number;
  /** 0 to 23. */
  readonly hours: number;
  /** 0 to 59. */
  readonly minutes: number;
  /** 0 to 59. */
  readonly seconds: number;
}

/**
 * The time from `now` until `endsAt`. A started second counts as a whole one, so the countdown shows 0 exactly at
 * the end (spec/1 §4: the campaign is no longer active at the moment of its end) and never shows 0 while the
 * campaign still runs; after the end it stays at 0.
 */
export function timeLeft(endsAt: number, now: number): TimeLeft {
  const totalSeconds = Math.max(0, Math.ceil((endsAt - now) / SECOND));
  return {
    totalSeconds,
    days: Math.floor(totalSeconds / SECONDS_PER_DAY),
    hours: Math.floor((totalSeconds % SECONDS_PER_DAY) / SECONDS_PER_HOUR),
    minutes: Math.floor((totalSeconds % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE),
    seconds: totalSeconds % SECONDS_PER_MINUTE,
  };
}

/**
 * Milliseconds from `now` until the shown seconds change (1 to 1000), so each tick lands on the change rather than
 * drifting up to a second behind it; null once the end is reached (nothing more to tick).
 */
export function nextTickIn(endsAt: number, now: number): number | null {
  const left = endsAt - now;
  if (left <= 0) return null;
  return ((Math.ceil(left) - 1) % SECOND) + 1;
}

/** A unit the summary says. */
export type SpokenUnit = 'days' | 'hours' | 'minutes';

export interface SpokenPart {
  readonly unit: SpokenUnit;
  readonly count: number;
}

/**
 * Not from the spec: what a screen reader is told of the time left, coarse enough that a polite live region
 * changes rarely (WCAG 2.2.4 interruptions: the ticking seconds would be announced every second). Cut down, like
 * the numbers shown, to a step that grows with the time left:
 * - a day or more: days and hours (a change an hour),
 * - an hour or more: hours and quarter hours (a change every 15 minutes),
 * - 10 minutes or more: minutes in steps of 5,
 * - a minute or more: minutes,
 * - under a minute: nothing (the empty list: the block says "less than a minute").
 * Zero parts are left out ("2 days", not "2 days, 0 hours").
 */
export function spokenTimeLeft(left: Pick<TimeLeft, 'totalSeconds'>): SpokenPart[] {
  const { days, hours, minutes } = timeLeft(left.totalSeconds * SECOND, 0);
  const parts: SpokenPart[] =
    days > 0
      ? [
          { unit: 'days', count: days },
          { unit: 'hours', count: hours },
        ]
      : hours > 0
        ? [
            { unit: 'hours', count: hours },
            { unit: 'minutes', count: minutes - (minutes % 15) },
          ]
        : [{ unit: 'minutes', count: minutes >= 10 ? minutes - (minutes % 5) : minutes }];
  return parts.filter((part) => part.count > 0);
}
