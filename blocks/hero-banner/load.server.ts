import type { BlockLoader } from '../../runtime/view/block-types.ts';
import { resolveBlockLink } from './block-link.server.ts';
import type { HeroBannerData, HeroBannerProps } from './HeroBanner.tsx';

/**
 * The banner's category (name, picture, link in the page's language), or the route's path; and its campaign while
 * active in the country at `now` (spec/1 §4). During the campaign the link shows the category's products with the
 * campaign's label (spec/1 §2.1: the tag refinement list may carry a campaign tag) — block-link.server.ts, shared
 * with the promo banner and the image-and-text banner.
 */
export const loadHeroBanner: BlockLoader<HeroBannerProps, HeroBannerData> = async (props, context) => {
  const { category, link, activeCampaign } = await resolveBlockLink(props, context);
  return {
    category: category === null ? null : { name: category.name, imageUrl: category.custom.imageUrl },
    link,
    activeCampaign,
  };
};
