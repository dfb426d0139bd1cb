/** A calendar date 'YYYY-MM-DD' (ISO 8601), with no time and no time zone. */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/**
 * The day number (days since 1970-01-01) of a calendar date, for UTC arithmetic that no time zone or daylight-saving
 * change can shift. Throws on anything but a real date in 'YYYY-MM-DD' form: a malformed date is a caller's bug.
 */
export function isoDateToDay(date: IsoDate): number {
  const match = ISO_DATE.exec(date);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [Number.NaN, 0, 0];
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0-99 as 1900-1999.
  const parsed = new Date(0);
  parsed.setUTCFullYear(year, month - 1, day);
  const time = parsed.getTime();
  // A day out of its month's range (00, 31 of February) rolls into another month, so year and month tell it.
  if (parsed.getUTCFullYear() !== year || parsed.getUTCMonth() !== month - 1) {
    throw new RangeError(`Expected a calendar date as 'YYYY-MM-DD' (got '${date}').`);
  }
  return time / DAY_MS;
}

/** The calendar date of a day number (see isoDateToDay). */
export function dayToIsoDate(day: number): IsoDate {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Day of the week of a day number: 0 Sunday … 6 Saturday, as Date#getUTCDay (1970-01-01 was a Thursday). */
export function weekdayOfDay(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}
