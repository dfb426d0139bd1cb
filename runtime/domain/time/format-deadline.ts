// A deadline a shopper must meet (a multibanco voucher's, spec/2 §3 payment action JSON): the day as the shop writes
// dates (spec/1 §9.3, dd.mm.yyyy) and the time of day as the locale writes it, both in the shop's time zone.
import { formatDate } from './format-date.ts';

export function formatDeadline(expiresAt: string | Date, locale: string, timeZone: string): string {
  const moment = typeof expiresAt === 'string' ? new Date(expiresAt) : expiresAt;
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
  return `${formatDate(expiresAt, timeZone)} ${time.format(moment)}`;
}
