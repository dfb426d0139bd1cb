/** spec/2 §3 a discount code (commercetools DiscountCode, with its one relative cart discount's value). */
export interface StoredDiscountCode {
  readonly id: string;
  /** What the shopper types: letters, digits, _ and -; compared case-sensitively. */
  readonly code: string;
  /** Store keys the code is valid in; empty for every store. */
  readonly stores: readonly string[];
  /** ISO 8601 date-times; null for no bound. validFrom inclusive, validUntil exclusive. */
  readonly validFrom: string | null;
  readonly validUntil: string | null;
  readonly isActive: boolean;
  /** spec/2 §3 value: relative, in permyriad (percent = permyriad / 100). */
  readonly permyriad: number;
  /** Per language (`{ de: …, en: … }`) or one name for all. */
  readonly name: string | Readonly<Record<string, string>>;
  /** How many orders may use the code; null for no limit. */
  readonly maxApplications: number | null;
  /** How many orders have used it (counted when an order is placed, ADR 027). */
  readonly applications: number;
}

/** spec/2 §3 Volume discount / cart discount: a volume tier of a group, or a customer tier's personalised discount. */
export interface StoredCartDiscount {
  readonly id: string;
  readonly key: string;
  readonly kind: 'volume' | 'personalised';
  readonly isActive: boolean;
  /** Store keys; empty for no store. */
  readonly stores: readonly string[];
  /** commercetools sortOrder, a decimal between 0 and 1 as text. */
  readonly sortOrder: string;
  /** For a volume discount: its group (spec/2 §5: the discount carries the group's custom field). */
  readonly volumeDiscountGroup: string | null;
  /** For a volume discount: the quantity from which the tier applies. */
  readonly minQuantity: number;
  /** For a personalised discount: the customer tier (spec/2 §3 Customer tiers) it is for. */
  readonly customerTier: string | null;
  readonly permyriad: number;
}

/** Where discount codes and cart discounts live (spec/2 §3, §5, §7). */
export interface DiscountStore {
  /** The discount code a shopper typed; null when there is none. */
  codeNamed(code: string): Promise<StoredDiscountCode | null>;
  /** The codes of these ids that exist, in no particular order. */
  codesOfIds(ids: readonly string[]): Promise<StoredDiscountCode[]>;
  /** Every cart discount (volume and personalised): configuration, which a store may keep in memory. */
  cartDiscounts(): Promise<readonly StoredCartDiscount[]>;
}
