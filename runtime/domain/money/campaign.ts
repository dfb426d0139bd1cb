import { COUNTRIES, type Campaign, type CountryCode } from '../../../generated/index.ts';
import { byCountry } from '../country/by-country.ts';

/**
 * spec/1 §4 and spec/2 §9: "campaign labels begin with a campaign prefix"; the spec does not show the prefix. The shop
 * uses 'campaign-', so a listing tag or label such as 'campaign-black-week' names the campaign 'black-week' and can
 * never be taken for a product quick tag (new, bestseller, bware, on-sale, topRated: spec/1 §2.6).
 */
export const CAMPAIGN_LABEL_PREFIX = 'campaign-';

/** The label (and listing tag) of a campaign: the prefix, then the campaign's name. */
export function campaignLabel(name: string): string {
  return CAMPAIGN_LABEL_PREFIX + name;
}

/** The campaign name a label carries, or null when the text is not a campaign label. */
export function campaignNameOfLabel(label: string): string | null {
  return label.length > CAMPAIGN_LABEL_PREFIX.length && label.startsWith(CAMPAIGN_LABEL_PREFIX)
    ? label.slice(CAMPAIGN_LABEL_PREFIX.length)
    : null;
}

function millis(now: Date | number): number {
  return typeof now === 'number' ? now : now.getTime();
}

/** A store campaign with its label and its dates read once. */
export interface StoreCampaign {
  readonly name: string;
  readonly label: string;
  readonly start: number;
  readonly end: number;
}

/** A store's campaign list read once (a store without the campaigns field runs none). */
export function storeCampaigns(campaigns: readonly Campaign[] = []): StoreCampaign[] {
  return campaigns.map(({ name, startDate, endDate }) => ({
    name,
    label: campaignLabel(name),
    start: Date.parse(startDate),
    end: Date.parse(endDate),
  }));
}

// Per-country campaigns, parsed once at load: the campaign check runs on every listing render. Marked pure so a
// browser bundle that uses only the label helpers above drops it, and all 25 countries' config with it.
const campaignsByCountry = /* @__PURE__ */ byCountry((country): readonly StoreCampaign[] =>
  storeCampaigns(COUNTRIES[country].flags.campaigns),
);

/**
 * The country's store campaigns (COUNTRIES[c].flags.campaigns) that are active at `now`, in config order. spec/1 §4;
 * spec/2 §9: a campaign is active when its start is not in the future and its end is in the future — so it is active
 * from the very moment of its start and no longer at the moment of its end. `now` is a parameter (a Date or epoch
 * milliseconds): the rule never reads the clock.
 */
export function activeCampaigns(country: CountryCode, now: Date | number): StoreCampaign[] {
  const at = millis(now);
  return campaignsByCountry[country].filter((campaign) => campaign.start <= at && at < campaign.end);
}
