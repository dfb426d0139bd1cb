// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '../../tests/fixtures/render-in-shop.tsx';
import fixture from './fixture.json' with { type: 'json' };
import english from './i18n/en-GB.json' with { type: 'json' };
import french from './i18n/fr-FR.json' with { type: 'json' };
import { PromoBanner, type PromoBannerProps } from './PromoBanner.tsx';

afterEach(cleanup);

const GB = 'http://gb.localhost:3000/';
const props = fixture as PromoBannerProps;

describe('PromoBanner (spec/1 §2.9 promo banner of the page frame)', () => {
  it('renders its fixture: a region named Promotion, the text and its link on one line, in the sale tone', () => {
    renderInShop(<PromoBanner props={props} data={{ link: '/garden/' }} />, { url: GB });
    const region = screen.getByRole('region', { name: english.label });
    expect(region.classList.contains('promo-banner--sale')).toBe(true);
    // One paragraph holds the text and the link, so the bar is one line where it fits.
    const line = within(region).getByText(props.text, { exact: false });
    expect(line.tagName).toBe('P');
    const link = within(line).getByRole('link', { name: props.linkText! });
    expect(link.getAttribute('href')).toBe('/garden/');
  });

  it('is the info tone by default, and names its link by its own text when the CMS gives none', () => {
    renderInShop(
      <PromoBanner
        props={{ text: 'Free returns for 14 days', routeKey: 'returnPolicy' }}
        data={{ link: '/return-policy' }}
      />,
      {
        url: 'http://fr.localhost:3000/',
      },
    );
    const region = screen.getByRole('region', { name: french.label });
    expect(region.classList.contains('promo-banner--info')).toBe(true);
    expect(within(region).getByRole('link', { name: french.cta }).getAttribute('href')).toBe('/return-policy');
  });

  it('shows the text alone when there is no link', () => {
    renderInShop(<PromoBanner props={{ text: 'Free returns for 14 days' }} data={{ link: null }} />, { url: GB });
    const region = screen.getByRole('region', { name: english.label });
    expect(region.textContent).toBe('Free returns for 14 days');
    expect(within(region).queryByRole('link')).toBeNull();
  });
});
