import type { ReviewSort } from '../../domain/customer/review-list.ts';
import { reviewQueryString } from '../../domain/customer/review-query.ts';
import type { RatingView, ReviewsView } from '../../view/product-view.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatRating, languageName } from '../format.ts';
import { RatingStars } from './RatingStars.tsx';
import './product.css';
import { REVIEWS_ANCHOR } from './review-anchor.ts';

export { REVIEWS_ANCHOR };

const SORTS: readonly { sort: ReviewSort; label: string }[] = [
  { sort: 'rating', label: 'product.reviews.sortRating' },
  { sort: 'mostRecent', label: 'product.reviews.sortRecent' },
];

/**
 * spec/3 §2 Review list and §3 rating statistics: the average, the count and the distribution by stars, then the
 * reviews, 10 a page, sorted by rating (then date) or most recent first. Sort and page are links with the state in
 * the query (`?reviewSort=recent&reviewPage=2`), rendered by the server, so they work without JavaScript; with it,
 * the client navigates and keeps the scroll position. Review text is the customer's: it is shown as text, so any
 * markup in it stays inert.
 */
export function ProductReviews({
  rating,
  reviews,
  basePath,
}: {
  rating: RatingView;
  reviews: ReviewsView;
  basePath: string;
}) {
  const { t, locale } = useTranslation();
  const link = (page: number, sort: ReviewSort) => {
    const query = reviewQueryString({ page, sort });
    return `${basePath}${query === '' ? '' : `?${query}`}#${REVIEWS_ANCHOR}`;
  };
  const most = Math.max(1, ...rating.distribution.map((row) => row.count));
  return (
    <section className="reviews" aria-labelledby={REVIEWS_ANCHOR}>
      <h2 id={REVIEWS_ANCHOR} tabIndex={-1}>
        {t('product.reviews.heading')}
      </h2>
      {rating.count === 0 ? (
        <p className="reviews__none">{t('product.reviews.none')}</p>
      ) : (
        <div className="reviews__summary">
          <p className="reviews__average">
            <span className="reviews__average-value">
              {t('product.reviews.average', { rating: formatRating(rating.average, locale) })}
            </span>
            <RatingStars rating={rating.average} />
            <span className="reviews__count">{t('product.reviews.count', { count: rating.count })}</span>
          </p>
          <table className="reviews__distribution">
            <caption className="visually-hidden">{t('product.reviews.distribution')}</caption>
            <tbody>
              {rating.distribution.map((row) => (
                <tr key={row.stars}>
                  <th scope="row">{t('product.reviews.stars', { count: row.stars })}</th>
                  <td className="reviews__bar" aria-hidden="true">
                    <span style={{ width: `${Math.round((row.count / most) * 100)}%` }} />
                  </td>
                  <td>{row.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {reviews.total < rating.count && (
        // The statistics count every review; the list only those in the page's language (ADR 013).
        <p className="reviews__language">{t('product.reviews.inLanguage', { language: languageName(locale) })}</p>
      )}
      {reviews.total > 0 && (
        <>
          <nav className="reviews__sort" aria-label={t('product.reviews.sort')}>
            <ul>
              {SORTS.map(({ sort, label }) => (
                <li key={sort}>
                  <a
                    href={link(1, sort)}
                    aria-current={sort === reviews.sort ? 'true' : undefined}
                    keep-scroll-position=""
                    rel="nofollow"
                  >
                    {t(label)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <ol className="reviews__list">
            {reviews.reviews.map((review) => (
              <li key={review.id}>
                <article className="review">
                  <h3 className="review__title">{review.title}</h3>
                  <RatingStars rating={review.rating} />
                  <p className="review__meta">
                    {t('product.reviews.by', { author: review.authorName, date: review.date })}
                  </p>
                  <p className="review__text">{review.text}</p>
                  {review.response !== null && (
                    <div className="review__response">
                      <p className="review__response-heading">{t('product.reviews.response')}</p>
                      <p>{review.response}</p>
                    </div>
                  )}
                </article>
              </li>
            ))}
          </ol>
          {reviews.pageCount > 1 && (
            <nav className="reviews__pages" aria-label={t('product.reviews.pages')}>
              {reviews.page > 1 && (
                <a href={link(reviews.page - 1, reviews.sort)} rel="prev nofollow" keep-scroll-position="">
                  {t('product.reviews.previous')}
                </a>
              )}
              <span aria-current="page">
                {t('product.reviews.page', { page: reviews.page, count: reviews.pageCount })}
              </span>
              {reviews.page < reviews.pageCount && (
                <a href={link(reviews.page + 1, reviews.sort)} rel="next nofollow" keep-scroll-position="">
                  {t('product.reviews.next')}
                </a>
              )}
            </nav>
          )}
        </>
      )}
    </section>
  );
}
