import { useTranslation } from '../../i18n/use-translation.ts';
import { useShop } from '../../view/use-shop.ts';

/**
 * spec/1 §8 'No results' for an empty listing, with a way on: removing the filters (when some are in force) and the
 * home page.
 */
export function EmptyListing({ clearFiltersHref }: { clearFiltersHref: string | null }) {
  const { t } = useTranslation();
  const { href } = useShop();
  return (
    <div className="listing-empty">
      <p className="listing-empty__title">{t('listing.empty.title')}</p>
      <p>{t('listing.empty.hint')}</p>
      <p className="listing-empty__actions">
        {clearFiltersHref !== null && (
          <a className="button" href={clearFiltersHref} rel="nofollow">
            {t('listing.filters.clearAll')}
          </a>
        )}
        <a className="button button--primary" href={href('home')}>
          {t('listing.empty.home')}
        </a>
      </p>
    </div>
  );
}
