import type { IsoDate } from '../time/iso-date.ts';
import { deliveryDate } from './delivery-date.ts';
import type { ShippingMethodKey } from './default-shipping-method.ts';

/**
 * spec/2 §3 Shipping method: each method carries its delivery time ('a-b' days) in a DeliveryTime custom field;
 * spec/2 §5, spec/3 §9 give the form ('2-4') but not the values, and the country configs carry none yet. Until
 * they do (a `deliveryTime` per shipping method in the config), these are the shop's delivery times: a parcel in
 * 2–4 working days, freight (pallet delivery by appointment) in 5–8.
 */
export const DELIVERY_TIME_BY_METHOD: Readonly<Record<ShippingMethodKey, string>> = {
  parcel: '2-4',
  freight: '5-8',
};

/** What the estimate reads of a product: its freight flag (spec/3 §3) and whether it is in stock (spec/2 §3). */
export interface DeliverableProduct {
  readonly freight: boolean;
  readonly isOnStock: boolean;
}

/**
 * spec/2 §5 Shipping, spec/3 §9 Delivery estimate of a product page: today plus the upper bound of its shipping
 * method's range in working days (freight or parcel by the product's freight flag). A product out of stock has no
 * estimate (null): nothing can be promised for it.
 */
export function productDeliveryDate(
  today: IsoDate,
  product: DeliverableProduct,
  deliveryTimes: Readonly<Record<ShippingMethodKey, string>> = DELIVERY_TIME_BY_METHOD,
): IsoDate | null {
  if (!product.isOnStock) return null;
  return deliveryDate(today, deliveryTimes[product.freight ? 'freight' : 'parcel']);
}
