// The demo shop's CMS content (spec/1 §2.1 information pages, §2.9 blocks): every page in every locale, with blocks
// the block library accepts, and the same rows on every run.
import { describe, expect, it } from 'vitest';
import { COUNTRIES, LANGUAGE_CODES, LOCALE_CODES, LOCALES, type LanguageCode } from '../../../../generated/index.ts';
import type { ContentBlock } from '../../../../generated/types.ts';
import { checkBlock } from '../../../../blocks/load-blocks.server.ts';
import { INFORMATION_ROUTE_KEYS, informationSlug } from '../../../pages/information/information-pages.ts';
import { CMS_TEXTS, cmsPages } from './cms-pages.ts';

const UPDATED = '2026-11-01T00:00:00Z';
const rows = cmsPages(UPDATED);
const pageOf = (slug: string, locale: string) => rows.find((row) => row.slug === slug && row.locale === locale);
const blocksOf = (slug: string, locale: string) => JSON.parse(pageOf(slug, locale)!.blocks) as ContentBlock[];

describe('the CMS pages of the demo shop', () => {
  it('are the same on every run', () => {
    expect(cmsPages(UPDATED)).toEqual(rows);
  });

  it.each(LOCALE_CODES)(
    '%s has the home page and every information page of spec/1 §2.1, all blocks valid',
    (locale) => {
      const language = LOCALES[locale].language as LanguageCode;
      const slugs = ['home', ...INFORMATION_ROUTE_KEYS.map((key) => informationSlug(key, language))];
      expect(rows.filter((row) => row.locale === locale).map((row) => row.slug)).toEqual(slugs);
      for (const slug of slugs) {
        const page = pageOf(slug, locale)!;
        expect(page.title.trim(), `${locale} ${slug}`).not.toBe('');
        const blocks = blocksOf(slug, locale);
        expect(blocks.length, `${locale} ${slug}`).toBeGreaterThan(0);
        for (const [index, block] of blocks.entries()) {
          expect(checkBlock(block), `${locale} ${slug} block ${index}`).toMatchObject({ ok: true });
        }
      }
    },
  );

  it("puts each information page under its route's path without slashes; the help centre's is translated", () => {
    expect(informationSlug('premiumGuarantee', 'de')).toBe('premium-gurantee');
    expect(informationSlug('privacyData', 'sk')).toBe('privacy-data');
    expect(informationSlug('helpCentre', 'sk')).toBe('centrum-pomoci');
    expect(informationSlug('helpCentre', 'en')).toBe('help-centre');
    expect(pageOf('centrum-pomoci', 'sk-SK')?.title).toBe('Centrum pomoci');
    expect(pageOf('centre-d-aide', 'fr-CH')).toBeDefined();
  });

  it('gives each information page a rich text of two paragraphs, and the help centre four questions', () => {
    for (const locale of LOCALE_CODES) {
      const language = LOCALES[locale].language as LanguageCode;
      for (const key of INFORMATION_ROUTE_KEYS) {
        const [text, ...rest] = blocksOf(informationSlug(key, language), locale);
        expect(text?.block).toBe('rich-text');
        expect((text!.props.html as string).match(/<p>/g)).toHaveLength(2);
        expect(rest.map((block) => block.block)).toEqual(key === 'helpCentre' ? ['faq'] : []);
      }
      const [, faq] = blocksOf(informationSlug('helpCentre', language), locale);
      expect(faq!.props.items).toHaveLength(4);
    }
  });

  it("writes each page in its locale's language: variant locales reuse it, Swiss German without ß", () => {
    expect(pageOf('privacy-data', 'de-AT')).toMatchObject({
      title: 'Datenschutz',
      blocks: pageOf('privacy-data', 'de-DE')!.blocks,
    });
    expect(pageOf('privacy-data', 'en-IE')!.blocks).toBe(pageOf('privacy-data', 'en-GB')!.blocks);
    expect(pageOf('best-prices-guaranteed', 'de-DE')!.blocks).toContain('regelmäßig');
    expect(pageOf('best-prices-guaranteed', 'de-CH')!.blocks).toContain('regelmässig');
    expect(rows.filter((row) => row.locale === 'de-CH').every((row) => !/ß/.test(row.title + row.blocks))).toBe(true);
    // Each language's texts are its own: no page shares its title or its text with the English one.
    for (const language of LANGUAGE_CODES.filter((code) => code !== 'en')) {
      for (const key of INFORMATION_ROUTE_KEYS) {
        expect(CMS_TEXTS[language].pages[key].paragraphs, `${language} ${key}`).not.toEqual(
          CMS_TEXTS.en.pages[key].paragraphs,
        );
      }
    }
  });

  it('escapes the texts into HTML', () => {
    expect(pageOf('company-information', 'en-GB')!.blocks).toContain('company&#39;s registered name');
  });

  it("keeps the home page's blocks: banner, category cards, two product zones, selling points", () => {
    expect(blocksOf('home', 'sk-SK').map((block) => block.block)).toEqual([
      'hero-banner',
      'category-cards',
      'product-zone',
      'product-zone',
      'usp-section',
    ]);
    expect(pageOf('home', 'nb-NO')!.title).toBe(CMS_TEXTS.nb.home);
  });

  it('has a page for every language a country offers', () => {
    for (const [country, config] of Object.entries(COUNTRIES)) {
      for (const { language } of config.languages) {
        const locale = LOCALE_CODES.find(
          (code) => LOCALES[code].country === country && LOCALES[code].language === language,
        )!;
        expect(
          pageOf(informationSlug('helpCentre', language as LanguageCode), locale),
          `${country} ${language}`,
        ).toBeDefined();
      }
    }
  });
});
