import { SHIPPING_BY_COUNTRY, type CountryCode, type CurrencyCode } from '../../../generated/index.ts';
import { byCountry } from '../country/by-country.ts';
import { money, type Money } from '../money/money.ts';
import type { ShippingMethodKey } from './default-shipping-method.ts';
import { hasFreight, type FreightFlag } from './has-freight.ts';
import { isoDateToDay, type IsoDate } from '../time/iso-date.ts';

/** One country's shipping as SHIPPING_BY_COUNTRY gives it, in minor units (spec/2 §9 Shipping by currency). */
export interface CountryShippingEntry {
  currency: CurrencyCode;
  freeAbove: number;
  parcelFee: number;
  freightFee: number;
  /** Dated fees replacing the usual ones: validFrom inclusive, validUntil exclusive (spec/2 §9 Temporary FR, HU). */
  temporary: readonly {
    validFrom: IsoDate;
    validUntil: IsoDate;
    freeAbove: number;
    parcelFee: number;
    freightFee: number;
  }[];
}

/** The fees in force on a day (spec/2 §9), as Money of the country's currency. */
export interface ShippingFees {
  freeAbove: Money;
  parcelFee: Money;
  freightFee: Money;
}

/** A country's fees, turned into Money once at module load so the per-request rule builds nothing. */
export interface ShippingFeeSchedule {
  currency: CurrencyCode;
  free: Money;
  usual: ShippingFees;
  temporary: readonly { validFrom: IsoDate; validUntil: IsoDate; fees: ShippingFees }[];
}

function fees(
  currency: CurrencyCode,
  entry: { freeAbove: number; parcelFee: number; freightFee: number },
): ShippingFees {
  return Object.freeze({
    freeAbove: Object.freeze(money(entry.freeAbove, currency)),
    parcelFee: Object.freeze(money(entry.parcelFee, currency)),
    freightFee: Object.freeze(money(entry.freightFee, currency)),
  });
}

/** Builds a country's schedule from its shipping entry (done at module load for every country). */
export function shippingFeeSchedule(entry: CountryShippingEntry): ShippingFeeSchedule {
  return Object.freeze({
    currency: entry.currency,
    free: Object.freeze(money(0, entry.currency)),
    usual: fees(entry.currency, entry),
    temporary: Object.freeze(
      entry.temporary.map(({ validFrom, validUntil, ...temporary }) =>
        Object.freeze({ validFrom, validUntil, fees: fees(entry.currency, temporary) }),
      ),
    ),
  });
}

const SCHEDULES = byCountry((country) => shippingFeeSchedule(SHIPPING_BY_COUNTRY[country]));

/**
 * spec/2 §9: the fees in force on `today`, the shop's calendar date (see shopToday: dates are days in the shop's time
 * zone, PROJECT.timeZone; the caller passes the date, so the rule stays pure). A temporary entry replaces the usual fees from validFrom (inclusive) until validUntil
 * (exclusive). ISO dates compare as text in date order; `today` is checked to be one first.
 */
export function feesOnDate(schedule: ShippingFeeSchedule, today: IsoDate): ShippingFees {
  isoDateToDay(today);
  for (const period of schedule.temporary) {
    if (period.validFrom <= today && today < period.validUntil) return period.fees;
  }
  return schedule.usual;
}

/** spec/2 §9 Shipping by currency, with the country's overrides and temporary fees: a country's fees on a day. */
export function shippingFees(country: CountryCode, today: IsoDate): ShippingFees {
  return feesOnDate(SCHEDULES[country], today);
}

/** spec/2 §5 Shipping: freight or parcel chosen by the product's freight flag; any freight item makes it freight. */
export function shippingMethodKeyFor(items: readonly FreightFlag[]): ShippingMethodKey {
  return hasFreight(items) ? 'freight' : 'parcel';
}

export interface ShippingCost {
  method: ShippingMethodKey;
  fee: Money;
}

/**
 * spec/2 §5 Shipping, §9: the parcel fee applies while the cart's price is under the free-above threshold (free at or
 * above it); a cart with a freight item ships by freight at the freight fee. The threshold applies to the parcel fee
 * only: the spec frees parcel shipping alone, and freight delivery costs the shop the same at any cart value.
 * `total` is the cart's gross price of goods, before shipping, in the country's currency.
 */
export function shippingCost(
  country: CountryCode,
  cart: { total: Money; items: readonly FreightFlag[] },
  today: IsoDate,
): ShippingCost {
  const schedule = SCHEDULES[country];
  if (cart.total.currencyCode !== schedule.currency) {
    throw new RangeError(
      `The cart total is in ${cart.total.currencyCode}, but ${country} ships in ${schedule.currency}; pass the cart's price in the country's currency.`,
    );
  }
  const fees = feesOnDate(schedule, today);
  if (shippingMethodKeyFor(cart.items) === 'freight') return { method: 'freight', fee: fees.freightFee };
  return {
    method: 'parcel',
    fee: cart.total.centAmount < fees.freeAbove.centAmount ? fees.parcelFee : schedule.free,
  };
}
