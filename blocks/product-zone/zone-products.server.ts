import type { ProductCard } from '../../generated/types.ts';
import {
  HITS_PER_PAGE_OPTIONS,
  LISTING_QUERY_KEYS,
  type SortOption,
} from '../../runtime/domain/routing/listing-query.ts';
import { BlockContentError, type BlockLoaderContext } from '../../runtime/view/block-types.ts';
import { productCardView, type ProductCardView } from '../../runtime/view/product-card-view.ts';

// The products of the product blocks (spec/1 §2.9 product zones and product listings): the same sources — a
// category, a tag, or a list of SKUs — and the same cards; the blocks differ in how many they show and how.

/**
 * spec/1 §5: "Only published products are shown; related items must also be in stock; only products eligible for
 * selling". The operations already answer published, sellable products; the blocks check again, as a SKU list names
 * products directly, and keep in-stock ones only when the block asks for it.
 */
export function showsInZone(product: ProductCard, inStockOnly: boolean): boolean {
  return product.published && product.attributes.eligibleForSelling && (!inStockOnly || product.availability.isOnStock);
}

/** The listing page size that holds `wanted` products (spec/1 §2.6 page sizes 12, 24, 36, 48). */
export function zonePageSize(wanted: number): number {
  return HITS_PER_PAGE_OPTIONS.find((size) => size >= wanted) ?? Math.max(...HITS_PER_PAGE_OPTIONS);
}

/**
 * The listing query of a tag and a sort (spec/1 §2.6 tag refinement and sort options), as the listing pages read it:
 * what the blocks ask the listing for, and what their "See all" links carry.
 */
export function listingQuery(refinement: { readonly tag?: string; readonly sort?: SortOption }): URLSearchParams {
  const query = new URLSearchParams();
  if (refinement.tag !== undefined) query.set(LISTING_QUERY_KEYS.tag, refinement.tag);
  if (refinement.sort !== undefined) query.set(LISTING_QUERY_KEYS.sort, refinement.sort);
  return query;
}

/** Where a product block's products come from (the blocks' schema.json): a category and/or a tag, or SKUs. */
export interface ProductSource {
  readonly categoryKey?: string;
  readonly tag?: string;
  readonly skus?: readonly string[];
}

export interface ZoneProductsRequest extends ProductSource {
  /** At most this many products. */
  readonly limit: number;
  readonly inStockOnly: boolean;
  /** The listing's order (spec/1 §2.6 sort options); a SKU list keeps its own order. */
  readonly sort?: SortOption;
}

export interface ZoneProducts {
  /** The products shown, at most `limit`: published, sellable, in stock where asked (spec/1 §5). */
  readonly products: readonly ProductCardView[];
  /** The category the source names: its name (a default heading) and its page (the full listing). */
  readonly category: { readonly name: string; readonly link: string } | null;
  /**
   * How many products the source has in all: the listing's total (spec/1 §2.6), or the sellable products of a SKU
   * list. More than the products shown means the full listing has more.
   */
  readonly total: number;
}

/**
 * A product block's products in the page's language and currency: by SKU list (spec/3 §7 products with skus), or
 * a category's and/or a tag's listing (spec/1 §2.6) in the listing's order, at most `limit`. A category the store
 * does not know is a content error (pointer /categoryKey).
 */
export async function loadZoneProducts(
  request: ZoneProductsRequest,
  { shop, operations }: Pick<BlockLoaderContext, 'shop' | 'operations'>,
): Promise<ZoneProducts> {
  const { categoryKey, limit, inStockOnly } = request;
  const language = shop.language;
  const [categories, products] = await Promise.all([
    categoryKey === undefined
      ? null
      : operations.call('queryCategories', { keys: [categoryKey], language, limit: 1, offset: 0 }),
    request.skus
      ? operations
          .call('getProductCardsBySkus', { skus: [...request.skus], language })
          .then((answer) => ({ results: answer.results, total: null }))
      : operations
          .call('listProductCards', {
            ...(categoryKey !== undefined ? { categoryKey } : {}),
            language,
            query: new URLSearchParams([
              ...listingQuery(request),
              // Out-of-stock products are dropped after the listing: ask for more then.
              [LISTING_QUERY_KEYS.hitsPerPage, String(zonePageSize(inStockOnly ? limit * 2 : limit))],
            ]).toString(),
          })
          .then((answer) => ({ results: answer.results, total: answer.total })),
  ]);
  const category = categories?.results[0] ?? null;
  if (categoryKey !== undefined && category === null) {
    throw new BlockContentError('/categoryKey', `names no known category (got "${categoryKey}")`);
  }
  const sellable = products.results.filter((product) => showsInZone(product, inStockOnly));
  return {
    products: sellable.slice(0, limit).map(productCardView),
    category: category === null ? null : { name: category.name, link: category.link },
    total: products.total ?? sellable.length,
  };
}
