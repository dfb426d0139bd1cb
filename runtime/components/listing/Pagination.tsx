import { listingPageQuery } from '../../domain/routing/listing-links.ts';
import { pageNumbers } from '../../domain/routing/page-numbers.ts';
import { withQuery } from '../../domain/routing/query-string.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

interface PaginationProps {
  readonly page: number;
  readonly pageCount: number;
  readonly basePath: string;
  readonly query: string;
}

/**
 * spec/1 §2.6 paging: previous and next, and numbered links that keep the listing's sort, page size and filters.
 * Page 1 is linked without a `page` parameter (spec/1 §9.6: a query page equal to the first-page marker redirects);
 * the current page is marked `aria-current="page"`.
 */
export function Pagination({ page, pageCount, basePath, query }: PaginationProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const hrefOf = (number: number) => withQuery(basePath, listingPageQuery(query, number));
  return (
    <nav className="pagination" aria-label={t('listing.paging.label')}>
      <ul className="pagination__list">
        {page > 1 && (
          <li>
            <a className="pagination__step" href={hrefOf(page - 1)} rel="prev">
              {t('listing.paging.previous')}
            </a>
          </li>
        )}
        {pageNumbers(page, pageCount).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <a
                className="pagination__page"
                href={hrefOf(entry)}
                aria-label={t('listing.paging.page', { page: entry })}
                aria-current={entry === page ? 'page' : undefined}
              >
                {entry}
              </a>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <a className="pagination__step" href={hrefOf(page + 1)} rel="next">
              {t('listing.paging.next')}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
