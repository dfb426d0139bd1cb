/** spec/2 §3 Enumerations, Customer tiers: not logged in, no tier, base tier, tiers 1 to 4. */
export const CUSTOMER_TIERS = [
  'not-logged-in',
  'no-tier',
  'base-tier',
  'tier-1',
  'tier-2',
  'tier-3',
  'tier-4',
] as const;

export type CustomerTier = (typeof CUSTOMER_TIERS)[number];

/** spec/2 §6: a guest has no customer group; its tier is 'not logged in' (spec/2 §5 Personalised discounts). */
export const GUEST_TIER: CustomerTier = 'not-logged-in';
