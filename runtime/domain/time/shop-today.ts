import type { IsoDate } from './iso-date.ts';

/**
 * The shop's time zone: calendar dates of dated config (temporary shipping fees) are days in Bratislava, the
 * default country's capital (spec/1 §1: default country sk; schemas/shipping.schema.json temporaryShipping).
 */
export const SHOP_TIME_ZONE = 'Europe/Bratislava';

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
