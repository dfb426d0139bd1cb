import type { PromoBannerProps } from '../../generated/block-props.ts';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { BlockProps } from '../block-types.ts';

export type { PromoBannerProps };

/** What the loader resolved: the link in the page's language (a campaign's only while it is active), or none. */
export interface PromoBannerData {
  readonly link: string | null;
}

/**
 * spec/1 §2.9 "A promo banner block is loaded for the page frame": a slim bar with one short text and an optional
 * link after it. A region named "Promotion" (translation blocks.promoBanner.label), so that above the header it is
 * still inside a landmark, and inside a page's main content it is no misplaced complementary one. A static block
 * (block.json "interactive": false): HTML from the server, no script — and so present from the first paint, with
 * nothing inserted later that could shift the page.
 */
export function PromoBanner({ props, data }: BlockProps<PromoBannerProps, PromoBannerData>) {
  const { t } = useTranslation();
  const tone = props.tone ?? 'info';
  return (
    <section className={`block block-promo-banner promo-banner--${tone}`} aria-label={t('blocks.promoBanner.label')}>
      <p className="promo-banner__text">
        {props.text}
        {data.link !== null ? (
          <>
            {' '}
            <a href={data.link} className="promo-banner__link">
              {props.linkText ?? t('blocks.promoBanner.cta')}
            </a>
          </>
        ) : null}
      </p>
    </section>
  );
}
