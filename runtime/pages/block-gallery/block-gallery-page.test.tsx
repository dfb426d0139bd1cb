// @vitest-environment happy-dom
// The block gallery (ADR 009), the page: a section per block with its facts and the block (or why it is not there), a
// switcher to other countries and languages, and a jump list.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop, shopTranslator } from '../../../tests/fixtures/render-in-shop.tsx';
import type { BlockGalleryData, GallerySection } from '../../components/block-gallery/gallery-data.ts';
import Page from './+Page.tsx';

afterEach(cleanup);

const URL_CH_FR = 'http://ch.localhost:3000/fr/__blocks';

const section = (change: Partial<GallerySection> & Pick<GallerySection, 'name' | 'title'>): GallerySection => ({
  interactive: false,
  storeFlags: [],
  shownHere: true,
  status: 'ok',
  ...change,
});

const DATA: BlockGalleryData = {
  countryLabel: 'Switzerland',
  languageLabel: 'French',
  countries: [
    { code: 'at', label: 'Austria', href: 'http://at.localhost:3000/__blocks', current: false },
    { code: 'ch', label: 'Switzerland', href: 'http://ch.localhost:3000/__blocks', current: true },
    { code: 'gr', label: 'Greece', href: 'http://gr.localhost:3000/__blocks', current: false },
  ],
  languages: [
    { code: 'de', label: 'Deutsch', href: '/__blocks', current: false },
    { code: 'fr', label: 'Français', href: '/fr/__blocks', current: true },
    { code: 'it', label: 'Italiano', href: '/it/__blocks', current: false },
  ],
  sections: [
    section({
      name: 'faq',
      title: 'FAQ',
      block: { block: 'faq', html: '<section class="block"><h2>Questions fréquentes</h2></section>' },
    }),
    section({
      name: 'review-carousel',
      title: 'Review carousel',
      interactive: true,
      storeFlags: [{ name: 'reviewPlatformReviews', on: false }],
      shownHere: false,
      block: {
        block: 'review-carousel',
        props: { categoryKey: 'power-tools' },
        data: {
          reviews: [
            {
              id: 'r1',
              title: 'Très bien',
              text: 'Solide.',
              authorName: 'Anne',
              rating: 5,
              date: '2026-10-01',
              product: { name: 'Perceuse', link: '/fr/perceuse-30000001' },
            },
          ],
        },
      },
    }),
    section({ name: 'product-zone', title: 'Product zone', status: 'empty' }),
    section({
      name: 'hero-banner',
      title: 'Hero banner',
      status: 'error',
      error: 'Content block 0 "hero-banner" left out: /props/categoryKey names no known category (got "x")',
    }),
  ],
  seo: { title: 'Block gallery', description: '', canonicalPath: '/fr/__blocks', alternates: {}, noindex: true },
};

function render(data: BlockGalleryData = DATA) {
  renderInShop(<Page />, { url: URL_CH_FR, data });
}

const sectionOf = (name: string) => document.querySelector<HTMLElement>(`[data-block-name="${name}"]`)!;

