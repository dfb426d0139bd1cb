import { CURRENCIES } from '../../../generated/index.ts';
import type { ListProductsRequest } from '../../../generated/types.ts';
import { parseListingQuery } from '../../domain/routing/listing-query.ts';
import type { CataloguePort } from '../commerce/ports/catalogue-port.ts';
import type { CatalogueContext, ListingRequest } from '../commerce/ports/catalogue-types.ts';
import {
  catalogueContext,
  found,
  OperationError,
  type CartOperationName,
  type ContentOperationName,
  type OperationName,
  type Operations,
  type OrderOperationName,
  type PayOperationName,
  type SessionOperationName,
  type VatOperationName,
} from './operation.server.ts';

/** The listing request of a page: its query string read by the domain rule (bad values reset, spec/1 §5). */
export function listingRequest(context: CatalogueContext, payload: ListProductsRequest): ListingRequest {
  const query = parseListingQuery(payload.query ?? '');
  const scale = 10 ** CURRENCIES[context.currency].fractionDigits;
  return {
    ...(payload.text !== undefined ? { text: payload.text } : {}),
    // ADR 014: the page's category and brand are its scope; the query's levels and brands are filters within it.
    ...(payload.categoryKey !== undefined ? { categoryKey: payload.categoryKey } : {}),
    ...(query.categoryLevels.length > 0 ? { categoryLevels: [...query.categoryLevels] } : {}),
    ...(payload.brand !== undefined ? { scopeBrand: payload.brand } : {}),
    ...(payload.preset !== undefined ? { preset: payload.preset } : {}),
    brands: [...query.brands],
    tags: [...query.quickTags, ...(query.campaignTag ? [query.campaignTag] : []), ...query.tags],
    ...(query.minRating !== null ? { minRating: query.minRating } : {}),
    ...(query.priceMin !== null ? { priceMin: Math.round(query.priceMin * scale) } : {}),
    ...(query.priceMax !== null ? { priceMax: Math.round(query.priceMax * scale) } : {}),
    sort: query.sort,
    page: query.page,
    hitsPerPage: query.hitsPerPage,
  };
}

/** The catalogue operations of the middleware (spec/1 §7; spec/3 §7), by name. */
export function catalogueOperations(
  catalogue: CataloguePort,
): Operations<
  Exclude<
    OperationName,
    | 'checkImage'
    | ContentOperationName
    | SessionOperationName
    | CartOperationName
    | OrderOperationName
    | VatOperationName
    | PayOperationName
  >
> {
  return {
    async getCategory(country, payload) {
      const context = catalogueContext(country, payload.language);
      const { slug, fetchSiblings } = payload;
      return found(await catalogue.getCategoryBySlug(context, slug, { fetchSiblings }), 'Category');
    },
    async getFirstLevelCategories(country, payload) {
      return { results: await catalogue.getFirstLevelCategories(catalogueContext(country, payload.language)) };
    },
    async queryCategories(country, payload) {
      const { limit, offset } = payload;
      return catalogue.queryCategories(catalogueContext(country, payload.language), {
        ...(payload.parentKey !== undefined ? { parentKey: payload.parentKey } : {}),
        ...(payload.keys !== undefined ? { keys: payload.keys } : {}),
        limit,
        offset,
      });
    },
    async getProduct(country, payload) {
      return found(
        await catalogue.getProductBySlug(catalogueContext(country, payload.language), payload.slug),
        'Product',
      );
    },
    async getProductsBySkus(country, payload) {
      return { results: await catalogue.getProductsBySkus(catalogueContext(country, payload.language), payload.skus) };
    },
    async getProductCardsBySkus(country, payload) {
      const context = catalogueContext(country, payload.language);
      return { results: await catalogue.getProductCardsBySkus(context, payload.skus) };
    },
    async search(country, payload) {
      const { text, limit } = payload;
      return catalogue.searchAsYouType(catalogueContext(country, payload.language), text, limit);
    },
    async listProducts(country, payload) {
      const context = catalogueContext(country, payload.language);
      return catalogue.listProducts(context, listingRequest(context, payload));
    },
    async listProductCards(country, payload) {
      const context = catalogueContext(country, payload.language);
      return catalogue.listProductCards(context, listingRequest(context, payload));
    },
    async getReviews(country, payload) {
      const { productId, offset, limit, sort } = payload;
      return found(
        await catalogue.getReviews(catalogueContext(country, payload.language), productId, { offset, limit, sort }),
        'Product',
      );
    },
    async listReviewHighlights(country, payload) {
      const context = catalogueContext(country, payload.language);
      const { categoryKey, skus, minRating, limit } = payload;
      // spec/1 §2.9 review carousel: reviews of a category or of SKUs, one source, never both (a user's mistake
      // told as such, CONVENTIONS §9).
      if (categoryKey !== undefined && skus !== undefined) {
        throw new OperationError(400, '/skus cannot be combined with /categoryKey: give one or the other', '/skus');
      }
      const results = await catalogue.listReviewHighlights(context, {
        ...(categoryKey !== undefined ? { categoryKey } : {}),
        ...(skus !== undefined ? { skus } : {}),
        minRating,
        limit,
      });
      if (results === null) throw new OperationError(404, 'Category not found', '/categoryKey');
      return { results };
    },
    async getStore(_country, payload) {
      return found(await catalogue.getStore(payload.key), 'Store');
    },
    async queryStores(_country, payload) {
      const { limit, offset } = payload;
      return catalogue.queryStores({ ...(payload.keys !== undefined ? { keys: payload.keys } : {}), limit, offset });
    },
    async getSeoRedirection(country, payload) {
      return found(await catalogue.getSeoRedirection(country, payload.sourceUrl), 'Redirection');
    },
  };
}
