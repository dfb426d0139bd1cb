// https://vike.dev/data — the block gallery (ADR 009): every block of the library with its fixture, in the request's
// country and language, loaded and rendered on the server as a content page's blocks are (spec/1 §2.9).
import type { PageContextServer } from 'vike/types';
import { BLOCK_NAMES } from '../../../generated/blocks.ts';
import { COUNTRIES, COUNTRY_CODES, LANGUAGES, type LanguageCode } from '../../../generated/index.ts';
import { messagesFor } from '../../i18n/messages.server.ts';
import { alternatesOf } from '../page-seo.server.ts';
import { countryOrigin } from './country-origin.ts';
import { blockGalleryPath } from '../../view/gallery-path.ts';
import type { BlockGalleryData } from '../../components/block-gallery/gallery-data.ts';
import { loadGallerySections } from './gallery-sections.server.ts';

export async function data(pageContext: PageContextServer): Promise<BlockGalleryData> {
  const { shop, operations } = pageContext;
  const requestOrigin = pageContext.urlParsed.origin ?? `http://${shop.country}.localhost`;
  const sections = await loadGallerySections(BLOCK_NAMES, {
    shop,
    operations,
    pageContext: withStrings(pageContext),
  });
  const path = blockGalleryPath(shop.country, shop.language);
  return {
    countryLabel: COUNTRIES[shop.country].label,
    languageLabel: LANGUAGES[shop.language].name,
    countries: COUNTRY_CODES.map((country) => {
      // Each country's gallery in its default language: the current language may not be one of that country's.
      const galleryPath = blockGalleryPath(country, COUNTRIES[country].defaultLanguage as LanguageCode);
      return {
        code: country,
        label: COUNTRIES[country].label,
        href: `${countryOrigin(requestOrigin, country) ?? ''}${galleryPath}`,
        current: country === shop.country,
      };
    }),
    languages: COUNTRIES[shop.country].languages.map(({ language }) => ({
      code: language,
      label: LANGUAGES[language as LanguageCode].nativeName,
      href: blockGalleryPath(shop.country, language as LanguageCode),
      current: language === shop.language,
    })),
    sections,
    seo: {
      title: `Block gallery (${shop.country}, ${shop.language}) – Multishop`,
      description: 'Every content block of the library rendered with its fixture: a development page.',
      canonicalPath: path,
      alternates: alternatesOf(pageContext, (language) => blockGalleryPath(shop.country, language)),
      // A development page: never in a search index (nor in the sitemap, which lists routes and categories only).
      noindex: true,
    },
  };
}

/**
 * The page context the blocks are rendered in, with the locale's strings. The server sends them with the first
 * page only (+onCreatePageContext.server.ts), so on a client-side navigation back to the gallery (the browser's
 * back button after following a block's link) the page context lacks them, and every block that translates a
 * word would fail to render.
 */
function withStrings(pageContext: PageContextServer): object {
  if (pageContext.i18n) return pageContext;
  const { shop, frame, urlOriginal, urlPathname, urlParsed } = pageContext;
  return {
    shop,
    frame,
    urlOriginal,
    urlPathname,
    urlParsed,
    i18n: { locale: shop.locale, messages: messagesFor(shop.locale) },
  };
}
