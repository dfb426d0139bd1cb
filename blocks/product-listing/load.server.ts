import { href } from '../../generated/index.ts';
import { withQuery } from '../../runtime/domain/routing/query-string.ts';
import type { BlockLoader } from '../../runtime/view/block-types.ts';
import { listingQuery, loadZoneProducts } from '../product-zone/zone-products.server.ts';
import type { ProductListingData, ProductListingProps } from './ProductListing.tsx';

/** schema.json limit default: spec/1 §2.6 the smallest listing page size. */
export const DEFAULT_LISTING_LIMIT = 12;

/**
 * spec/1 §2.9 product listing: the products of a SKU list, or of a category's and/or a tag's listing in the sort
 * asked for (spec/1 §2.6), at most `limit`, published, sellable and in stock where asked (spec/1 §5) — loaded as the
 * product zone loads its products (blocks/product-zone/zone-products.server.ts). When the listing has more than
 * are shown, "See all" leads to it: the category's page, or for a tag alone the search page's listing of all
 * products (spec/1 §2.1 /search), with the tag and the sort. A SKU list has no listing behind it. An unknown category
 * is a content error; no products, no block.
 */
export const loadProductListing: BlockLoader<ProductListingProps, ProductListingData> = async (props, context) => {
  const { shop } = context;
  const { products, category, total } = await loadZoneProducts(
    {
      ...props,
      limit: props.limit ?? DEFAULT_LISTING_LIMIT,
      inStockOnly: props.inStockOnly ?? false,
    },
    context,
  );
  if (products.length === 0) return null;
  const listing =
    props.skus !== undefined
      ? null
      : (category?.link ?? href('search', {}, { country: shop.country, language: shop.language }));
  return {
    products,
    categoryName: category?.name ?? null,
    seeAll:
      listing !== null && total > products.length
        ? { link: withQuery(listing, listingQuery({ tag: props.tag, sort: props.sort }).toString()), total }
        : null,
  };
};
