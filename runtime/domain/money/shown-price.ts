/** A price as the answers carry it (spec/2 §3 Price: value, and discounted with its isActive flag). */
export interface PriceWithDiscount<M extends { centAmount: number }> {
  readonly value: M;
  readonly discounted: { readonly value: M; readonly isActive: boolean } | null;
}

/** What a price shows: the price to pay, and the former price struck through while a discount is in force. */
export interface ShownPrice<M> {
  readonly current: M;
  readonly old: M | null;
}

/**
 * spec/2 §3 Price with its discounted value: an active discounted price is the price to pay, and the regular price
 * is shown struck through beside it. An inactive discount, or one that is not below the regular price, shows the
 * regular price alone (a "discount" that costs as much or more is no discount to announce).
 */
export function shownPrice<M extends { centAmount: number }>(price: PriceWithDiscount<M>): ShownPrice<M> {
  const discounted = price.discounted;
  if (discounted !== null && discounted.isActive && discounted.value.centAmount < price.value.centAmount) {
    return { current: discounted.value, old: price.value };
  }
  return { current: price.value, old: null };
}
