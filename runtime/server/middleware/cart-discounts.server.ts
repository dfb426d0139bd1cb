// The store's discounts read as the domain's rules take them (volume-discounts.ts,
// personalised-discount.ts, discount-code-state.ts, line-discount.ts), for the cart's prices and the discount
// operations (spec/2 §5 Volume discounts, Personalised discounts; §7 get volume / personalized discounts).
import { COUNTRIES, type CountryCode } from '../../../generated/index.ts';
import type { CustomerTier } from '../../domain/cart/customer-tier.ts';
import { discountCodeState, type DiscountCodeState } from '../../domain/cart/discount-code-state.ts';
import { discountPercent } from '../../domain/cart/discount-percent.ts';
import { lineDiscount, type LineDiscount } from '../../domain/cart/line-discount.ts';
import { personalisedDiscountPercent } from '../../domain/cart/personalised-discount.ts';
import {
  ACTIVE_DISCOUNT_CODE_STATE,
  volumeDiscountTiers,
  type VolumeDiscount,
  type VolumeDiscountTier,
} from '../../domain/cart/volume-discounts.ts';
import type { StoredCartDiscount, StoredDiscountCode } from '../commerce/ports/discount-store.ts';

/** What a cart's discounts are worked out from: its codes, the cart discounts, the customer's tier, the time. */
export interface CartDiscountFacts {
  /** The cart's codes, by id. */
  readonly codes: ReadonlyMap<string, StoredDiscountCode>;
  readonly cartDiscounts: readonly StoredCartDiscount[];
  readonly tier: CustomerTier;
  /** Epoch milliseconds. */
  readonly now: number;
}

/** A stored volume discount as the domain's VolumeDiscount (spec/2 §3). */
export function volumeDiscountOf(discount: StoredCartDiscount): VolumeDiscount {
  return {
    id: discount.id,
    key: discount.key,
    isActive: discount.isActive,
    stores: discount.stores,
    sortOrder: discount.sortOrder,
    ...(discount.volumeDiscountGroup === null ? {} : { volumeDiscountGroup: discount.volumeDiscountGroup }),
    minQuantity: discount.minQuantity,
    value: { type: 'relative', permyriad: discount.permyriad },
  };
}

/** spec/2 §5 Personalised discounts: the percent of the tier's discount in this country's store, or null. */
export function personalisedPercentOf(
  country: CountryCode,
  discounts: readonly StoredCartDiscount[],
  tier: string,
): number | null {
  for (const discount of discounts) {
    if (discount.kind !== 'personalised' || discount.customerTier !== tier) continue;
    const percent = personalisedDiscountPercent(country, {
      isActive: discount.isActive,
      stores: discount.stores,
      value: { type: 'relative', permyriad: discount.permyriad },
    });
    if (percent !== null) return percent;
  }
  return null;
}

/** A code's name in a language: its own for the language, else the English one, else the first. */
export function codeName(name: StoredDiscountCode['name'], language: string): string {
  if (typeof name === 'string') return name;
  return name[language] ?? name.en ?? Object.values(name)[0] ?? '';
}

/** The cart's codes with their states, and the discount of each line (by the line's group and the group's count). */
export function cartDiscounts(
  country: CountryCode,
  codeIds: readonly string[],
  lines: readonly { quantity: number; group: string | null; discountable: boolean }[],
  facts: CartDiscountFacts,
): { codes: { code: StoredDiscountCode; state: DiscountCodeState }[]; lines: (LineDiscount | null)[] } {
  const store = COUNTRIES[country].storeId;
  const codes = codeIds.flatMap((id) => {
    const code = facts.codes.get(id);
    return code === undefined ? [] : [{ code, state: discountCodeState(code, store, facts.now) }];
  });
  const codePercents = codes.flatMap(({ code, state }) => {
    const percent =
      state === ACTIVE_DISCOUNT_CODE_STATE ? discountPercent({ type: 'relative', permyriad: code.permyriad }) : null;
    return percent === null ? [] : [percent];
  });
  const volume = facts.cartDiscounts.filter((discount) => discount.kind === 'volume').map(volumeDiscountOf);
  const personalisedPercent = personalisedPercentOf(country, facts.cartDiscounts, facts.tier);
  const groupQuantity = new Map<string, number>();
  for (const line of lines) {
    if (line.group !== null) groupQuantity.set(line.group, (groupQuantity.get(line.group) ?? 0) + line.quantity);
  }
  const tiers = new Map<string, readonly VolumeDiscountTier[]>();
  const tiersOf = (group: string | null): readonly VolumeDiscountTier[] => {
    if (group === null) return [];
    let found = tiers.get(group);
    if (found === undefined) {
      found = volumeDiscountTiers(country, group, volume, codes);
      tiers.set(group, found);
    }
    return found;
  };
  return {
    codes,
    lines: lines.map((line) =>
      !line.discountable
        ? null
        : lineDiscount({
            codePercents,
            volumeTiers: tiersOf(line.group),
            groupQuantity: line.group === null ? 0 : groupQuantity.get(line.group)!,
            personalisedPercent,
          }),
    ),
  };
}
