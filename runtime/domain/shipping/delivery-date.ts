import { dayToIsoDate, isoDateToDay, weekdayOfDay, type IsoDate } from '../time/iso-date.ts';

/**
 * A delivery time: 'a-b' days or a single 'n' days, up to three digits each. Spaces around the numbers are allowed,
 * and an en dash too ('2–4'), as editors type one. Built once, at module load.
 */
const DELIVERY_RANGE = /^\s*(\d{1,3})\s*(?:[-–]\s*(\d{1,3})\s*)?$/u;

const SATURDAY = 6;
const SUNDAY = 0;
const WORKING_DAYS_PER_WEEK = 5;

/**
 * spec/2 §5 Shipping; spec/3 §9: the working days to count, the upper bound of an 'a-b' range ('2-4' → 4). A single
 * number counts as itself; anything else is malformed (null). Where the spec is silent: a reversed range ('4-2')
 * still counts its larger bound, and more than 999 days is taken as malformed, not a delivery time.
 */
export function deliveryWorkingDays(range: string): number | null {
  const match = DELIVERY_RANGE.exec(range);
  if (match === null) return null;
  const from = Number(match[1]);
  return match[2] === undefined ? from : Math.max(from, Number(match[2]));
}

/**
 * spec/2 §5 Shipping: count working days from `today`, skipping Saturday and Sunday. From a weekend day the count
 * starts as from the Friday before: one working day after a Saturday is the Monday. 0 days is today itself.
 */
export function addWorkingDays(today: IsoDate, workingDays: number): IsoDate {
  const start = isoDateToDay(today);
  if (!Number.isSafeInteger(workingDays) || workingDays < 0) {
    throw new RangeError(`Expected a whole number of working days, 0 or more (got ${workingDays}).`);
  }
  if (workingDays === 0) return today;
  const weekday = weekdayOfDay(start);
  const from = weekday === SATURDAY ? start - 1 : weekday === SUNDAY ? start - 2 : start;
  const weeks = Math.floor(workingDays / WORKING_DAYS_PER_WEEK);
  const rest = workingDays % WORKING_DAYS_PER_WEEK;
  // Whole weeks keep the weekday; the rest crosses a weekend when it runs past Friday (weekday 5).
  const weekend = weekdayOfDay(from) + rest > 5 ? 2 : 0;
  return dayToIsoDate(from + weeks * 7 + rest + weekend);
}

/**
 * spec/2 §5 Shipping; spec/3 §9 Delivery estimate: today plus the upper bound of the delivery range in working days.
 * Null for a malformed range. `today` is the shop's calendar date (see shopToday); the date is not formatted here.
 */
export function deliveryDate(today: IsoDate, range: string): IsoDate | null {
  const days = deliveryWorkingDays(range);
  return days === null ? null : addWorkingDays(today, days);
}
