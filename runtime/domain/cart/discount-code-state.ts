/** What the rule reads of a discount code (spec/2 §3 discount codes: validFrom, validUntil, isActive, stores). */
export interface DiscountCodeTerms {
  readonly isActive: boolean;
  /** Store keys the code is valid in; empty for every store. */
  readonly stores: readonly string[];
  /** ISO 8601 date-times, validFrom inclusive, validUntil exclusive; null for no bound. */
  readonly validFrom: string | null;
  readonly validUntil: string | null;
  readonly maxApplications: number | null;
  readonly applications: number;
}

/** Why a code does not take effect on a cart, one reason per state a shopper can meet (spec/2 §3 discount codes). */
export type DiscountCodeRefusal = 'inactive' | 'notYetValid' | 'expired' | 'otherStore' | 'usedUp';

/**
 * The commerce platform's discount-code states (commercetools DiscountCodeState): MatchesCart when the code takes
 * effect; NotActive, NotValid (outside its dates), DoesNotMatchCart (here: another store's code) and
 * MaxApplicationReached otherwise.
 */
export type DiscountCodeState = 'MatchesCart' | 'NotActive' | 'NotValid' | 'DoesNotMatchCart' | 'MaxApplicationReached';

const STATE_OF_REFUSAL: Record<DiscountCodeRefusal, DiscountCodeState> = {
  inactive: 'NotActive',
  notYetValid: 'NotValid',
  expired: 'NotValid',
  otherStore: 'DoesNotMatchCart',
  usedUp: 'MaxApplicationReached',
};

/**
 * Why the code does not take effect in store `storeKey` at `now` (epoch ms), or null when it does. Checked in the
 * order a shopper can act on: a switched-off code first, then its dates, its store, its uses.
 */
export function discountCodeRefusal(
  code: DiscountCodeTerms,
  storeKey: string,
  now: number,
): DiscountCodeRefusal | null {
  if (!code.isActive) return 'inactive';
  if (code.validFrom !== null && now < Date.parse(code.validFrom)) return 'notYetValid';
  if (code.validUntil !== null && now >= Date.parse(code.validUntil)) return 'expired';
  if (code.stores.length > 0 && !code.stores.includes(storeKey)) return 'otherStore';
  if (code.maxApplications !== null && code.applications >= code.maxApplications) return 'usedUp';
  return null;
}

/** spec/2 §3 Cart discountCodes state: the code's state on a cart of store `storeKey` at `now`. */
export function discountCodeState(code: DiscountCodeTerms, storeKey: string, now: number): DiscountCodeState {
  const refusal = discountCodeRefusal(code, storeKey, now);
  return refusal === null ? 'MatchesCart' : STATE_OF_REFUSAL[refusal];
}
