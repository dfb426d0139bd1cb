import { PROJECT } from '../../../generated/index.ts';
import type { IsoDate } from './iso-date.ts';

/**
 * The shop's time zone, from the project config (PROJECT.timeZone): calendar dates of dated config (temporary
 * shipping fees: schemas/shipping.schema.json temporaryShipping; spec/2 §9) are days in this zone.
 */
export const SHOP_TIME_ZONE: string = PROJECT.timeZone;

// Swedish date order is ISO 8601 ('2026-01-31'); built once, not per call.
const shopDateFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * Every time zone's offset from UTC is a whole number of quarter hours, and its changes (summer time) fall on quarter
 * hours too: within one quarter hour of UTC, the shop's date does not change.
 */
const QUARTER_HOUR_MS = 15 * 60 * 1000;
let lastQuarter = Number.NaN;
let lastDate = '';

/**
 * The shop's calendar date at an instant: what "today" means for the date rules. The instant is a parameter. Every
 * page asks (the frame's dated settings), so the date of the last quarter hour asked for is kept (ADR 011).
 */
export function shopToday(instant: Date): IsoDate {
  const quarter = Math.floor(instant.getTime() / QUARTER_HOUR_MS);
  if (quarter !== lastQuarter) {
    // An invalid date (NaN) is never kept: the format throws as it did before.
    lastDate = shopDateFormat.format(instant);
    lastQuarter = quarter;
  }
  return lastDate;
}
