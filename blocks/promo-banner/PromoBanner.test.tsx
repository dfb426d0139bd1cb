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
    const line = region.querySelector('p')!;
    expect(within(line).getByText(props.text).className).toBe('promo-banner__message');
    const link = within(line).getByRole('link', { name: props.linkText! });
    expect(link.getAttribute('href')).toBe('/garden/');
  });

  // ADR 016: on a phone the line is cut to fit one row (promo-banner.css); the whole text stays reachable.
  it('has a button that opens the whole text and its link in a popover, which closes with its own button', () => {
    renderInShop(<PromoBanner props={props} data={{ link: '/garden/' }} />, { url: GB });
    const region = screen.getByRole('region', { name: english.label });
    const more = within(region).getByRole('button', { name: english.more });
    const full = document.getElementById(more.getAttribute('popovertarget')!)!;
    expect(full.getAttribute('popover')).toBe('auto');
    expect(full.textContent).toContain(props.text);
    expect(full.querySelector('a')?.getAttribute('href')).toBe('/garden/');
    const close = within(full).getByRole('button', { name: english.close });
    expect(close.getAttribute('popovertarget')).toBe(full.id);
    expect(close.getAttribute('popovertargetaction')).toBe('hide');
  });

  it('gives each banner its own popover (the frame’s and a page block’s)', () => {
    renderInShop(
      <>
        <PromoBanner props={props} data={{ link: '/garden/' }} />
        <PromoBanner props={props} data={{ link: null }} />
      </>,
      { url: GB },
    );
    const targets = screen
      .getAllByRole('button', { name: english.more })
      .map((button) => button.getAttribute('popovertarget'));
    expect(new Set(targets).size).toBe(2);
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
    // The line's link (the popover's copy is hidden until opened; happy-dom does not hide it).
    const line = region.querySelector<HTMLElement>('.promo-banner__text')!;
    expect(within(line).getByRole('link', { name: french.cta }).getAttribute('href')).toBe('/return-policy');
  });

  it('shows the text alone when there is no link', () => {
    renderInShop(<PromoBanner props={{ text: 'Free returns for 14 days' }} data={{ link: null }} />, { url: GB });
    const region = screen.getByRole('region', { name: english.label });
    expect(region.querySelector('.promo-banner__text')!.textContent).toBe(`Free returns for 14 days${english.more}`);
    expect(region.querySelector('.promo-banner__message')!.textContent).toBe('Free returns for 14 days');
    expect(within(region).queryByRole('link')).toBeNull();
  });
});
