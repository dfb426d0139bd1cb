import { signal } from '@preact/signals-react';
import type { GetExtraGuaranteeOffersAnswer, ProductCard } from '../../generated/types.ts';

/**
 * What the add-to-cart flow learnt of the item just added (spec/2 §4 Add-to-cart flow), for the sidebar it opens:
 * the guarantee offers for it and the products that go with it. Null when no add is being followed up.
 */
export interface AddedItem {
  readonly sku: string;
  readonly name: string;
  /** The cart line the guarantee would belong to. */
  readonly lineItemId: string;
  readonly offers: GetExtraGuaranteeOffersAnswer['offers'];
  readonly complementary: readonly ProductCard[];
}

export const addedItem = signal<AddedItem | null>(null);
