import type { OperationAnswers, OperationRequests } from '../../../generated/types.ts';
import type { OperationClient, OperationName } from '../../client/operation-client.ts';
import { cacheTag, FRAME_CONTENT, type CacheTag } from '../commerce/cache-tags.server.ts';

// ADR 010: a page records its cache tags as it is rendered, from what its data hooks read — every read goes
// through the operations, so no page has to list its tags by hand, and a new page or block is tagged as it is
// written.

type Tagger<N extends OperationName> = (payload: OperationRequests[N], answer: OperationAnswers[N]) => CacheTag[];

const keys = (categories: ReadonlyArray<{ key: string }>) => categories.map(({ key }) => cacheTag.category(key));
const ids = (products: ReadonlyArray<{ id: string }>) => products.map(({ id }) => cacheTag.product(id));
const blocks = (entries: ReadonlyArray<{ block: string }>) => entries.map(({ block }) => cacheTag.block(block));

/** A listing's tags, of its products as full products or as cards: its category, and its products. */
const listingTags = (payload: { categoryKey?: string }, answer: { results: ReadonlyArray<{ id: string }> }) => [
  ...(payload.categoryKey === undefined ? [] : [cacheTag.category(payload.categoryKey)]),
  ...ids(answer.results),
];

/**
 * The tags of an operation's answer: the products, categories, content pages and blocks it carries. Stores, SEO
 * redirections and image checks are not shown as such on a page and carry none; review highlights show reviews,
 * not a product's price or stock, but its name and picture: they are tagged by the category they are read for and
 * by their products.
 */
const TAGGERS: { readonly [N in OperationName]: Tagger<N> } = {
  getCategory: (_payload, answer) => keys([answer.category, ...answer.siblings]),
  getFirstLevelCategories: (_payload, answer) => keys(answer.results),
  queryCategories: (payload, answer) => [
    ...(payload.parentKey === undefined ? [] : [cacheTag.category(payload.parentKey)]),
    ...keys(answer.results),
  ],
  getProduct: (_payload, answer) => [cacheTag.product(answer.id)],
  getProductsBySkus: (_payload, answer) => ids(answer.results),
  getProductCardsBySkus: (_payload, answer) => ids(answer.results),
  search: (_payload, answer) => ids(answer.hits),
  listProducts: (payload, answer) => listingTags(payload, answer),
  listProductCards: (payload, answer) => listingTags(payload, answer),
  getReviews: (payload) => [cacheTag.product(payload.productId)],
  listReviewHighlights: (payload, answer) => [
    ...(payload.categoryKey === undefined ? [] : [cacheTag.category(payload.categoryKey)]),
    ...ids(answer.results.map(({ product }) => product)),
  ],
  getStore: () => [],
  queryStores: () => [],
  getContentPage: (payload, answer) => [cacheTag.content(payload.slug), ...blocks(answer.blocks)],
  listContentPages: (_payload, answer) => answer.results.map((slug) => cacheTag.content(slug)),
  getFrameContent: (_payload, answer) => [FRAME_CONTENT, ...(answer.promoBanner ? blocks([answer.promoBanner]) : [])],
  getSeoRedirection: () => [],
  checkImage: () => [],
  // A session's answer: pages never ask it (they are the same for every visitor), and it is never kept.
  isLoggedIn: () => [],
  getMyCart: () => [],
  addToCart: () => [],
  updateCartQuantity: () => [],
  removeFromCart: () => [],
  updateCart: () => [],
  applyCartCoupon: () => [],
  removeCartCoupon: () => [],
  getVolumeDiscounts: () => [],
  getPersonalizedDiscounts: () => [],
  getExtraGuaranteeOffers: () => [],
  getShippingMethods: () => [],
  getShippingMethodsByCart: () => [],
  getMe: () => [],
  // Stock decides what is shown: never kept.
  getComplementaryProducts: () => [],
  // A session's orders: never kept.
  getPaymentMethods: () => [],
  pay: () => [],
  getGooglePayExpress: () => [],
  payWithGooglePay: () => [],
  validateVatId: () => [],
  createMyOrderFromCart: () => [],
  getMyOrders: () => [],
  deleteCart: () => [],
  // Stock changes without the catalogue's cache tags knowing: never kept.
  getInventory: () => [],
};

export function tagsOfAnswer<N extends OperationName>(
  operation: N,
  payload: OperationRequests[N],
  answer: OperationAnswers[N],
): CacheTag[] {
  return (TAGGERS[operation] as Tagger<N>)(payload, answer);
}

/** The client a page renders with: `client`, adding the tags of each answer to `tags`. */
export function createTaggingClient(client: OperationClient, tags: Set<CacheTag>): OperationClient {
  return {
    async call(operation, payload) {
      const answer = await client.call(operation, payload);
      for (const tag of tagsOfAnswer(operation, payload, answer)) tags.add(tag);
      return answer;
    },
  };
}
