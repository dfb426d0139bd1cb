import { campaignNameOfLabel } from '../../runtime/domain/money/campaign.ts';
import { BlockContentError, type BlockLoader } from '../../runtime/view/block-types.ts';
import {
  activeCampaignOf,
  categoriesOf,
  routeLink,
  tagListingLink,
  taggedListing,
} from '../hero-banner/block-link.server.ts';
import type { PromoCard, PromoListData, PromoListProps } from './PromoList.tsx';

/**
 * The promotions' links in the page's language, with the categories of all cards fetched in one call: a route's
 * path; a category's page, refined to the tag when one is given; or, for a tag alone, the tag's listing across the
 * catalogue (block-link.server.ts, shared with the banners). A category key that names no category is a content
 * mistake, reported with the card's pointer (/items/2/categoryKey). A card is left out while it has nothing to show
 * in the country: its campaign tag names a campaign that is not active (spec/1 §4), or its category has no products
 * in the market (spec/1 §3 hasProducts per market). A list left without cards is not shown.
 */
export const loadPromoList: BlockLoader<PromoListProps, PromoListData> = async (props, context) => {
  const { shop, now } = context;
  const categories = await categoriesOf(
    props.items.flatMap((item) => (item.categoryKey === undefined ? [] : [item.categoryKey])),
    context,
  );
  const items = props.items.flatMap((item, index): PromoCard[] => {
    const category = item.categoryKey === undefined ? null : (categories.get(item.categoryKey) ?? null);
    if (item.categoryKey !== undefined && category === null) {
      throw new BlockContentError(`/items/${index}/categoryKey`, `names no known category (got "${item.categoryKey}")`);
    }
    if (category !== null && !category.custom.hasProducts) return [];
    const campaign = item.tag === undefined ? null : campaignNameOfLabel(item.tag);
    if (campaign !== null && activeCampaignOf(campaign, shop, now) === null) return [];
    let link: string;
    if (item.routeKey !== undefined) link = routeLink(item.routeKey, shop);
    else if (category !== null) link = taggedListing(category.link, item.tag ?? null);
    else if (item.tag !== undefined) link = tagListingLink(item.tag, shop);
    else throw new BlockContentError(`/items/${index}`, 'links nowhere: give a categoryKey, a routeKey or a tag');
    return [{ title: item.title, text: item.text ?? null, badge: item.badge ?? null, link }];
  });
  return items.length === 0 ? null : { items };
};
