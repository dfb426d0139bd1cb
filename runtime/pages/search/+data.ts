// https://vike.dev/data — the search page (spec/1 §2.1 /search, §2.5; presets new-arrivals and sales).
import type { PageContextServer } from 'vike/types';
import {
  MAX_SEARCH_LENGTH,
  SEARCH_TEXT_KEY,
  searchListingQuery,
  searchPresetOf,
  type SearchPreset,
} from '../../domain/routing/search-bar.ts';
import type { ListingView } from '../../view/listing-data.ts';
import { listingOf, listingSeo } from '../listing-data.server.ts';
import type { PageData } from '../../view/page-seo.ts';
import { requestQueryOf } from '../request-query.ts';
import { prefixedAlternates, serverTranslator } from '../page-seo.server.ts';

export interface SearchData extends PageData {
  readonly text: string;
  readonly preset: SearchPreset | null;
  readonly heading: string;
  readonly listing: ListingView;
}

export async function data(pageContext: PageContextServer): Promise<SearchData> {
  const t = serverTranslator(pageContext);
  const params = new URLSearchParams(requestQueryOf(pageContext));
  const text = (params.get(SEARCH_TEXT_KEY) ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  const preset = searchPresetOf(params);
  const listing = await listingOf(pageContext, {
    ...(text !== '' ? { text } : {}),
    ...(preset !== null ? { preset } : {}),
  });
  const heading =
    preset !== null
      ? t(`listing.preset.${preset}`)
      : text !== ''
        ? t('listing.searchFor', { text })
        : t('listing.allProducts');
  return {
    text,
    preset,
    heading,
    listing,
    seo: listingSeo(
      pageContext,
      listing,
      {
        title: `${heading} – Multishop`,
        description: heading,
        alternates: prefixedAlternates(pageContext, '/search'),
        // Search results are not indexed; their links are followed.
        noindex: true,
      },
      searchListingQuery(text, preset),
    ),
  };
}
