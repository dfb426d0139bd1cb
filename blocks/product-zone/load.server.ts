import { showsProductGroup } from '../../runtime/domain/catalogue/product-group.ts';
import { withQuery } from '../../runtime/domain/routing/query-string.ts';
import type { BlockLoader } from '../../runtime/view/block-types.ts';
import type { ProductZoneData, ProductZoneProps } from './ProductZone.tsx';
import { listingQuery, loadZoneProducts } from './zone-products.server.ts';

/** schema.json limit default. */
export const DEFAULT_ZONE_LIMIT = 8;

/**
 * spec/1 §2.9 product zone: the products of a SKU list, or of a category's and/or a tag's listing (spec/1 §2.6), at
 * most `limit`, published, sellable and in stock where asked (spec/1 §5) — zone-products.server.ts, shared with the
 * product listing. A category the store does not know is a content error; a zone left with fewer than 3 products
 * is not shown.
 */
export const loadProductZone: BlockLoader<ProductZoneProps, ProductZoneData> = async (props, context) => {
  const { products, category } = await loadZoneProducts(
    {
      ...props,
      limit: props.limit ?? DEFAULT_ZONE_LIMIT,
      inStockOnly: props.inStockOnly ?? false,
    },
    context,
  );
  if (!showsProductGroup(products.length)) return null;
  return {
    products,
    categoryName: category?.name ?? null,
    seeAllLink: category ? withQuery(category.link, listingQuery({ tag: props.tag }).toString()) : null,
  };
};
