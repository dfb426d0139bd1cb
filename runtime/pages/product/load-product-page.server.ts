// The product page's data, loaded and mapped (spec/1 §2.1, §7 "Product load when on a product page"; spec/3 §2
// reviews, §3 product attributes, §7 comparison). Apart from +data.ts, which may export its hook only.
import type { PageContextServer } from 'vike/types';
import { redirect, render } from 'vike/abort';
import { href } from '../../../generated/index.ts';
import type { GetReviewsAnswer, ProductCard } from '../../../generated/types.ts';
import { nullWhenNotFound, type OperationClient } from '../../client/operation-client.ts';
import type { CategoryBarOverride } from '../../components/frame/CategoryBar.tsx';
import { reviewPageQuery } from '../../domain/customer/review-list.ts';
import {
  boundedReviewPage,
  parseReviewQuery,
  REVIEW_SORT_PARAMS,
  type ReviewQuery,
} from '../../domain/customer/review-query.ts';
import { SHOP_TIME_ZONE } from '../../domain/time/shop-today.ts';
import type { PageData } from '../../view/page-seo.ts';
import { requestQueryOf } from '../request-query.ts';
import { withQuery } from '../../domain/routing/query-string.ts';
import { alternatesOf } from '../page-seo.server.ts';
import {
  comparisonListingQuery,
  comparisonView,
  deepestCategoryKey,
  productJsonLd,
  productView,
  relatedAccessorySkus,
  relatedView,
  reviewsView,
  type ComparisonView,
  type ProductCardView,
  type ProductView,
  type ReviewsView,
} from '../../view/product-view.ts';
import { routeTarget } from '../../domain/routing/route-target.ts';

/** What the product page shows, as loaded and mapped for it. */
export interface ProductPageViews extends PageData {
  readonly product: ProductView;
  readonly reviews: ReviewsView;
  readonly related: readonly ProductCardView[];
  readonly comparison: ComparisonView | null;
  readonly categoryBar: CategoryBarOverride;
}

type Language = PageContextServer['shop']['language'];

/**
 * spec/3 §2 the page of the review list the query asks for; a page past the last shows the last (spec/1 §5).
 * spec/3 §8: reviews swallow errors and return nothing, so a failing review call leaves an empty list.
 */
async function loadReviews(
  operations: OperationClient,
  productId: string,
  language: Language,
  query: ReviewQuery,
): Promise<{ answer: Pick<GetReviewsAnswer, 'results' | 'total'>; page: number }> {
  const load = (page: number) => {
    const { offset, limit } = reviewPageQuery(page, query.sort);
    return operations.call('getReviews', { productId, language, offset, limit, sort: REVIEW_SORT_PARAMS[query.sort] });
  };
  try {
    const answer = await load(query.page);
    const page = boundedReviewPage(query.page, answer.total);
    return page === query.page ? { answer, page } : { answer: await load(page), page };
  } catch (error) {
    console.error('Reviews could not be loaded:', error);
    return { answer: { results: [], total: 0 }, page: 1 };
  }
}

/** Related and comparison products are extras of the page: a failure is logged and shows none (spec/3 §8). */
function noneOnError(what: string) {
  return (error: unknown): { results: ProductCard[] } => {
    console.error(`${what} could not be loaded:`, error);
    return { results: [] };
  };
}

/** The product of the page's slug, with its reviews, related and comparison products (spec/1 §2.1, §7; spec/3 §2, §7). */
export async function loadProductPage(pageContext: PageContextServer): Promise<ProductPageViews> {
  const { shop, operations, frame } = pageContext;
  const slug = shop.params.slug;
  if (slug === undefined) throw render(404);
  const product = await operations.call('getProduct', { slug, language: shop.language }).catch(nullWhenNotFound);
  if (product === null) throw render(404);
  // ADR 014, spec/1 §2.1 one URL a page: the product's slug in another language finds it; its page is at the slug
  // of the page's language. vike's redirect() sends 301 or 302; a permanent one, as for the native routes (§9.5).
  if (product.slug !== slug) throw redirect(withQuery(product.link, requestQueryOf(pageContext)), 301);

  const language = shop.language;
  const firstLevel = product.breadcrumbs[0];
  const relatedSkus = relatedAccessorySkus(product.attributes.relatedAccessories);
  const categoryKey = deepestCategoryKey(product);
  const reviewQuery = parseReviewQuery(requestQueryOf(pageContext));
  const [children, reviews, related, similar] = await Promise.all([
    firstLevel
      ? operations.call('queryCategories', { parentKey: firstLevel.key, language, limit: 100, offset: 0 })
      : { results: [] },
    loadReviews(operations, product.id, language, reviewQuery),
    relatedSkus.length > 0
      ? operations.call('getProductCardsBySkus', { skus: relatedSkus, language }).catch(noneOnError('Related products'))
      : { results: [] },
    categoryKey !== null
      ? operations
          .call('listProductCards', { categoryKey, language, query: comparisonListingQuery() })
          .catch(noneOnError('Comparison products'))
      : { results: [] },
  ]);
  const target = routeTarget(shop.country, language);

  return {
    product: productView(product, {
      country: shop.country,
      today: frame.today,
      timeZone: SHOP_TIME_ZONE,
      categoryLink: (categorySlug) => href('category', { slug: categorySlug }, target),
    }),
    reviews: reviewsView(reviews.answer, reviews.page, reviewQuery.sort, SHOP_TIME_ZONE),
    related: relatedView(product, related.results),
    comparison: comparisonView(product, similar.results),
    // spec/1 §2.4 on a product page the bar shows the children of its first-level category, without on-sale.
    categoryBar: {
      chips: children.results.map(({ key, name, link }) => ({ key, name, link })),
      hideOnSale: true,
    },
    seo: {
      title: `${product.metaTitle || product.name} – Multishop`,
      description: product.metaDescription,
      canonicalPath: product.link,
      alternates: alternatesOf(pageContext, (other) => {
        const otherSlug = product.slugAllLocales[other];
        return otherSlug ? href('product', { slug: otherSlug }, routeTarget(shop.country, other)) : null;
      }),
      openGraphType: 'product',
      ...(product.images[0] ? { image: product.images[0].url } : {}),
      jsonLd: productJsonLd(product, pageContext.urlParsed.origin ?? ''),
    },
  };
}