describe('the block gallery page', () => {
  it('shows a section per block, headed by its title and name, with its status for the browser test', () => {
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Block gallery' })).toBeTruthy();
    const regions = screen.getAllByRole('region').filter((region) => region.hasAttribute('data-block-name'));
    expect(regions.map((region) => [region.dataset.blockName, region.dataset.blockStatus])).toEqual([
      ['faq', 'ok'],
      ['review-carousel', 'ok'],
      ['product-zone', 'empty'],
      ['hero-banner', 'error'],
    ]);
    expect(screen.getByRole('region', { name: 'Review carousel review-carousel' })).toBe(sectionOf('review-carousel'));
    expect(screen.getByText('4 blocks', { exact: false }).textContent).toContain('in Switzerland, French');
    expect(screen.getByText(/2 rendered, 1 with nothing to show, 1 failed/)).toBeTruthy();
  });

  it('says how each block runs and which store flags it needs, and whether they are on in this country', () => {
    render();
    const faq = within(sectionOf('faq'));
    expect(faq.getByText(/^server only/)).toBeTruthy();
    expect(faq.getByText(/^none: shown in every country/)).toBeTruthy();
    const carousel = within(sectionOf('review-carousel'));
    expect(carousel.getByText(/^interactive: hydrated in the browser/)).toBeTruthy();
    const flag = sectionOf('review-carousel').querySelector('[data-store-flag="reviewPlatformReviews"]')!;
    expect(flag.textContent).toBe('reviewPlatformReviews: off here: a page in this country leaves it out');
  });

  it('renders each block as a page would: the server HTML, and the interactive component with its data', () => {
    render();
    expect(within(sectionOf('faq')).getByRole('heading', { level: 2, name: 'Questions fréquentes' })).toBeTruthy();
    // The carousel is its component (hydrated in the browser), in the page's language.
    const t = shopTranslator(URL_CH_FR);
    const carousel = within(sectionOf('review-carousel'));
    expect(carousel.getByRole('button', { name: t('blocks.reviewCarousel.next') })).toBeTruthy();
    expect(carousel.getByRole('link', { name: 'Perceuse' }).getAttribute('href')).toBe('/fr/perceuse-30000001');
  });

  it('says why a block is not there: nothing to show with its fixture, or the error', () => {
    render();
    const empty = sectionOf('product-zone');
    expect(empty.textContent).toContain('Nothing to show with this fixture here');
    expect(empty.querySelector('.block-list')).toBeNull();
    const failed = sectionOf('hero-banner');
    expect(failed.querySelector('pre')?.textContent).toBe(
      'Content block 0 "hero-banner" left out: /props/categoryKey names no known category (got "x")',
    );
    expect(failed.querySelector('.block-list')).toBeNull();
  });

  it("links to every country's gallery and to this one in each language, the current one marked", () => {
    render();
    const countries = within(screen.getByRole('navigation', { name: 'Country' }));
    const greece = countries.getByRole('link', { name: 'Greece gr' });
    expect(greece.getAttribute('href')).toBe('http://gr.localhost:3000/__blocks');
    expect(countries.getByRole('link', { name: 'Switzerland ch' }).getAttribute('aria-current')).toBe('page');
    const languages = within(screen.getByRole('navigation', { name: 'Language' }));
    const italian = languages.getByRole('link', { name: 'Italiano it' });
    expect(italian.getAttribute('href')).toBe('/it/__blocks');
    // A full page load (the new language's strings come with it), named in its own language (WCAG 3.1.2).
    expect(italian.getAttribute('rel')).toBe('external');
    expect(italian.getAttribute('lang')).toBe('it');
    expect(languages.getByRole('link', { name: 'Français fr' }).getAttribute('aria-current')).toBe('page');
  });

  it('has no language switcher in a one-language country', () => {
    render({ ...DATA, languages: [{ code: 'el', label: 'Ελληνικά', href: '/__blocks', current: true }] });
    expect(screen.queryByRole('navigation', { name: 'Language' })).toBeNull();
  });

  it('jumps to each block, a failed or empty one marked so', () => {
    render();
    const links = within(screen.getByRole('navigation', { name: 'Blocks' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#block-faq',
      '#block-review-carousel',
      '#block-product-zone',
      '#block-hero-banner',
    ]);
    for (const link of links) expect(document.getElementById(link.getAttribute('href')!.slice(1))).not.toBeNull();
    expect(links[3]!.closest('li')!.textContent).toBe('Hero banner (failed)');
    expect(links[2]!.closest('li')!.textContent).toBe('Product zone (nothing to show)');
  });

  it("marks the gallery's own English words as English; the blocks stay in the page's language", () => {
    render();
    expect(document.querySelector('.block-gallery__intro')?.getAttribute('lang')).toBe('en');
    expect(sectionOf('faq').querySelector('.block-gallery__facts')?.getAttribute('lang')).toBe('en');
    expect(sectionOf('faq').querySelector('.block-gallery__stage')?.closest('[lang]')).toBeNull();
  });
});
