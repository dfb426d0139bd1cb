import { isQuickTag, QUICK_TAGS } from '../../domain/catalogue/quick-tags.ts';
import { useId, type FormEvent, type ReactNode } from 'react';
import type { CurrencyCode } from '../../../generated/index.ts';
import { CURRENCIES } from '../../../generated/index.ts';
import {
  activeFilters,
  clearFiltersQuery,
  priceInMinorUnits,
  priceRangeInUnits,
  refinedCategoryLevels,
  type ActiveFilter,
} from '../../domain/routing/listing-filters.ts';
import {
  categoryLevelsQuery,
  keptFormFields,
  priceFilterQuery,
  ratingFilterQuery,
  toggledFilterQuery,
} from '../../domain/routing/listing-links.ts';
import { LISTING_QUERY_KEYS, MAX_PRICE_FILTER, parseListingQuery } from '../../domain/routing/listing-query.ts';
import { withQuery } from '../../domain/routing/query-string.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { Translate } from '../../i18n/translate.ts';
import type { ListingView } from '../../view/listing-data.ts';
import { useShop } from '../../view/use-shop.ts';
import { formatPrice, tagLabel } from '../format.ts';
import { goTo } from './go-to.ts';
import { HiddenFields } from './HiddenFields.tsx';

/**
 * How a category facet value links (spec/1 §2.6 category levels): on a category page to the sub-category's own page
 * (keeping the other filters), on the search page as the `lvl0`…`lvl4` refinement of the results.
 */
export type CategoryLinks = 'pages' | 'levels';

interface ListingFiltersProps {
  readonly listing: ListingView;
  readonly categoryLinks: CategoryLinks;
  readonly enhanced: boolean;
}

/** Whether a listing has anything for the filter panel to show: a filter in force or a facet value. */
export function hasFilters(listing: ListingView): boolean {
  const { facets } = listing;
  return (
    activeFilters(listing.query).length > 0 ||
    facets.tags.some((entry) => isQuickTag(entry.value)) ||
    facets.brands.length > 0 ||
    facets.ratings.some((entry) => entry.count > 0) ||
    facets.categories.length > 0 ||
    facets.price !== null
  );
}

/**
 * spec/1 §2.6 the filters from the listing's facets, with counts: quick tags, brand, average rating, price range and
 * category levels, as links and a GET form on the listing's query parameters (listing-query.ts LISTING_QUERY_KEYS),
 * and the filters in force, each removable. Every link starts again on the first page and keeps the rest.
 */
export function ListingFilters({ listing, categoryLinks, enhanced }: ListingFiltersProps) {
  const { t, locale } = useTranslation();
  const { frame, href } = useShop();
  const headingId = useId();
  const { query, basePath, facets } = listing;
  const state = parseListingQuery(query);
  const link = (next: string) => withQuery(basePath, next);
  const currency = frame.currency as CurrencyCode;
  const { fractionDigits } = CURRENCIES[currency];
  const price = (units: number) =>
    formatPrice({ centAmount: priceInMinorUnits(units, fractionDigits), currencyCode: currency }, locale);

  const quickTags = QUICK_TAGS.flatMap((tag) => facets.tags.filter((entry) => entry.value === tag));
  const ratings = facets.ratings.filter((entry) => entry.count > 0);
  const categoryHref = (entry: ListingView['facets']['categories'][number]) =>
    categoryLinks === 'pages'
      ? withQuery(href('category', { slug: entry.slug }), categoryLevelsQuery(query, []))
      : link(categoryLevelsQuery(query, refinedCategoryLevels(state.categoryLevels, entry.depth, entry.value)));
  const active = activeFilters(query);
  const clear = clearFiltersQuery(query);
  const categoryNames = [
    ...frame.categories,
    ...facets.categories.map((entry) => ({ key: entry.value, name: entry.name })),
  ];

  return (
    <section className="listing-filters" aria-labelledby={headingId}>
      <h2 id={headingId} className="listing-filters__title">
        {t('listing.filters.title')}
      </h2>
      {active.length > 0 && (
        <FilterGroup title={t('listing.filters.active')}>
          <ul className="listing-filters__active">
            {active.map((filter) => {
              const label = activeLabel(filter, t, price, categoryNames);
              return (
                <li key={`${filter.kind}-${label}`}>
                  <a className="filter-chip" href={link(filter.removeQuery)} rel="nofollow">
                    <span className="visually-hidden">{t('listing.filters.remove')} </span>
                    {label}
                    <span aria-hidden="true"> ×</span>
                  </a>
                </li>
              );
            })}
          </ul>
          {clear !== null && (
            <a className="listing-filters__clear" href={link(clear)} rel="nofollow">
              {t('listing.filters.clearAll')}
            </a>
          )}
        </FilterGroup>
      )}
      {quickTags.length > 0 && (
        <FilterGroup title={t('listing.filters.tags')}>
          <FacetList>
            {quickTags.map((entry) => (
              <FacetLink
                key={entry.value}
                href={link(toggledFilterQuery(query, LISTING_QUERY_KEYS.tag, entry.value))}
                label={t(`listing.tags.${entry.value}`)}
                count={entry.count}
                selected={(state.quickTags as readonly string[]).includes(entry.value)}
              />
            ))}
          </FacetList>
        </FilterGroup>
      )}
      {facets.brands.length > 0 && (
        <FilterGroup title={t('listing.filters.brand')}>
          <FacetList>
            {facets.brands.map((entry) => (
              <FacetLink
                key={entry.value}
                href={link(toggledFilterQuery(query, LISTING_QUERY_KEYS.brand, entry.value))}
                label={entry.value}
                count={entry.count}
                selected={state.brands.includes(entry.value)}
              />
            ))}
          </FacetList>
        </FilterGroup>
      )}
      {ratings.length > 0 && (
        <FilterGroup title={t('listing.filters.rating')}>
          <FacetList>
            {ratings.map((entry) => {
              const stars = Number(entry.value);
              const selected = state.minRating === stars;
              return (
                <FacetLink
                  key={entry.value}
                  href={link(ratingFilterQuery(query, selected ? null : stars))}
                  label={t('listing.filters.ratingAtLeast', { count: stars })}
                  count={entry.count}
                  selected={selected}
                />
              );
            })}
          </FacetList>
        </FilterGroup>
      )}
      {(facets.price !== null || state.priceMin !== null || state.priceMax !== null) && (
        <FilterGroup title={t('listing.filters.price')}>
          <PriceForm
            listing={listing}
            enhanced={enhanced}
            currency={currency}
            bounds={facets.price ? priceRangeInUnits(facets.price, fractionDigits) : null}
            min={state.priceMin}
            max={state.priceMax}
          />
        </FilterGroup>
      )}
      {facets.categories.length > 0 && (
        <FilterGroup title={t('listing.filters.category')}>
          <FacetList>
            {facets.categories.map((entry) => (
              <FacetLink
                key={entry.value}
                href={categoryHref(entry)}
                label={entry.name}
                count={entry.count}
                selected={false}
              />
            ))}
          </FacetList>
        </FilterGroup>
      )}
    </section>
  );
}

