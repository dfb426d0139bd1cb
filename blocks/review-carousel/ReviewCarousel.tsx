import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ReviewCarouselProps } from '../../generated/block-props.ts';
import { formatDate } from '../../runtime/domain/time/format-date.ts';
import { SHOP_TIME_ZONE } from '../../runtime/domain/time/shop-today.ts';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { BlockProps } from '../../runtime/view/block-types.ts';

export type { ReviewCarouselProps };

/** A review as its card shows it (load.server.ts): nothing more goes to the browser. */
export interface CarouselReview {
  readonly id: string;
  readonly title: string;
  /** As written by the customer, long texts shortened: shown as text, so markup in it stays inert. */
  readonly text: string;
  readonly authorName: string;
  /** 1 to 5 stars (spec/3 §3 Review rating). */
  readonly rating: number;
  /** The day it was written, YYYY-MM-DD. */
  readonly date: string;
  readonly product: { readonly name: string; readonly link: string };
}

export interface ReviewCarouselData {
  readonly reviews: readonly CarouselReview[];
}

const STARS = 5;

/** Where the list is scrolled: at its start, at its end (both when everything fits). */
interface Edges {
  readonly atStart: boolean;
  readonly atEnd: boolean;
}

/** Scroll positions within this many pixels of an end count as the end (sub-pixel widths, zoom). */
const END_TOLERANCE = 2;

function edgesOf(list: HTMLElement): Edges {
  return {
    atStart: list.scrollLeft <= END_TOLERANCE,
    atEnd: list.scrollLeft + list.clientWidth >= list.scrollWidth - END_TOLERANCE,
  };
}

/**
 * One page of the carousel in pixels: as many whole cards as are fully in view (spec/1 §9.7 carousel per page:
 * 1.5 on small screens, so one card there; 3 otherwise), each with the gap after it, so the next page starts on a
 * card, where the scroll snaps anyway.
 */
function pageWidth(list: HTMLElement): number {
  const card = list.firstElementChild as HTMLElement | null;
  const gap = Number.parseFloat(getComputedStyle(list).columnGap) || 0;
  const step = (card?.getBoundingClientRect().width ?? 0) + gap;
  if (step <= gap) return list.clientWidth;
  return Math.max(1, Math.floor((list.clientWidth + gap) / step)) * step;
}

/**
 * spec/1 §2.9 review carousel: a heading, the reviews as a horizontally scrolling list of cards (stars, title,
 * text, author, date, the product's page) and previous/next buttons that scroll a page at a time. The list is a
 * native scroll container with scroll snapping: touch, trackpad and the keyboard (tabbing to a card's link
 * scrolls it into view) work without the buttons, and before the script has run. The buttons say when they are
 * at an end with aria-disabled rather than `disabled`, so a button that has just reached the end keeps the
 * keyboard focus instead of dropping it to the page.
 */
export function ReviewCarousel({ props, data }: BlockProps<ReviewCarouselProps, ReviewCarouselData>) {
  const { t } = useTranslation();
  const headingId = useId();
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  // Before the list is measured (on the server, and until the first effect), only the start is known; a single
  // review cannot scroll at any width.
  const [edges, setEdges] = useState<Edges>({ atStart: true, atEnd: data.reviews.length <= 1 });

  const update = useCallback(() => {
    const list = listRef.current;
    if (list === null) return;
    const next = edgesOf(list);
    setEdges((previous) => (previous.atStart === next.atStart && previous.atEnd === next.atEnd ? previous : next));
  }, []);

  useEffect(() => {
    const list = listRef.current;
    if (list === null) return undefined;
    update();
    list.addEventListener('scroll', update, { passive: true });
    // The page width changes with the window (1.5 or 3 cards a page) and with the cards' content.
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resize?.observe(list);
    return () => {
      list.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, [update]);

  const scrollPage = (direction: -1 | 1) => {
    const list = listRef.current;
    if (list === null || (direction < 0 ? edges.atStart : edges.atEnd)) return;
    const reduceMotion =
      typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    list.scrollBy({ left: direction * pageWidth(list), behavior: reduceMotion ? 'auto' : 'smooth' });
  };

  return (
    <section className="block block-review-carousel" aria-labelledby={headingId}>
      <div className="review-carousel__head">
        <h2 id={headingId}>{props.heading ?? t('blocks.reviewCarousel.heading')}</h2>
        <div className="review-carousel__buttons">
          <button
            type="button"
            className="review-carousel__button"
            aria-label={t('blocks.reviewCarousel.previous')}
            aria-controls={listId}
            aria-disabled={edges.atStart}
            onClick={() => scrollPage(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="review-carousel__button"
            aria-label={t('blocks.reviewCarousel.next')}
            aria-controls={listId}
            aria-disabled={edges.atEnd}
            onClick={() => scrollPage(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <ul id={listId} ref={listRef} className="review-carousel__list">
        {data.reviews.map((review) => {
          const filled = Math.min(Math.max(Math.round(review.rating), 0), STARS);
          return (
            <li key={review.id} className="review-carousel__item">
              <article className="review-card">
                <p className="review-card__stars">
                  <span aria-hidden="true">
                    {'★'.repeat(filled)}
                    {'☆'.repeat(STARS - filled)}
                  </span>
                  <span className="visually-hidden">{t('blocks.reviewCarousel.stars', { count: review.rating })}</span>
                </p>
                <h3 className="review-card__title">{review.title}</h3>
                <p className="review-card__text">{review.text}</p>
                <p className="review-card__meta">
                  <span className="review-card__author">{review.authorName}</span>{' '}
                  <time dateTime={review.date}>{formatDate(review.date, SHOP_TIME_ZONE)}</time>
                </p>
                <a className="review-card__product" href={review.product.link}>
                  {review.product.name}
                </a>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
