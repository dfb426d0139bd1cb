import { useId, useState, type FormEvent } from 'react';
import { keptFormFields, listingHitsPerPageQuery, listingSortQuery } from '../../domain/routing/listing-links.ts';
import {
  DEFAULT_HITS_PER_PAGE,
  DEFAULT_SORT,
  HITS_PER_PAGE_OPTIONS,
  LISTING_QUERY_KEYS,
  SORT_OPTIONS,
  type HitsPerPage,
  type SortOption,
} from '../../domain/routing/listing-query.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { ListingView } from '../../view/listing-data.ts';
import { goTo } from './go-to.ts';
import { HiddenFields } from './HiddenFields.tsx';

const OWN_FIELDS = [LISTING_QUERY_KEYS.sort, LISTING_QUERY_KEYS.hitsPerPage];

/**
 * spec/1 §2.6 sort (six options) and page size (12, 24, 36, 48; default 24). A GET form that works without
 * JavaScript: its hidden fields carry the rest of the listing's query, and it submits with its button. With
 * JavaScript a change submits it at once, and the button is only visually hidden (it shows when focused).
 */
export function SortForm({ listing, enhanced }: { listing: ListingView; enhanced: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const sort = SORT_OPTIONS.find((option) => option === form.get(LISTING_QUERY_KEYS.sort)) ?? DEFAULT_SORT;
    const size =
      HITS_PER_PAGE_OPTIONS.find((option) => String(option) === form.get(LISTING_QUERY_KEYS.hitsPerPage)) ??
      DEFAULT_HITS_PER_PAGE;
    goTo(listing.basePath, listingHitsPerPageQuery(listingSortQuery(listing.query, sort), size));
  };
  // The selects show the listing's state, and follow it after a client-side navigation. The form is not re-created
  // (keyed) for that: the select just changed keeps the keyboard focus.
  const [shown, setShown] = useState({ sort: listing.sort, size: listing.hitsPerPage, query: listing.query });
  if (shown.query !== listing.query) setShown({ sort: listing.sort, size: listing.hitsPerPage, query: listing.query });
  const change = (next: Partial<Pick<typeof shown, 'sort' | 'size'>>, form: HTMLFormElement | null) => {
    setShown({ ...shown, ...next });
    // During the change event the select already holds the new value, so the submitted form data carries it.
    form?.requestSubmit();
  };
  return (
    <form className="listing-sort" method="get" action={listing.basePath} onSubmit={enhanced ? submit : undefined}>
      <HiddenFields fields={keptFormFields(listing.query, OWN_FIELDS)} />
      <label htmlFor={`${id}-sort`}>{t('listing.sort.label')}</label>
      <select
        id={`${id}-sort`}
        name={LISTING_QUERY_KEYS.sort}
        value={shown.sort}
        onChange={(event) => change({ sort: event.currentTarget.value as SortOption }, event.currentTarget.form)}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {t(`listing.sort.${option}`)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-size`}>{t('listing.hitsPerPage')}</label>
      <select
        id={`${id}-size`}
        name={LISTING_QUERY_KEYS.hitsPerPage}
        value={String(shown.size)}
        onChange={(event) =>
          change({ size: Number(event.currentTarget.value) as HitsPerPage }, event.currentTarget.form)
        }
      >
        {HITS_PER_PAGE_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <button type="submit" className={enhanced ? 'button visually-hidden-focusable' : 'button'}>
        {t('listing.apply')}
      </button>
    </form>
  );
}
