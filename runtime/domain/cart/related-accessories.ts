import { relatedProducts, type RelatedProduct } from './complementary-products.ts';

/** A product that may be offered as a related item on a product page. */
export interface RelatedCandidate extends RelatedProduct {
  /** spec/3 §3 eligibleForSelling. */
  readonly eligibleForSelling: boolean;
}

/**
 * The related items of a product page (spec/3 §3 related accessories), in the order loaded: only published, in-stock
 * (spec/1 §5 "related items must also be in stock") products eligible for selling (spec/1 §5), each once, never the
 * product itself, at most 8 (spec/1 §9.7 related-products limit).
 */
export function relatedAccessories<P extends RelatedCandidate>(baseSku: string, candidates: readonly P[]): P[] {
  const seen = new Set<string>([baseSku]);
  const eligible: P[] = [];
  for (const candidate of candidates) {
    if (!candidate.eligibleForSelling || seen.has(candidate.sku)) continue;
    seen.add(candidate.sku);
    eligible.push(candidate);
  }
  return relatedProducts(eligible);
}
