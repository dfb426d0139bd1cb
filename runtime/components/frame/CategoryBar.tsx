import { useRef, type CSSProperties } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { useTranslation } from '../../i18n/use-translation.ts';
import { searchPresetQuery } from '../../domain/routing/search-bar.ts';
import { useShop } from '../../view/use-shop.ts';
import { navigationPanelOpen } from '../../state/ui-state.ts';

export interface CategoryChip {
  readonly key: string;
  readonly name: string;
  /** The category page; without one the chip opens the navigation panel at it (spec/1 §2.4). */
  readonly link: string | null;
}

/** Set by a page whose bar differs (spec/1 §2.4: a product page shows its first-level category's children). */
export interface CategoryBarOverride {
  readonly chips: readonly CategoryChip[];
  readonly hideOnSale: boolean;
}

/** spec/1 §2.4: the rows split the chips in half, rounded up. */
export function splitRows<T>(items: readonly T[]): [T[], T[]] {
  const half = Math.ceil(items.length / 2);
  return [items.slice(0, half), items.slice(half)];
}

/**
 * spec/1 §2.4 Main category bar: first-level category chips plus an on-sale link. Desktop: one row with arrows;
 * mobile: two rows that scroll sideways (CSS decides which shows; both are the same links).
 */
export function CategoryBar() {
  const { t } = useTranslation();
  const { frame, href } = useShop();
  const override = (usePageContext().data as { categoryBar?: CategoryBarOverride } | undefined)?.categoryBar;
  const scroller = useRef<HTMLDivElement>(null);
  const chips: CategoryChip[] = override
    ? [...override.chips]
    : frame.categories.map((category) => ({ key: category.key, name: category.name, link: category.link }));
  const onSale = override?.hideOnSale ? null : `${href('search')}${searchPresetQuery('sales')}`;
  const scroll = (direction: 1 | -1) =>
    scroller.current?.scrollBy({ left: direction * scroller.current.clientWidth * 0.8, behavior: 'smooth' });

  const chip = (entry: CategoryChip) =>
    entry.link ? (
      <a className="chip" href={entry.link}>
        {entry.name}
      </a>
    ) : (
      <button type="button" className="chip" onClick={() => (navigationPanelOpen.value = true)}>
        {entry.name}
      </button>
    );
  // Mobile shows two rows, the first with half the chips rounded up (spec/1 §2.4): a grid of that many columns.
  const count = chips.length + (onSale ? 1 : 0);
  const [firstRow] = splitRows(Array.from({ length: count }));
  return (
    <nav className="category-bar" aria-label={t('frame.categories.bar')}>
      <button
        type="button"
        className="category-bar__arrow"
        aria-label={t('frame.categories.previous')}
        onClick={() => scroll(-1)}
      >
        ‹
      </button>
      <div className="category-bar__scroller" ref={scroller}>
        <ul className="category-bar__chips" style={{ '--first-row': firstRow.length } as CSSProperties}>
          {chips.map((entry) => (
            <li key={entry.key}>{chip(entry)}</li>
          ))}
          {onSale && (
            <li>
              <a className="chip chip--sale" href={onSale}>
                {t('frame.categories.onSale')}
              </a>
            </li>
          )}
        </ul>
      </div>
      <button
        type="button"
        className="category-bar__arrow"
        aria-label={t('frame.categories.next')}
        onClick={() => scroll(1)}
      >
        ›
      </button>
    </nav>
  );
}
