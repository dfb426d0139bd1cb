import type { Product } from '../../generated/types.ts';
import { HITS_PER_PAGE_OPTIONS, LISTING_QUERY_KEYS } from '../../runtime/domain/routing/listing-query.ts';
import { withQuery } from '../../runtime/domain/routing/query-string.ts';
import { BlockContentError, type BlockLoader } from '../block-types.ts';
import type { ProductZoneData, ProductZoneProps, ZoneProduct } from './ProductZone.tsx';

/** schema.json limit default. */
export const DEFAULT_ZONE_LIMIT = 8;

/**
 * spec/1 §5: "Only published products are shown; related items must also be in stock; only products eligible for
 * selling". The operations already answer published, sellable products; the zone checks again, as a SKU list names
 * products directly, and keeps in-stock ones only when the block asks for it.
 */
export function showsInZone(product: Product, inStockOnly: boolean): boolean {
  return product.published && product.attributes.eligibleForSelling && (!inStockOnly || product.availability.isOnStock);
}

/** A product as the zone's card shows it: the price to pay and, under an active discount, the price before. */
export function zoneProduct(product: Product): ZoneProduct {
  const image = product.images[0];
  const discounted = product.price?.discounted?.isActive ? product.price.discounted.value : null;
  const value = product.price?.value ?? null;
  const amount = (money: { centAmount: number; currencyCode: string }) => ({
    centAmount: money.centAmount,
    currencyCode: money.currencyCode,
  });
  return {
    id: product.id,
    name: product.name,
    link: product.link,
    image: image ? { url: image.url, label: image.label } : null,
    price: discounted ? amount(discounted) : value ? amount(value) : null,
    previousPrice: discounted && value ? amount(value) : null,
    isOnStock: product.availability.isOnStock,
  };
}

/** The listing page size that holds `wanted` products (spec/1 §2.6 page sizes 12, 24, 36, 48). */
export function zonePageSize(wanted: number): number {
  return HITS_PER_PAGE_OPTIONS.find((size) => size >= wanted) ?? Math.max(...HITS_PER_PAGE_OPTIONS);
}

/**
 * The zone's products in the page's language and currency: by SKU list (spec/3 §7 products with skus), or a
 * category's and/or a tag's listing (spec/1 §2.6), at most `limit`. A category the store does not know is a
 * content error; a zone left without products is not shown.
 */
export const loadProductZone: BlockLoader<ProductZoneProps, ProductZoneData> = async (props, { shop, operations }) => {
  const limit = props.limit ?? DEFAULT_ZONE_LIMIT;
  const inStockOnly = props.inStockOnly ?? false;
  const language = shop.language;
  const categoryKey = props.categoryKey;
  const [categories, products] = await Promise.all([
    categoryKey === undefined
      ? null
      : operations.call('queryCategories', { keys: [categoryKey], language, limit: 1, offset: 0 }),
    props.skus
      ? operations.call('getProductsBySkus', { skus: [...props.skus], language }).then((answer) => answer.results)
      : operations
          .call('listProducts', {
            ...(categoryKey !== undefined ? { categoryKey } : {}),
            language,
            query: new URLSearchParams({
              ...(props.tag !== undefined ? { [LISTING_QUERY_KEYS.tag]: props.tag } : {}),
              // Out-of-stock products are dropped after the listing: ask for more then.
              [LISTING_QUERY_KEYS.hitsPerPage]: String(zonePageSize(inStockOnly ? limit * 2 : limit)),
            }).toString(),
          })
          .then((answer) => answer.results),
  ]);
  const category = categories?.results[0] ?? null;
  if (categoryKey !== undefined && category === null) {
    throw new BlockContentError('/categoryKey', `names no known category (got "${categoryKey}")`);
  }
  const shown = products.filter((product) => showsInZone(product, inStockOnly)).slice(0, limit);
  if (shown.length === 0) return null;
  const tagQuery =
    props.tag !== undefined ? new URLSearchParams({ [LISTING_QUERY_KEYS.tag]: props.tag }).toString() : '';
  return {
    products: shown.map(zoneProduct),
    categoryName: category?.name ?? null,
    seeAllLink: category ? withQuery(category.link, tagQuery) : null,
  };
};
