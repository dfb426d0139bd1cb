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

/** The shop's calendar date at an instant: what "today" means for the date rules. The instant is a parameter. */
export function shopToday(instant: Date): IsoDate {
  return shopDateFormat.format(instant);
}
