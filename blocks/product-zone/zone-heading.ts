import { QUICK_TAGS } from '../../runtime/domain/catalogue/quick-tags.ts';
import { tagLabel } from '../../runtime/components/format.ts';
import { campaignNameOfLabel } from '../../runtime/domain/money/campaign.ts';
import type { Translate } from '../../runtime/i18n/translate.ts';

/** spec/1 §2.6 product quick tags: each has a heading of its own (translations blocks.productZone.tags). */
const QUICK: ReadonlySet<string> = new Set(QUICK_TAGS);

/**
 * The heading of a product block (spec/1 §2.9 product zones and product listings): the CMS's own, else the quick
 * tag's name (Bestsellers …), else a campaign tag's campaign (Black Week, ADR 013: never the label
 * 'campaign-black-week'), else the category's name, else 'Selected products'.
 */
export function zoneHeading(
  props: { readonly heading?: string; readonly tag?: string },
  categoryName: string | null,
  t: Translate,
): string {
  if (props.heading !== undefined) return props.heading;
  if (props.tag !== undefined && QUICK.has(props.tag)) return t(`blocks.productZone.tags.${props.tag}`);
  if (props.tag !== undefined && campaignNameOfLabel(props.tag) !== null) return tagLabel(props.tag, t);
  return categoryName ?? t('blocks.productZone.heading');
}
