import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { BlockProps } from '../../runtime/view/block-types.ts';
import type { CategoryCardsProps } from '../../generated/block-props.ts';

export type { CategoryCardsProps };

/** A card: what it shows of a category (spec/1 §3 name, link, image URL). */
export interface CategoryCard {
  readonly key: string;
  readonly name: string;
  readonly link: string;
  readonly imageUrl: string | null;
}

export interface CategoryCardsData {
  readonly cards: readonly CategoryCard[];
}

/** spec/1 §2.9 category cards: each card one link, its picture decorative (the name says where it goes). */
export function CategoryCards({ props, data }: BlockProps<CategoryCardsProps, CategoryCardsData>) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="block block-category-cards" aria-labelledby={headingId}>
      <h2 id={headingId}>{props.heading ?? t('blocks.categoryCards.heading')}</h2>
      <ul className="category-cards">
        {data.cards.map((card) => (
          <li key={card.key}>
            <a href={card.link} className="category-card">
              {card.imageUrl ? (
                <img src={card.imageUrl} alt="" width={160} height={160} loading="lazy" decoding="async" />
              ) : null}
              <span className="category-card__name">{card.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
