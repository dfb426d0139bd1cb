import { useId } from 'react';
import type { PromoListProps } from '../../generated/block-props.ts';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { BlockProps } from '../../runtime/view/block-types.ts';

export type { PromoListProps };

/** A promotion as its card shows it, its link resolved in the page's language. */
export interface PromoCard {
  readonly title: string;
  readonly text: string | null;
  readonly badge: string | null;
  readonly link: string;
}

export interface PromoListData {
  /** The promotions shown, in the props' order (a campaign's only while it is active, spec/1 §4). */
  readonly items: readonly PromoCard[];
}

/**
 * spec/1 §2.9 promo lists: a list of cards, each card one link. The title comes first in the link, so its name
 * starts with what the promotion is; the badge is placed above the title by the CSS only. A static block
 * (block.json "interactive": false): HTML from the server, no script.
 */
export function PromoList({ props, data }: BlockProps<PromoListProps, PromoListData>) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="block block-promo-list" aria-labelledby={headingId}>
      <h2 id={headingId}>{props.heading ?? t('blocks.promoList.heading')}</h2>
      <ul className="block-grid promo-list">
        {data.items.map((item, index) => (
          <li key={`${item.link}|${index}`}>
            <a href={item.link} className="promo-card">
              {/* The spaces keep the words apart in the link's name; the flex layout ignores them. */}
              <span className="promo-card__title">{item.title}</span>
              {item.badge !== null ? (
                <>
                  {' '}
                  <span className="promo-card__badge">{item.badge}</span>
                </>
              ) : null}
              {item.text !== null ? (
                <>
                  {' '}
                  <span className="promo-card__text">{item.text}</span>
                </>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
