import type { LocaleCode } from '../../../generated/index.ts';
import { isVirtualSku } from './virtual-sku.ts';

/** An extra-guarantee product as the shop reads its attributes (spec/2 §3 Extra-guarantee product attributes). */
export interface ExtraGuaranteeProduct {
  sku: string;
  excludedSkus: readonly string[];
  excludedBrands: readonly string[];
  excludedRelations: readonly string[];
  /** Price as a percent of the guarded product's price (spec/2 §5: price = product price times the rate percent). */
  relativePriceRate: number;
  /** Language-country locales the guarantee is sold in, e.g. 'de-AT' (spec/2 §5). */
  enabledOnMarket: readonly string[];
}

/** The product a guarantee would cover. */
export interface GuaranteeCandidate {
  sku: string;
  brand?: string;
  /**
   * The product's relation keys that a guarantee may exclude. The spec names "excluded relations" without saying
   * what a relation is (spec/2 §3); the adapter fills this with the product's own relation keys (e.g. its category
   * or family keys), matched exactly against the guarantee's excluded relations.
   */
  relations?: readonly string[];
  /** The cart already holds a guarantee for this SKU (see isGuaranteedInCart). */
  alreadyGuaranteed: boolean;
}

export interface ExtraGuaranteeContext {
  /** The current language-country locale (spec/2 §5: enabledOnMarket for the current language-and-country). */
  locale: LocaleCode;
  /** The extra guarantee is never offered on the payment page (spec/2 §2, §5; spec/1 §2.2). */
  onPaymentPage: boolean;
}

/** spec/2 §5 Extra guarantee: only for items that are not virtual, not already guaranteed, not on the payment page. */
export function isExtraGuaranteeEligible(item: GuaranteeCandidate, context: ExtraGuaranteeContext): boolean {
  return !isVirtualSku(item.sku) && !item.alreadyGuaranteed && !context.onPaymentPage;
}

/**
 * spec/2 §5 Extra guarantee: not excluded by SKU, brand or relation. Brands are compared without regard to case
 * (the spec is silent; 'BOSCH' and 'Bosch' are one brand to a shopper and to the merchandiser who typed the list).
 */
export function isExcludedFromGuarantee(item: GuaranteeCandidate, product: ExtraGuaranteeProduct): boolean {
  if (product.excludedSkus.includes(item.sku)) return true;
  const brand = item.brand?.toLowerCase();
  if (brand !== undefined && product.excludedBrands.some((excluded) => excluded.toLowerCase() === brand)) return true;
  return (item.relations ?? []).some((relation) => product.excludedRelations.includes(relation));
}

/**
 * spec/2 §5 Extra guarantee: the guarantee products to offer for an item, in the order given: none for an ineligible
 * item; otherwise those enabled on the current market that do not exclude the item.
 */
export function extraGuaranteeOffers<P extends ExtraGuaranteeProduct>(
  item: GuaranteeCandidate,
  products: readonly P[],
  context: ExtraGuaranteeContext,
): P[] {
  if (!isExtraGuaranteeEligible(item, context)) return [];
  return products.filter(
    (product) => product.enabledOnMarket.includes(context.locale) && !isExcludedFromGuarantee(item, product),
  );
}
