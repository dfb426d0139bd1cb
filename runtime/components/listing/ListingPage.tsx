import { clearFiltersQuery } from '../../domain/routing/listing-filters.ts';
import { withQuery } from '../../domain/routing/query-string.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { ListingView } from '../../view/listing-data.ts';
import { formatCount } from '../format.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { EmptyListing } from './EmptyListing.tsx';
import { FilterDialog } from './FilterDialog.tsx';
import { hasFilters, ListingFilters } from './ListingFilters.tsx';
import { Pagination } from './Pagination.tsx';
import { ProductGrid } from './ProductGrid.tsx';
import { SortForm } from './SortForm.tsx';
import { useEnhanced } from './use-enhanced.ts';
import './listing.css';

/** A category page's place and sub-categories (pages/slug/+data.ts CategoryData). */
export interface ListingCategory {
  readonly name: string;
  readonly breadcrumbs: readonly { readonly name: string; readonly link: string }[];
  readonly children: readonly { readonly key: string; readonly name: string; readonly link: string }[];
}

interface ListingPageProps {
  readonly heading: string;
  readonly listing: ListingView;
  /** On a category page: breadcrumbs and child-category links; category facets link to the sub-category pages. */
  readonly category?: ListingCategory;
}

/**
 * spec/1 §2.6 Listing pages, for a category and for the search page: heading (with breadcrumbs and sub-categories
 * on a category page), result count, sort and page size, filters — a sidebar on wide screens, a modal below 768 px
 * (spec/1 §9.7) — the product grid, and paging; 'No results' when nothing is found (spec/1 §8).
 */
/** The sidebar's id: the small-screen filter button leads there without JavaScript. */
const FILTERS_ID = 'listing-filters';

export function ListingPage({ heading, listing, category }: ListingPageProps) {
  const { t, locale } = useTranslation();
  const enhanced = useEnhanced();
  const categoryLinks = category ? 'pages' : 'levels';
  const filters = hasFilters(listing);
  const clear = clearFiltersQuery(listing.query);
  return (
    <div className={enhanced ? 'listing listing--enhanced' : 'listing'}>
      <header className="listing__header">
        {category && <Breadcrumbs trail={category.breadcrumbs} current={category.name} />}
        <h1 className="listing__heading">{heading}</h1>
        {category && category.children.length > 0 && (
          <nav className="listing__children" aria-label={t('listing.subcategories')}>
            <ul>
              {category.children.map((child) => (
                <li key={child.key}>
                  <a className="category-chip" href={child.link}>
                    {child.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      <div className={filters ? 'listing__body listing__body--with-filters' : 'listing__body'}>
        {filters && (
          <aside className="listing__sidebar" id={FILTERS_ID}>
            <ListingFilters listing={listing} categoryLinks={categoryLinks} enhanced={enhanced} />
          </aside>
        )}
        <div className="listing__main">
          <div className="listing__toolbar">
            <p className="listing__count" role="status">
              {t('listing.resultCount', {
                count: listing.total,
                total: formatCount(listing.total, locale),
              })}
            </p>
            {filters && (
              <FilterDialog
                listing={listing}
                categoryLinks={categoryLinks}
                enhanced={enhanced}
                sidebarId={FILTERS_ID}
              />
            )}
            {listing.total > 0 && <SortForm listing={listing} enhanced={enhanced} />}
          </div>
          {listing.total > 0 ? (
            <ProductGrid products={listing.products} label={t('listing.products')} />
          ) : (
            <EmptyListing clearFiltersHref={clear === null ? null : withQuery(listing.basePath, clear)} />
          )}
          <Pagination
            page={listing.page}
            pageCount={listing.pageCount}
            basePath={listing.basePath}
            query={listing.query}
          />
        </div>
      </div>
    </div>
  );
}
