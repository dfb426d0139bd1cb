import { useId } from 'react';
import type { PromoBannerProps } from '../../generated/block-props.ts';
import { Icon } from '../../runtime/components/frame/Icon.tsx';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { BlockProps } from '../../runtime/view/block-types.ts';

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
 *
 * ADR 016: on a phone the bar is one line (promo-banner.css), so that the page's content still starts
 * within about 160 px. The text is cut there with an ellipsis, and a button after it opens the whole line in a
 * popover (the HTML popover API: no script; Escape, a tap outside and its close button close it, as the frame's
 * dropdowns). The line keeps the whole text in the page, so a screen reader reads it all; the button, keyboard
 * reachable, is there on a phone only, where the text is cut.
 */
export function PromoBanner({ props, data }: BlockProps<PromoBannerProps, PromoBannerData>) {
  const { t } = useTranslation();
  const fullTextId = `${useId()}promo-full`;
  const tone = props.tone ?? 'info';
  const link =
    data.link !== null ? (
      <a href={data.link} className="promo-banner__link">
        {props.linkText ?? t('blocks.promoBanner.cta')}
      </a>
    ) : null;
  return (
    <section className={`block block-promo-banner promo-banner--${tone}`} aria-label={t('blocks.promoBanner.label')}>
      <p className="promo-banner__text">
        <span className="promo-banner__message">{props.text}</span>
        {link !== null ? <> {link}</> : null}
        <button type="button" className="promo-banner__more" popoverTarget={fullTextId}>
          <Icon name="expand" />
          <span className="visually-hidden">{t('blocks.promoBanner.more')}</span>
        </button>
      </p>
      <div id={fullTextId} popover="auto" className="promo-banner__full">
        <p className="promo-banner__full-text">
          {props.text}
          {link !== null ? <> {link}</> : null}
        </p>
        <button type="button" className="promo-banner__close" popoverTarget={fullTextId} popoverTargetAction="hide">
          {t('blocks.promoBanner.close')}
        </button>
      </div>
    </section>
  );
}
