import { href } from '../../generated/index.ts';
import { activeCampaigns } from '../../runtime/domain/money/campaign.ts';
import { LISTING_QUERY_KEYS } from '../../runtime/domain/routing/listing-query.ts';
import { withQuery } from '../../runtime/domain/routing/query-string.ts';
import { messagesFor } from '../../runtime/i18n/messages.server.ts';
import { createTranslator, type Translate } from '../../runtime/i18n/translate.ts';
import { BlockContentError, type BlockLoader } from '../../runtime/view/block-types.ts';
import type { CampaignCountdownData, CampaignCountdownProps } from './CampaignCountdown.tsx';

/** A campaign's name in the page's language (translations blocks.campaigns), or its name without a translation. */
export function campaignName(name: string, t: Translate): string {
  const key = `blocks.campaigns.${name}`;
  const translated = t(key);
  return translated === key ? name : translated;
}

/**
 * spec/1 §2.9 campaign countdown: the campaign's end, while the campaign is active in the page's country at the
 * request's instant (spec/1 §4, the rule of runtime/domain/money/campaign.ts on COUNTRIES[c].flags.campaigns) —
 * otherwise nothing (null: the block is left out, before the start and from the end on, without asking the store).
 * The data carries the server's instant too, so the browser's first render shows what the server's did; the
 * campaign's name in the page's language (blocks.campaigns, the name itself without a translation); and the link:
 * the category's products with the campaign's label (spec/1 §2.1 campaign tag), a route, or else the search page's
 * listing of all products with the label. An unknown category is a content error.
 */
export const loadCampaignCountdown: BlockLoader<CampaignCountdownProps, CampaignCountdownData> = async (
  props,
  { shop, operations, now },
) => {
  const campaign = activeCampaigns(shop.country, now).find(({ name }) => name === props.campaign);
  if (campaign === undefined) return null;
  const target = { country: shop.country, language: shop.language };
  const tag = new URLSearchParams({ [LISTING_QUERY_KEYS.tag]: campaign.label }).toString();
  let link: string;
  if (props.categoryKey !== undefined) {
    const { results } = await operations.call('queryCategories', {
      keys: [props.categoryKey],
      language: shop.language,
      limit: 1,
      offset: 0,
    });
    const category = results[0];
    if (category === undefined) {
      throw new BlockContentError('/categoryKey', `names no known category (got "${props.categoryKey}")`);
    }
    link = withQuery(category.link, tag);
  } else if (props.routeKey !== undefined) {
    link = href(props.routeKey, {}, target);
  } else {
    link = withQuery(href('search', {}, target), tag);
  }
  return {
    endsAt: new Date(campaign.end).toISOString(),
    now: now.toISOString(),
    label: campaignName(campaign.name, createTranslator(shop.locale, messagesFor(shop.locale))),
    link,
  };
};
