// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '../../../tests/fixtures/render-in-shop.tsx';
import type { Review } from '../../../generated/types.ts';
import { reviewsView } from '../../view/product-view.ts';
import { ProductReviews } from './ProductReviews.tsx';
import { sampleView } from '../../../tests/fixtures/product-test-views.ts';

afterEach(cleanup);

const BASE = '/kraftwerk-cordless-drills-kx200-30000001';

function review(index: number, overrides: Partial<Review> = {}): Review {
  return {
    id: `rev-${index}`,
    title: `Review ${index}`,
    text: `Text ${index}`,
    authorName: 'Jana K.',
    rating: 4,
    createdAt: '2026-02-10T10:00:00Z',
    locale: 'en-GB',
    customerCareResponseText: null,
    source: 'shop',
    ...overrides,
  };
}

function reviewPage(page: number, total: number, sort: 'rating' | 'mostRecent' = 'rating', extra: Review[] = []) {
  const count = Math.min(10, total - (page - 1) * 10);
  const results = [...extra, ...Array.from({ length: count - extra.length }, (_, index) => review(index + 1))];
  return reviewsView({ results, total }, page, sort, 'Europe/Bratislava');
}

function renderReviews(reviews: ReturnType<typeof reviewPage>, url = 'http://ie.localhost:3000/') {
  return renderInShop(<ProductReviews rating={sampleView().rating} reviews={reviews} basePath={BASE} />, { url });
}

describe('ProductReviews: summary (spec/3 §3 rating statistics)', () => {
  it('shows the average, the count and the distribution by stars', () => {
    renderReviews(reviewPage(1, 12));
    expect(screen.getByText('4.3 out of 5')).toBeTruthy();
    expect(screen.getByText('12 reviews')).toBeTruthy();
    const distribution = screen.getByRole('table', { name: 'Ratings by stars' });
    const rows = within(distribution).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['5 stars7', '4 stars3', '3 stars1', '2 stars0', '1 star1']);
  });

  it("says the list holds the page language's reviews when the statistics count more (ADR 013)", () => {
    renderReviews(reviewPage(1, 3));
    expect(screen.getByText('12 reviews')).toBeTruthy();
    expect(screen.getByText('Showing the reviews written in English')).toBeTruthy();
    cleanup();
    renderInShop(<ProductReviews rating={sampleView().rating} reviews={reviewPage(1, 3)} basePath={BASE} />, {
      url: 'http://ch.localhost:3000/fr/',
    });
    expect(screen.getByText('Avis affichés en français')).toBeTruthy();
    cleanup();
    renderReviews(reviewPage(1, 12));
    expect(screen.queryByText(/Showing the reviews/)).toBeNull();
  });

  it('says so when there are no reviews, without sort or pages', () => {
    const empty = { ...sampleView().rating, count: 0, average: 0 };
    renderInShop(<ProductReviews rating={empty} reviews={reviewPage(1, 0)} basePath={BASE} />, {
      url: 'http://ie.localhost:3000/',
    });
    expect(screen.getByText('No reviews yet')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('ProductReviews: list, sort and pages (spec/3 §2: 10 a page, rating or most recent)', () => {
  it('shows a page of 10 reviews with rating, author and date', () => {
    renderReviews(reviewPage(1, 12));
    const items = screen.getAllByRole('article');
    expect(items).toHaveLength(10);
    expect(within(items[0]!).getByText('Rated 4.0 out of 5')).toBeTruthy();
    expect(within(items[0]!).getByText('Jana K., 10.02.2026')).toBeTruthy();
  });

  it('links both sorts, the first page of each, marking the one in force', () => {
    renderReviews(reviewPage(2, 25, 'mostRecent'));
    const sort = screen.getByRole('navigation', { name: 'Sort reviews' });
    const rating = within(sort).getByRole('link', { name: 'Highest rated' });
    const recent = within(sort).getByRole('link', { name: 'Most recent' });
    expect(rating.getAttribute('href')).toBe(`${BASE}#reviews`);
    expect(recent.getAttribute('href')).toBe(`${BASE}?reviewSort=recent#reviews`);
    expect(recent.getAttribute('aria-current')).toBe('true');
    expect(rating.getAttribute('aria-current')).toBeNull();
  });

  it('links the previous and next pages in the same sort, by query, so paging works without JavaScript', () => {
    renderReviews(reviewPage(2, 25, 'mostRecent'));
    const pages = screen.getByRole('navigation', { name: 'Review pages' });
    expect(within(pages).getByText('Page 2 of 3')).toBeTruthy();
    expect(within(pages).getByRole('link', { name: 'Previous reviews' }).getAttribute('href')).toBe(
      `${BASE}?reviewSort=recent#reviews`,
    );
    expect(within(pages).getByRole('link', { name: 'Next reviews' }).getAttribute('href')).toBe(
      `${BASE}?reviewSort=recent&reviewPage=3#reviews`,
    );
  });

  it('has no previous link on the first page and no next link on the last', () => {
    renderReviews(reviewPage(1, 25));
    expect(screen.queryByRole('link', { name: 'Previous reviews' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Next reviews' }).getAttribute('href')).toBe(
      `${BASE}?reviewPage=2#reviews`,
    );
    cleanup();
    renderReviews(reviewPage(3, 25));
    expect(screen.queryByRole('link', { name: 'Next reviews' })).toBeNull();
  });

  it('shows no page links for a single page', () => {
    renderReviews(reviewPage(1, 8));
    expect(screen.queryByRole('navigation', { name: 'Review pages' })).toBeNull();
  });

  it('shows markup in a review as text: it stays inert', () => {
    const hostile = review(99, {
      title: '<b>Bold</b> claim',
      text: '<img src="x" onerror="alert(1)"><script>alert(2)</script>',
      customerCareResponseText: '<a href="javascript:alert(3)">reply</a>',
    });
    const { container } = renderReviews(reviewPage(1, 3, 'rating', [hostile]));
    expect(container.querySelector('img[src="x"], script, b, a[href^="javascript"]')).toBeNull();
    expect(screen.getByText('<img src="x" onerror="alert(1)"><script>alert(2)</script>')).toBeTruthy();
    expect(screen.getByText('<b>Bold</b> claim')).toBeTruthy();
    expect(screen.getByText('Reply from customer care')).toBeTruthy();
  });

  it('speaks the shop’s language: Czech plural forms', () => {
    renderReviews(reviewPage(1, 12), 'http://cz.localhost:3000/');
    expect(screen.getByText('12 hodnocení')).toBeTruthy();
    expect(screen.getByText('3 hvězdičky')).toBeTruthy();
    expect(screen.getByText('5 hvězdiček')).toBeTruthy();
  });
});
