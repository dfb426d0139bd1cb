// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { inVikePageContext } from '../../runtime/view/vike-page-context.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../../tests/fixtures/render-in-shop.tsx';
import { shopPageContext } from '../../tests/fixtures/shop-page-context.ts';
import fixture from './fixture.json' with { type: 'json' };
import german from './i18n/de-DE.json' with { type: 'json' };
import finnish from './i18n/fi-FI.json' with { type: 'json' };
import french from './i18n/fr-FR.json' with { type: 'json' };
import { ReviewCarousel, type CarouselReview, type ReviewCarouselData } from './ReviewCarousel.tsx';

afterEach(cleanup);

const DE = 'http://de.localhost:3000/';
const CH_FR = 'http://ch.localhost:3000/fr/';
const GB = 'http://gb.localhost:3000/';
const FI = 'http://fi.localhost:3000/';

const review = (n: number, change: Partial<CarouselReview> = {}): CarouselReview => ({
  id: `rev-${n}`,
  title: `Titel ${n}`,
  text: `Text der Bewertung ${n}.`,
  authorName: `Anna ${n}.`,
  rating: 5,
  date: `2026-10-0${n}`,
  product: { name: `Akku-Bohrschrauber ${n}`, link: `/akku-bohrschrauber-3000000${n}` },
  ...change,
});
const data: ReviewCarouselData = { reviews: [review(1, { rating: 4 }), review(2), review(3, { rating: 1 })] };
const stars = (strings: { stars_one: string; stars_other: string }, count: number, form: 'one' | 'other') =>
  (form === 'one' ? strings.stars_one : strings.stars_other).replace('{count}', String(count));

/** Lays the list out as a browser would (happy-dom has no layout): its width, content width, cards and gap. */
function layOut(list: HTMLElement, layout: { width: number; content: number; card: number; gap: number }) {
  Object.defineProperty(list, 'clientWidth', { configurable: true, value: layout.width });
  Object.defineProperty(list, 'scrollWidth', { configurable: true, value: layout.content });
  list.style.columnGap = `${layout.gap}px`;
  for (const item of Array.from(list.children)) {
    item.getBoundingClientRect = () => ({ width: layout.card }) as DOMRect;
  }
  const scrollBy = vi.fn();
  list.scrollBy = scrollBy as never;
  const scrollTo = (left: number) =>
    act(() => {
      list.scrollLeft = left;
      fireEvent.scroll(list);
    });
  return { scrollBy, scrollTo };
}

