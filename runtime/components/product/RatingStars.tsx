import { useTranslation } from '../../i18n/use-translation.ts';
import { formatRating } from '../format.ts';
import './product.css';

const STARS = 5;

/** A rating out of 5 as stars; the stars are decoration, the words say the rating (spec/3 §3 rating). */
export function RatingStars({ rating }: { rating: number }) {
  const { t, locale } = useTranslation();
  const filled = Math.round(Math.min(Math.max(rating, 0), STARS));
  return (
    <span className="rating-stars">
      <span aria-hidden="true">
        <span className="rating-stars__filled">{'★'.repeat(filled)}</span>
        <span className="rating-stars__empty">{'★'.repeat(STARS - filled)}</span>
      </span>
      <span className="visually-hidden">{t('product.reviews.rating', { rating: formatRating(rating, locale) })}</span>
    </span>
  );
}
