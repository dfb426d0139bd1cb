import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { BlockProps } from '../../runtime/view/block-types.ts';
import type { HeroBannerProps } from '../../generated/block-props.ts';

export type { HeroBannerProps };

/** What the loader resolved: the category's name and picture, the link, and the campaign if it is active. */
export interface HeroBannerData {
  readonly category: { readonly name: string; readonly imageUrl: string | null } | null;
  readonly link: string | null;
  /** The campaign's name, only while it is active in the country (spec/1 §4). */
  readonly activeCampaign: string | null;
}

/** spec/1 §2.9 banner: heading, text, picture and one call to action. */
export function HeroBanner({ props, data }: BlockProps<HeroBannerProps, HeroBannerData>) {
  const { t } = useTranslation();
  const headingId = useId();
  const campaignKey = data.activeCampaign === null ? null : `blocks.campaigns.${data.activeCampaign}`;
  // A campaign without its own translation is shown by its name.
  const campaign = campaignKey === null ? null : t(campaignKey) === campaignKey ? data.activeCampaign : t(campaignKey);
  const category = data.category?.name ?? '';
  const heading =
    props.heading ?? (campaign !== null ? t('blocks.heroBanner.campaignHeading', { campaign, category }) : category);
  const text =
    props.text ??
    (campaign !== null
      ? t('blocks.heroBanner.campaignText', { campaign, category })
      : data.category
        ? t('blocks.heroBanner.categoryText', { category })
        : null);
  const image = props.image ?? (data.category?.imageUrl ? { src: data.category.imageUrl, alt: '' } : null);
  return (
    <section
      className={`block block-hero${campaign !== null ? ' block-hero--campaign' : ''}`}
      aria-labelledby={headingId}
    >
      <div className="hero__body">
        {campaign !== null ? <p className="hero__badge">{campaign}</p> : null}
        <h2 id={headingId} className="hero__heading">
          {heading}
        </h2>
        {text !== null ? <p className="hero__text">{text}</p> : null}
        {data.link !== null ? (
          <a href={data.link} className="button button--primary hero__link">
            {props.linkText ?? t(campaign !== null ? 'blocks.heroBanner.campaignCta' : 'blocks.heroBanner.cta')}
          </a>
        ) : null}
      </div>
      {image ? (
        <img className="hero__image" src={image.src} alt={image.alt} width={600} height={600} fetchPriority="high" />
      ) : (
        <HeroPattern />
      )}
    </section>
  );
}

/** The drawn picture of a banner without one: decorative, so hidden from assistive technology. */
function HeroPattern() {
  return (
    <svg className="hero__image" viewBox="0 0 600 600" width={600} height={600} aria-hidden="true" focusable="false">
      <rect width="600" height="600" fill="var(--color-surface, #f4f6f8)" />
      <circle cx="420" cy="200" r="140" fill="var(--color-brand, #0b5cad)" opacity="0.2" />
      <rect x="120" y="300" width="300" height="140" rx="24" fill="var(--color-brand, #0b5cad)" opacity="0.55" />
      <rect x="240" y="440" width="60" height="100" rx="10" fill="var(--color-brand-dark, #08467f)" opacity="0.7" />
    </svg>
  );
}
