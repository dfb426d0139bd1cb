import { href, type CountryCode, type LanguageCode } from '../../generated/index.ts';
import { activeCampaigns, campaignLabel } from '../../runtime/domain/money/campaign.ts';
import { LISTING_QUERY_KEYS } from '../../runtime/domain/routing/listing-query.ts';
import { withQuery } from '../../runtime/domain/routing/query-string.ts';
import { BlockContentError, type BlockLoader } from '../block-types.ts';
import type { HeroBannerData, HeroBannerProps } from './HeroBanner.tsx';

/**
 * The banner's category (name, picture, link in the page's language), or the route's path; and its campaign while
 * active in the country at `now` (spec/1 §4). During the campaign the link shows the category's products with the
 * campaign's label (spec/1 §2.1: the tag refinement list may carry a campaign tag).
 */
export const loadHeroBanner: BlockLoader<HeroBannerProps, HeroBannerData> = async (
  props,
  { shop, operations, now },
) => {
  const { categoryKey } = props;
  const category =
    categoryKey === undefined
      ? null
      : ((
          await operations.call('queryCategories', {
            keys: [categoryKey],
            language: shop.language,
            limit: 1,
            offset: 0,
          })
        ).results[0] ?? null);
  if (categoryKey !== undefined && category === null) {
    throw new BlockContentError('/categoryKey', `names no known category (got "${categoryKey}")`);
  }
  const activeCampaign =
    props.campaign !== undefined && activeCampaigns(shop.country, now).some(({ name }) => name === props.campaign)
      ? props.campaign
      : null;
  let link: string | null = null;
  if (category !== null) {
    const tag =
      activeCampaign === null ? '' : new URLSearchParams({ [LISTING_QUERY_KEYS.tag]: campaignLabel(activeCampaign) });
    link = withQuery(category.link, tag.toString());
  } else if (props.routeKey !== undefined) {
    link = href(props.routeKey, {} as never, {
      country: shop.country as CountryCode,
      language: shop.language as LanguageCode as never,
    });
  }
  return {
    category: category === null ? null : { name: category.name, imageUrl: category.custom.imageUrl },
    link,
    activeCampaign,
  };
};
