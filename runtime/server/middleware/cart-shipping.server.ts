// spec/2 §7 shipping methods (cached) and by cart: the country's two methods at the fees in force (spec/2
// §9), the same for every visitor of a country on a day, so kept in memory per country and day.
import type { CountryCode } from '../../../generated/index.ts';
import type { ShippingMethod } from '../../../generated/types.ts';
import {
  DEFAULT_SHIPPING_METHOD_KEY,
  SHIPPING_METHOD_KEYS,
  type ShippingMethodKey,
} from '../../domain/shipping/default-shipping-method.ts';
import { shippingFees } from '../../domain/shipping/shipping-fee.ts';
import type { IsoDate } from '../../domain/time/iso-date.ts';

/** spec/2 §3 Shipping method name (the spec shows no wording; the browser shows its own translated label by key). */
const NAMES: Record<ShippingMethodKey, string> = { parcel: 'Parcel', freight: 'Freight' };

const kept = new Map<string, readonly ShippingMethod[]>();

/** The country's shipping methods on a day (spec/2 §3, §9): parcel (default, free above the threshold) and freight. */
export function shippingMethodsOf(country: CountryCode, today: IsoDate): readonly ShippingMethod[] {
  const key = `${country} ${today}`;
  let methods = kept.get(key);
  if (methods === undefined) {
    const fees = shippingFees(country, today);
    methods = SHIPPING_METHOD_KEYS.map((method) => ({
      id: `shipping-${method}`,
      key: method,
      name: NAMES[method],
      isDefault: method === DEFAULT_SHIPPING_METHOD_KEY,
      price: { ...(method === 'parcel' ? fees.parcelFee : fees.freightFee) },
      freeAbove: method === 'parcel' ? { ...fees.freeAbove } : null,
    }));
    // A day's entries replace the day before's: the map never holds more than the countries.
    for (const old of kept.keys()) if (old.startsWith(`${country} `)) kept.delete(old);
    kept.set(key, methods);
  }
  return methods;
}
