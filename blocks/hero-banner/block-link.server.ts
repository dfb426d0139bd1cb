import { href } from '../../generated/index.ts';
import type { Category } from '../../generated/types.ts';
import { activeCampaigns, campaignLabel } from '../../runtime/domain/money/campaign.ts';
import { LISTING_QUERY_KEYS } from '../../runtime/domain/routing/listing-query.ts';
import { withQuery } from '../../runtime/domain/routing/query-string.ts';
import type { ShopRoute } from '../../runtime/view/shop-route.ts';
import { BlockContentError, type BlockLoaderContext } from '../../runtime/view/block-types.ts';
import type { BlockLinkRouteKey } from './route-keys.ts';

// Where a content block links (spec/1 §2.9 banners, promo lists), resolved on the server in the page's language:
// a category's page (spec/1 §3 Category link), a route without parameters (spec/1 §2.1), or a listing filtered by a
// tag (spec/1 §2.1 "a tag refinement list (may carry a campaign tag)"). One module, so the hero banner, the promo
// banner, the image-and-text banner and the promo list link alike.

type LinkShop = Pick<ShopRoute, 'country' | 'language'>;

/** The link props the banners share (schema.json of hero-banner, promo-banner, image-text). */
export interface BlockLinkProps {
  readonly categoryKey?: string;
  readonly routeKey?: BlockLinkRouteKey;
  readonly campaign?: string;
}

/** A banner's link resolved: its category (when it links to one), the link, the campaign while it is active. */
export interface BlockLink {
  readonly category: Category | null;
  readonly link: string | null;
  /** The campaign's name, only while it is active in the page's country (spec/1 §4). */
  readonly activeCampaign: string | null;
}

/**
 * The campaign's name while it is active in the country at `now` (spec/1 §4: start not in the future, end in the
 * future; the country's store campaigns), else null — also for a campaign the country does not run.
 */
export function activeCampaignOf(name: string | undefined, shop: LinkShop, now: Date): string | null {
  if (name === undefined) return null;
  return activeCampaigns(shop.country, now).some((campaign) => campaign.name === name) ? name : null;
}

/** A route's path in the page's country and language (spec/1 §2.1 language prefix included). */
export function routeLink(routeKey: BlockLinkRouteKey, shop: LinkShop): string {
  return href(routeKey, {}, { country: shop.country, language: shop.language });
}

/** A listing's path refined to one tag (spec/1 §2.1 tag refinement list, §2.6 tags); without a tag, the path. */
export function taggedListing(path: string, tag: string | null): string {
  return tag === null ? path : withQuery(path, new URLSearchParams({ [LISTING_QUERY_KEYS.tag]: tag }).toString());
}

/**
 * The listing of a tag across the catalogue: the search page (spec/1 §2.1 /search) with only the tag refinement —
 * the page lists every product when it has neither search text nor preset, and the tag filters them (spec/1 §2.6).
 */
export function tagListingLink(tag: string, shop: LinkShop): string {
  return taggedListing(routeLink('search', shop), tag);
}

/**
 * The categories the keys name, in the page's language (spec/3 §7 categories query by keys), in one call; a key
 * that names no category is absent from the map (the caller reports it with its pointer).
 */
export async function categoriesOf(
  keys: readonly string[],
  { shop, operations }: Pick<BlockLoaderContext, 'shop' | 'operations'>,
): Promise<ReadonlyMap<string, Category>> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return new Map();
  const { results } = await operations.call('queryCategories', {
    keys: unique,
    language: shop.language,
    limit: unique.length,
    offset: 0,
  });
  return new Map(results.map((category) => [category.key, category]));
}

/**
 * A banner's link (spec/1 §2.9 banners): the category's page, or the route's path, in the page's language. While
 * the banner's campaign is active in the country (spec/1 §4), a category link shows the category's products
 * carrying the campaign's label (spec/1 §2.1: the tag refinement list may carry a campaign tag). A category key
 * that names no category is a content mistake (pointer /categoryKey); a route needs no call to the store.
 */
export async function resolveBlockLink(props: BlockLinkProps, context: BlockLoaderContext): Promise<BlockLink> {
  const { categoryKey } = props;
  const category =
    categoryKey === undefined ? null : ((await categoriesOf([categoryKey], context)).get(categoryKey) ?? null);
  if (categoryKey !== undefined && category === null) {
    throw new BlockContentError('/categoryKey', `names no known category (got "${categoryKey}")`);
  }
  const activeCampaign = activeCampaignOf(props.campaign, context.shop, context.now);
  const link =
    category !== null
      ? taggedListing(category.link, activeCampaign === null ? null : campaignLabel(activeCampaign))
      : props.routeKey !== undefined
        ? routeLink(props.routeKey, context.shop)
        : null;
  return { category, link, activeCampaign };
}
