// spec/1 §9.3 and spec/3 §9: dates are shown day.month.year, e.g. 05.03.2026.
import { isoDateToDay } from './iso-date.ts';

/** A calendar date alone: the same day in every time zone (checked for being a real day by isoDateToDay). */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/**
 * A moment: an ISO 8601 date-time that names its offset. A date-time without one would be read in the host's time
 * zone, which would make the result depend on the machine, so it is refused.
 */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/i;

// One Intl.DateTimeFormat per time zone (creating one is the expensive part). Latin digits and the Gregorian calendar
// are fixed so the parts are plain ASCII numbers whatever the runtime's default locale.
const calendars = new Map<string, Intl.DateTimeFormat>();

function calendarIn(timeZone: string): Intl.DateTimeFormat {
  let calendar = calendars.get(timeZone);
  if (calendar === undefined) {
    calendar = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    calendars.set(timeZone, calendar);
  }
  return calendar;
}

function dayMonthYear(day: string, month: string, year: string): string {
  return `${day.padStart(2, '0')}.${month.padStart(2, '0')}.${year.padStart(4, '0')}`;
}

/**
 * Moments already formatted, by time zone and instant: formatToParts is the costly part, and a page shows the same
 * moments (its reviews' dates) to every visitor (ADR 011). At most MOMENTS_KEPT, then started afresh.
 */
const formattedMoments = new Map<string, string>();
export const MOMENTS_KEPT = 2_000;

function formatMoment(moment: Date, timeZone: string): string {
  const time = moment.getTime();
  if (Number.isNaN(time)) throw new RangeError('Cannot format an invalid Date');
  const key = `${timeZone}|${time}`;
  let text = formattedMoments.get(key);
  if (text === undefined) {
    text = formatMomentParts(moment, timeZone);
    if (formattedMoments.size >= MOMENTS_KEPT) formattedMoments.clear();
    formattedMoments.set(key, text);
  }
  return text;
}

function formatMomentParts(moment: Date, timeZone: string): string {
  let day = '';
  let month = '';
  let year = '';
  for (const part of calendarIn(timeZone).formatToParts(moment)) {
    if (part.type === 'day') day = part.value;
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'year') year = part.value;
  }
  return dayMonthYear(day, month, year);
}

/**
 * dd.mm.yyyy (spec/1 §9.3). An ISO date ('2026-03-05') is a calendar day and is shown as is; a moment (a Date, or an
 * ISO date-time with its offset) is shown as the day it is in `timeZone` (an IANA name such as 'Europe/Bratislava'),
 * which the caller must give: the server's own zone is no guide to the shopper's day. Anything else throws a
 * RangeError: a malformed date is a data bug, not something to show.
 */
export function formatDate(value: string | Date, timeZone: string): string {
  if (typeof value !== 'string') return formatMoment(value, timeZone);
  const date = ISO_DATE.exec(value);
  if (date !== null) {
    // The three groups always take part in a match.
    const [year, month, day] = date.slice(1) as [string, string, string];
    isoDateToDay(value); // throws a RangeError for a day that is not in the calendar (2026-02-30)
    return dayMonthYear(day, month, year);
  }
  if (ISO_DATE_TIME.test(value)) return formatMoment(new Date(value), timeZone);
  throw new RangeError(`Not an ISO date or a date-time with an offset: ${value}`);
}
