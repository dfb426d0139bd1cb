import { volumeDiscountTierFor, type VolumeDiscountTier } from './volume-discounts.ts';

/** Where a line's discount comes from (spec/2 §5: discount codes, volume discounts, personalised discounts). */
export type LineDiscountSource = 'discountCode' | 'volume' | 'personalised';

export interface LineDiscount {
  readonly source: LineDiscountSource;
  /** 0–100. */
  readonly percent: number;
}

export interface LineDiscountInput {
  /** The percents of the discount codes that take effect on the cart (state MatchesCart). */
  readonly codePercents: readonly number[];
  /**
   * The tiers of the line's volume-discount group (volumeDiscountTiers: none while a code is active, spec/2 §5), and
   * the quantity they are read at: every item of the cart in that group, so 2 + 1 drills of one group are 3 items.
   */
  readonly volumeTiers: readonly VolumeDiscountTier[];
  readonly groupQuantity: number;
  /** The customer tier's personalised discount (personalisedDiscountPercent), null for none. */
  readonly personalisedPercent: number | null;
}

/**
 * The discount on a cart line (spec/2 §5). Discounts do not stack: the spec says volume discounts conflict with codes
 * and is silent about the rest, and a line discounted twice over could go below nothing; the line gets the largest
 * one that applies (a code on a tie, then volume), and never more than 100 %. Null when none applies.
 */
export function lineDiscount(input: LineDiscountInput): LineDiscount | null {
  const candidates: LineDiscount[] = [
    ...input.codePercents.map((percent) => ({ source: 'discountCode' as const, percent })),
    ...[volumeDiscountTierFor(input.volumeTiers, input.groupQuantity)].flatMap((tier) =>
      tier === null ? [] : [{ source: 'volume' as const, percent: tier.percent }],
    ),
    ...(input.personalisedPercent === null
      ? []
      : [{ source: 'personalised' as const, percent: input.personalisedPercent }]),
  ];
  let best: LineDiscount | null = null;
  for (const candidate of candidates) {
    if (candidate.percent > 0 && (best === null || candidate.percent > best.percent)) best = candidate;
  }
  return best === null ? null : { ...best, percent: Math.min(100, best.percent) };
}
