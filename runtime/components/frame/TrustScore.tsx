import { useTranslation } from '../../i18n/use-translation.ts';
import { formatRating } from '../format.ts';

/** The shop's score on the review platform, shown by the header's widget (spec/1 §2.3). */
export const TRUST_SCORE = 4.8;

/**
 * spec/1 §2.3 "A trust-score widget in the header when the store flag is on". The score is written as the page's
 * locale writes numbers (ADR 013: "4,8 / 5" in German, not "4.8 / 5"), on one line.
 */
export function TrustScore() {
  const { t, locale } = useTranslation();
  return (
    <span className="trust-score" title={t('frame.trustScore.label')}>
      <span aria-hidden="true">★</span> {t('frame.trustScore.score', { score: formatRating(TRUST_SCORE, locale) })}
      <span className="visually-hidden"> {t('frame.trustScore.label')}</span>
    </span>
  );
}
