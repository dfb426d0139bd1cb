import { useId } from 'react';
import type { CategoryBoxesProps } from '../../generated/block-props.ts';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { BlockProps } from '../../runtime/view/block-types.ts';

export type { CategoryBoxesProps };

/** A category as a box links to it: its name and page in the page's language (spec/1 §3 name, link). */
export interface BoxLink {
  readonly key: string;
  readonly name: string;
  readonly link: string;
}

/** A box: the category and its first child categories with products in the market. */
export interface CategoryBox extends BoxLink {
  readonly children: readonly BoxLink[];
}

export interface CategoryBoxesData {
  readonly boxes: readonly CategoryBox[];
}

/**
 * spec/1 §2.9 category boxes: a box per category — its name a heading that links to it, a list of its child
 * categories' links, and a link to all of it. Plain links, no pictures (category cards have those).
 */
export function CategoryBoxes({ props, data }: BlockProps<CategoryBoxesProps, CategoryBoxesData>) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="block block-category-boxes" aria-labelledby={headingId}>
      <h2 id={headingId}>{props.heading ?? t('blocks.categoryBoxes.heading')}</h2>
      <ul className="block-grid category-boxes">
        {data.boxes.map((box) => (
          <li key={box.key} className="category-box">
            <h3 className="category-box__heading">
              <a href={box.link}>{box.name}</a>
            </h3>
            {box.children.length > 0 ? (
              <ul className="category-box__links">
                {box.children.map((child) => (
                  <li key={child.key}>
                    <a href={child.link}>{child.name}</a>
                  </li>
                ))}
              </ul>
            ) : null}
            <a href={box.link} className="category-box__all">
              {t('blocks.categoryBoxes.all', { category: box.name })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