describe('ReviewCarousel (spec/1 §2.9 review carousel)', () => {
  it('renders its fixture: a card per review with stars, title, text, author, date and product link', () => {
    renderInShop(<ReviewCarousel props={fixture} data={data} />, { url: DE });
    const section = screen.getByRole('region', { name: german.heading });
    const cards = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const first = cards[0]!;
    // The stars are decoration; the words say the rating.
    expect(within(first).getByText(stars(german, 4, 'other'))).toBeTruthy();
    expect(first.querySelector('[aria-hidden="true"]')?.textContent).toBe('★★★★☆');
    expect(within(first).getByRole('heading', { level: 3, name: 'Titel 1' })).toBeTruthy();
    expect(within(first).getByText('Text der Bewertung 1.')).toBeTruthy();
    expect(within(first).getByText('Anna 1.')).toBeTruthy();
    // spec/1 §9.3 dates are shown day.month.year; the machine-readable day beside it.
    const time = first.querySelector('time')!;
    expect(time.textContent).toBe('01.10.2026');
    expect(time.getAttribute('datetime')).toBe('2026-10-01');
    expect(within(first).getByRole('link', { name: 'Akku-Bohrschrauber 1' }).getAttribute('href')).toBe(
      '/akku-bohrschrauber-30000001',
    );
    expect(cards[2]!.querySelector('[aria-hidden="true"]')?.textContent).toBe('★☆☆☆☆');
  });

  it("shows the CMS's heading instead of the default", () => {
    renderInShop(<ReviewCarousel props={{ ...fixture, heading: 'Stimmen unserer Kunden' }} data={data} />, { url: DE });
    expect(screen.getByRole('region', { name: 'Stimmen unserer Kunden' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Stimmen unserer Kunden' })).toBeTruthy();
  });

  it("says the rating in the page's language, with the language's plural forms", () => {
    renderInShop(<ReviewCarousel props={fixture} data={data} />, { url: GB });
    expect(screen.getByText('4 of 5 stars')).toBeTruthy();
    cleanup();
    renderInShop(<ReviewCarousel props={fixture} data={data} />, { url: FI });
    expect(screen.getByText(stars(finnish, 1, 'one'))).toBeTruthy();
    expect(screen.getByText(stars(finnish, 5, 'other'))).toBeTruthy();
    expect(stars(finnish, 1, 'one')).not.toBe(stars(finnish, 1, 'other'));
    cleanup();
    renderInShop(<ReviewCarousel props={fixture} data={data} />, { url: CH_FR });
    expect(screen.getByText('1 étoile sur 5')).toBeTruthy();
    expect(screen.getByText('4 étoiles sur 5')).toBeTruthy();
  });

  it('shows a review as text: markup in it stays inert', () => {
    const markup = { reviews: [review(1, { title: '<b>Top</b>', text: '<img src=x onerror=alert(1)>' })] };
    const { container } = renderInShop(<ReviewCarousel props={fixture} data={markup} />, { url: DE });
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(container.querySelector('img, b')).toBeNull();
  });

  it('has previous and next buttons, named in the page’s language, that control the list', () => {
    renderInShop(<ReviewCarousel props={fixture} data={data} />, { url: CH_FR });
    const list = screen.getByRole('list');
    for (const name of [french.previous, french.next]) {
      const button = screen.getByRole('button', { name });
      expect(button.getAttribute('type')).toBe('button');
      expect(button.getAttribute('aria-controls')).toBe(list.id);
    }
  });

  it('scrolls a page of whole cards at a time, and says at each end that the button does nothing', () => {
    renderInShop(<ReviewCarousel props={fixture} data={{ reviews: [1, 2, 3, 4, 5, 6, 7].map((n) => review(n)) }} />, {
      url: DE,
    });
    const previous = screen.getByRole('button', { name: german.previous });
    const next = screen.getByRole('button', { name: german.next });
    // Wide screen (spec/1 §9.7): three cards of 180 px a page, gaps of 30 px.
    const { scrollBy, scrollTo } = layOut(screen.getByRole('list'), { width: 600, content: 1470, card: 180, gap: 30 });
    scrollTo(0);
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    expect(next.getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(previous);
    expect(scrollBy).not.toHaveBeenCalled();
    fireEvent.click(next);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 630, behavior: 'smooth' });
    scrollTo(630);
    expect(previous.getAttribute('aria-disabled')).toBe('false');
    expect(next.getAttribute('aria-disabled')).toBe('false');
    scrollTo(870);
    expect(next.getAttribute('aria-disabled')).toBe('true');
    // The button at its end keeps the focus (aria-disabled, not disabled): the keyboard user is not thrown out.
    next.focus();
    expect(next.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(next);
    scrollBy.mockClear();
    fireEvent.click(next);
    expect(scrollBy).not.toHaveBeenCalled();
    fireEvent.click(previous);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -630, behavior: 'smooth' });
  });

  it('scrolls one card at a time on a small screen (1.5 cards a page), without motion when asked for less', () => {
    const matchMedia = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation((query) => ({ matches: query.includes('reduce') }) as MediaQueryList);
    try {
      renderInShop(<ReviewCarousel props={fixture} data={data} />, { url: DE });
      // spec/1 §9.7: 1.5 cards a page, gaps of 20 px: a 320 px list shows one 200 px card and a half.
      const { scrollBy, scrollTo } = layOut(screen.getByRole('list'), { width: 320, content: 640, card: 200, gap: 20 });
      scrollTo(0);
      fireEvent.click(screen.getByRole('button', { name: german.next }));
      expect(scrollBy).toHaveBeenLastCalledWith({ left: 220, behavior: 'auto' });
    } finally {
      matchMedia.mockRestore();
    }
  });

  it('renders on the server with the previous button at its end, and both at their ends for a single review', () => {
    const html = (reviews: CarouselReview[]) => {
      const container = document.createElement('div');
      container.innerHTML = renderToStaticMarkup(
        inVikePageContext(shopPageContext({ url: DE }), <ReviewCarousel props={fixture} data={{ reviews }} />),
      );
      return [...container.querySelectorAll('button')].map((button) => button.getAttribute('aria-disabled'));
    };
    expect(html(data.reviews.slice())).toEqual(['true', 'false']);
    expect(html([review(1)])).toEqual(['true', 'true']);
  });
});
