import { LOCALE_CODES, LOCALES, type LanguageCode, type LocaleCode } from '../../../../generated/index.ts';
import type { ContentBlock } from '../../../../generated/types.ts';
import { escapeMarkup } from '../../../domain/text/escape-markup.ts';
import {
  INFORMATION_ROUTE_KEYS,
  informationSlug,
  type InformationRouteKey,
} from '../../../pages/information/information-pages.ts';
import type { CmsPageTable } from '../sqlite/schema.ts';
import { CATEGORY_TREE } from './catalogue-tree.ts';
import cmsTextsJson from './cms-texts.json' with { type: 'json' };

/** An information page's text in one language: its title, two short paragraphs, and the help centre's questions. */
interface PageText {
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly faq?: ReadonlyArray<{ readonly question: string; readonly answer: string }>;
}

/** The CMS texts of the demo shop in its 21 languages (seed/cms-texts.json). */
export interface CmsTexts {
  /** The home page's title. */
  readonly home: string;
  readonly pages: Readonly<Record<InformationRouteKey, PageText>>;
}

export const CMS_TEXTS = cmsTextsJson as Readonly<Record<LanguageCode, CmsTexts>>;

/**
 * A locale's wording of its language's text: variant locales (de-AT, fr-BE, en-IE …) reuse it as it is; Swiss
 * German writes "ss" for "ß" (as runtime/i18n's de-CH files do).
 */
function localized(locale: LocaleCode, text: string): string {
  return locale === 'de-CH' ? text.replaceAll('ß', 'ss') : text;
}

/** The home page's blocks (spec/1 §2.9): banner, category cards, two product zones, selling points. */
function homeBlocks(): ContentBlock[] {
  return [
    { block: 'hero-banner', props: { categoryKey: 'power-tools', campaign: 'black-week' } },
    { block: 'category-cards', props: { categoryKeys: CATEGORY_TREE.map((node) => node.key) } },
    { block: 'product-zone', props: { tag: 'bestseller', limit: 8 } },
    { block: 'product-zone', props: { tag: 'new', limit: 8 } },
    { block: 'usp-section', props: {} },
  ];
}

/** An information page's blocks: its text as rich text, and for the help centre the questions (spec/1 §2.9). */
function informationBlocks(text: PageText, wording: (text: string) => string): ContentBlock[] {
  const html = text.paragraphs.map((paragraph) => `<p>${escapeMarkup(wording(paragraph))}</p>`).join('');
  const blocks: ContentBlock[] = [{ block: 'rich-text', props: { html } }];
  if (text.faq) {
    const items = text.faq.map(({ question, answer }) => ({ question: wording(question), answer: wording(answer) }));
    blocks.push({ block: 'faq', props: { items } });
  }
  return blocks;
}

/**
 * The demo shop's CMS pages in all 28 locales (spec/1 §7 content pages by slug and locale): the home page and the
 * information pages of spec/1 §2.1, each under its route's slug in the locale's language. Pure and deterministic:
 * the same rows on every run.
 */
export function cmsPages(updatedAt: string): CmsPageTable[] {
  return LOCALE_CODES.flatMap((locale) => {
    const language = LOCALES[locale].language as LanguageCode;
    const texts = CMS_TEXTS[language];
    const wording = (text: string) => localized(locale, text);
    const row = (slug: string, title: string, blocks: ContentBlock[]): CmsPageTable => ({
      slug,
      locale,
      title: wording(title),
      blocks: JSON.stringify(blocks),
      updated_at: updatedAt,
    });
    return [
      row('home', texts.home, homeBlocks()),
      ...INFORMATION_ROUTE_KEYS.map((routeKey) => {
        const text = texts.pages[routeKey];
        return row(informationSlug(routeKey, language), text.title, informationBlocks(text, wording));
      }),
    ];
  });
}
