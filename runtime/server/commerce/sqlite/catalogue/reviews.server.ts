import type { ReviewHighlight } from '../../../../../generated/types.ts';
import type { ReviewHighlightQuery } from '../../ports/catalogue-port.ts';
import type { CatalogueContext, ReviewPage, ReviewSort } from '../../ports/catalogue-types.ts';
import { toReview, type ReviewRow } from './catalogue-mappers.ts';
import { readReviewHighlights, reviewLocalesOf } from './review-highlights.server.ts';
import type { Statements } from './statements.server.ts';

/**
 * The reviews a product page lists (ADR 013): the product's (@productId) counted in its statistics, written in
 * one of the page language's locales (the JSON array @locales).
 */
const SHOWN_REVIEWS = `product_id = @productId and included_in_statistics = 1
  and locale in (select value from json_each(@locales))`;

/**
 * A page of a product's reviews (@limit from @offset), spec/3 §2: rating descending then created date descending, or
 * most recent first; the id breaks ties, so that pages neither repeat nor skip a review. Most recent first is read in
 * its order from index reviews_product_recent (migration 007), without a sort.
 */
export function reviewsPageSql(sort: ReviewSort): string {
  const order = sort === 'rating' ? 'rating desc, created_at desc, id' : 'created_at desc, id';
  return `select * from reviews where ${SHOWN_REVIEWS} order by ${order} limit @limit offset @offset`;
}

/** spec/3 §2, §7 a product's reviews with its statistics; spec/1 §2.9 the review carousel's. */
export class ReviewReads {
  constructor(private readonly statements: Statements) {}

  async getReviews(
    context: CatalogueContext,
    productId: string,
    query: { offset: number; limit: number; sort: ReviewSort },
  ): Promise<ReviewPage | null> {
    // ADR 013: the list shows the reviews a shopper can read — those written in the page's language, in any
    // of its markets (de-AT, de-CH and de-DE on a German page), as the review carousel does (reviewLocalesOf). The
    // statistics stay the product's own, over every review (spec/3 §3 reviewRatingStatistics).
    const locales = JSON.stringify(reviewLocalesOf(context.language));
    // The statistics and how many reviews the list has, in one read; the page of reviews only when there is one.
    const product = this.statements.get<{
      rating_average: number;
      rating_count: number;
      ratings_distribution: string;
      total: number;
    }>(
      `select rating_average, rating_count, ratings_distribution,
         (select count(*) from reviews where ${SHOWN_REVIEWS}) as total
       from products where id = @productId and published = 1`,
      { productId, locales },
    );
    if (!product) return null;
    const { total } = product;
    const rows =
      query.offset >= total
        ? []
        : this.statements.all<ReviewRow>(reviewsPageSql(query.sort), {
            productId,
            locales,
            limit: query.limit,
            offset: query.offset,
          });
    return {
      offset: query.offset,
      limit: query.limit,
      count: rows.length,
      total,
      results: rows.map(toReview),
      exists: total > 0,
      statistics: {
        averageRating: product.rating_average,
        count: product.rating_count,
        ratingsDistribution: JSON.parse(product.ratings_distribution) as Record<string, number>,
      },
    };
  }

  async listReviewHighlights(
    context: CatalogueContext,
    query: ReviewHighlightQuery,
  ): Promise<ReviewHighlight[] | null> {
    return readReviewHighlights((sql, params) => this.statements.all(sql, params), context, query);
  }
}