function activeLabel(
  filter: ActiveFilter,
  t: Translate,
  price: (units: number) => string,
  categories: readonly { readonly key: string; readonly name: string }[],
): string {
  switch (filter.kind) {
    case 'quickTag':
    case 'tag':
      return tagLabel(filter.value, t);
    case 'rating':
      return t('listing.filters.ratingAtLeast', { count: filter.value });
    case 'price':
      if (filter.min !== null && filter.max !== null) return `${price(filter.min)} – ${price(filter.max)}`;
      return filter.min !== null
        ? t('listing.filters.priceFrom', { price: price(filter.min) })
        : t('listing.filters.priceUpTo', { price: price(filter.max!) });
    case 'category':
      // The facet offers the sub-categories of the levels chosen, so a chosen level is named from the first-level
      // categories the frame has; a deeper one shows its key (ListingView does not name the chosen levels).
      return categories.find((entry) => entry.key === filter.value)?.name ?? filter.value;
    default:
      return filter.value;
  }
}

function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="listing-filters__group" aria-labelledby={id}>
      <h3 id={id} className="listing-filters__group-title">
        {title}
      </h3>
      {children}
    </section>
  );
}

function FacetList({ children }: { children: ReactNode }) {
  return <ul className="facet-list">{children}</ul>;
}

interface FacetLinkProps {
  readonly href: string;
  readonly label: string;
  readonly count: number;
  readonly selected: boolean;
}

/** A facet value: a link that switches its filter, with its product count; a chosen value says so. */
function FacetLink({ href, label, count, selected }: FacetLinkProps) {
  const { t } = useTranslation();
  return (
    <li>
      {/* Filter links are nofollow: their combinations are endless, the listing itself is indexed (canonical link). */}
      <a className={selected ? 'facet facet--selected' : 'facet'} href={href} rel="nofollow">
        <span className="facet__label">{label}</span> <span className="facet__count">({count})</span>
        {selected && <span className="visually-hidden"> {t('listing.filters.selected')}</span>}
      </a>
    </li>
  );
}

interface PriceFormProps {
  readonly listing: ListingView;
  readonly enhanced: boolean;
  readonly currency: CurrencyCode;
  /** The facet's range in whole currency units, as placeholders. */
  readonly bounds: { readonly min: number; readonly max: number } | null;
  readonly min: number | null;
  readonly max: number | null;
}

/** spec/1 §2.6 price range (up to 1,000,000): a GET form with minimum and maximum, in currency units. */
function PriceForm({ listing, enhanced, currency, bounds, min, max }: PriceFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const end = (name: string) => String(form.get(name) ?? '');
    goTo(
      listing.basePath,
      priceFilterQuery(listing.query, end(LISTING_QUERY_KEYS.priceMin), end(LISTING_QUERY_KEYS.priceMax)),
    );
  };
  const input = (name: string, label: string, value: number | null, placeholder: number | undefined) => (
    <p className="price-filter__end">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        name={name}
        type="number"
        inputMode="decimal"
        min={0}
        max={MAX_PRICE_FILTER}
        step="0.01"
        defaultValue={value ?? ''}
        placeholder={placeholder === undefined ? undefined : String(placeholder)}
      />
    </p>
  );
  return (
    <form
      key={listing.query}
      className="price-filter"
      method="get"
      action={listing.basePath}
      onSubmit={enhanced ? submit : undefined}
    >
      <HiddenFields
        fields={keptFormFields(listing.query, [LISTING_QUERY_KEYS.priceMin, LISTING_QUERY_KEYS.priceMax])}
      />
      {input(LISTING_QUERY_KEYS.priceMin, t('listing.filters.priceMin', { currency }), min, bounds?.min)}
      {input(LISTING_QUERY_KEYS.priceMax, t('listing.filters.priceMax', { currency }), max, bounds?.max)}
      <button type="submit" className="button">
        {t('listing.apply')}
      </button>
    </form>
  );
}
