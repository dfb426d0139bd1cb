import type { BlockLoader } from '../../runtime/view/block-types.ts';
import { activeCampaignOf, resolveBlockLink } from '../hero-banner/block-link.server.ts';
import type { PromoBannerData, PromoBannerProps } from './PromoBanner.tsx';

/**
 * The banner's link in the page's language, resolved as the hero banner's (blocks/hero-banner/block-link.server.ts):
 * a category's page (its campaign products while the campaign is active) or a route. A banner with a campaign is
 * left out (null) unless the campaign is active in the country at `now` (spec/1 §4) — asked before the store, so
 * the frame of every page outside the campaign costs no call.
 */
export const loadPromoBanner: BlockLoader<PromoBannerProps, PromoBannerData> = async (props, context) => {
  if (props.campaign !== undefined && activeCampaignOf(props.campaign, context.shop, context.now) === null) return null;
  const { link } = await resolveBlockLink(props, context);
  return { link };
};
