// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop, shopTranslator } from '../../tests/fixtures/render-in-shop.tsx';
import fixture from './fixture.json' with { type: 'json' };
import { HeroBanner, type HeroBannerData, type HeroBannerProps } from './HeroBanner.tsx';

afterEach(cleanup);

const DE = 'http://de.localhost:3000/';
const props = fixture as HeroBannerProps;
const campaignData: HeroBannerData = {
  category: { name: 'Elektrowerkzeuge', imageUrl: '/images/c/power-tools.svg' },
  link: '/elektrowerkzeuge/?tag=campaign-black-week',
  activeCampaign: 'black-week',
};

describe('HeroBanner (spec/1 §2.9 banner)', () => {
  it('renders its fixture: while the campaign is active it announces it and links to its offers (spec/1 §4)', () => {
    const t = shopTranslator(DE);
    renderInShop(<HeroBanner props={props} data={campaignData} />, { url: DE });
    const campaign = t('blocks.campaigns.black-week');
    expect(screen.getByText(campaign)).toBeTruthy();
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: t('blocks.heroBanner.campaignHeading', { campaign, category: 'Elektrowerkzeuge' }),
      }),
    ).toBeTruthy();
    const link = screen.getByRole('link', { name: t('blocks.heroBanner.campaignCta') });
    expect(link.getAttribute('href')).toBe(campaignData.link);
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/images/c/power-tools.svg');
  });

  it('is a plain category banner when the campaign is not active', () => {
    const t = shopTranslator(DE);
    const data: HeroBannerData = { ...campaignData, link: '/elektrowerkzeuge/', activeCampaign: null };
    renderInShop(<HeroBanner props={props} data={data} />, { url: DE });
    expect(screen.getByRole('heading', { level: 2, name: 'Elektrowerkzeuge' })).toBeTruthy();
    expect(screen.queryByText(t('blocks.campaigns.black-week'))).toBeNull();
    expect(screen.getByRole('link', { name: t('blocks.heroBanner.cta') }).getAttribute('href')).toBe(
      '/elektrowerkzeuge/',
    );
  });

  it("shows the CMS's own heading, text, picture and link text over the category's", () => {
    const own: HeroBannerProps = {
      heading: 'Werkstatt-Wochen',
      text: 'Alles für die Werkstatt.',
      image: { src: '/images/banner.jpg', alt: 'Werkbank' },
      routeKey: 'inspirations',
      linkText: 'Ideen ansehen',
    };
    renderInShop(<HeroBanner props={own} data={{ category: null, link: '/inspirations/', activeCampaign: null }} />, {
      url: DE,
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Werkstatt-Wochen' })).toBeTruthy();
    expect(screen.getByText('Alles für die Werkstatt.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Werkbank' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ideen ansehen' }).getAttribute('href')).toBe('/inspirations/');
  });
});
