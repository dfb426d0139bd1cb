// @vitest-environment happy-dom
// spec/1 §2.1: footer brand links in CH-fr and BE-nl dropped the language prefix, so a click led from a French
// page to a German one. The class: every link of the frame (header, category bar, navigation panel, newsletter
// block, footer, the not-found page's blocks) is built in the page's language (spec/1 §2.1 "A language prefix is added to slugs unless the
// locale is the country's default language"), in every country and language. Also spec/1 §2.1 "External links,
// opening separate sites: about us, career, my orders": each is in the frame.
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES, ROUTING, type LanguageCode } from '../../../generated/index.ts';
import { parseLanguagePrefix, prefixPath } from '../../domain/routing/language-prefix.ts';
import { LOCALE_CHANGE_PATH } from '../../domain/routing/locale-change.ts';
import { FIXTURE_CATEGORIES, renderInShop } from '../../../tests/fixtures/render-in-shop.tsx';
import { ShopByDepartment } from '../../../blocks/shop-by-department/ShopByDepartment.tsx';
import { TrustedBrands } from '../../../blocks/trusted-brands/TrustedBrands.tsx';
import { CategoryBar } from './CategoryBar.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { NavigationPanel } from './NavigationPanel.tsx';
import { NewsletterBlock } from './NewsletterBlock.tsx';

afterEach(cleanup);

function FrameLinks() {
  return (
    <>
      <Header />
      <CategoryBar />
      <NavigationPanel />
      <NewsletterBlock />
      <Footer />
      {/* The not-found page's two blocks (spec/1 §2.8), part of the error page's frame. */}
      <ShopByDepartment props={{}} data={undefined} />
      <TrustedBrands props={{}} data={undefined} />
    </>
  );
}

const PAGES = COUNTRY_CODES.flatMap((country) =>
  COUNTRIES[country].languages.map(({ language }) => ({ country, language: language as LanguageCode })),
);

describe('the frame’s links (spec/1 §2.1)', () => {
  it.for(PAGES)('$country-$language: every link to a page of the shop is in the page’s language', (page) => {
    const { country, language } = page;
    const home = prefixPath(country, language, '/');
    // The server builds the category links in the page's language (frame-data); the fixture's as it would.
    const categories = FIXTURE_CATEGORIES.map((category) => ({
      ...category,
      link: prefixPath(country, language, category.link),
    }));
    renderInShop(<FrameLinks />, { url: `http://${country}.localhost:3000${home}`, categories });
    const paths = [...document.querySelectorAll('a[href^="/"]')]
      .map((link) => link.getAttribute('href')!)
      // The language selector's links lead to the other languages, through the locale change (spec/1 §4).
      .filter((href) => !href.startsWith(`${LOCALE_CHANGE_PATH}?`));
    expect(paths.length).toBeGreaterThan(30);
    for (const path of paths) {
      expect(parseLanguagePrefix(country, new URL(path, 'http://x').pathname).language, path).toBe(language);
    }
  });

  it('links each external site of spec/1 §2.1 (about us, career, my orders), opening separately', () => {
    renderInShop(<Footer />, { url: 'http://de.localhost:3000/' });
    for (const { key, url } of ROUTING.externalLinks) {
      const links = [...document.querySelectorAll(`a[href="${url}"]`)];
      expect(links, key).toHaveLength(1);
      expect(links[0]!.getAttribute('target'), key).toBe('_blank');
      expect(links[0]!.textContent, key).not.toBe('');
    }
  });
});
