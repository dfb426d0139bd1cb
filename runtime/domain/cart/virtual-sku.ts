/** spec/2 §3 Extra-guarantee product attributes: the virtual extra-guarantee SKUs. */
export const EXTRA_GUARANTEE_SKUS = ['4100010', '4100020', '4100030', '4100040'] as const;

export type ExtraGuaranteeSku = (typeof EXTRA_GUARANTEE_SKUS)[number];

const GUARANTEE_SKUS: ReadonlySet<string> = new Set(EXTRA_GUARANTEE_SKUS);

/** Whether a SKU (an offer's, as an answer gives it) is one of the extra-guarantee SKUs (spec/2 §3). */
export function isExtraGuaranteeSku(sku: string): sku is ExtraGuaranteeSku {
  return GUARANTEE_SKUS.has(sku);
}

/** spec/2 §3: SKUs beginning with 41000 are virtual. */
export const VIRTUAL_SKU_PREFIX = '41000';

/**
 * spec/2 §3: a virtual SKU (an extra guarantee) has no stock of its own, so it can always be added (spec/2 §5 Add
 * to cart) and is never offered a guarantee itself (spec/2 §5 Extra guarantee).
 */
export function isVirtualSku(sku: string): boolean {
  return sku.startsWith(VIRTUAL_SKU_PREFIX);
}
