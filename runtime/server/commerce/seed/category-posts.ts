import { href, LOCALES, type CountryCode, type LanguageCode, type LocaleCode } from '../../../../generated/index.ts';
import { languageOfLocale } from '../../../domain/country/locale-language.ts';
import type { CategoryPost } from '../../../../generated/types.ts';
import { parseLanguagePrefix } from '../../../domain/routing/language-prefix.ts';
import postTitlesJson from './category-posts.json' with { type: 'json' };
import { routeTarget } from '../../../domain/routing/route-target.ts';

/** The title templates, in the order categories take them in turn (seed/category-posts.json, one set per language). */
export const POST_TEMPLATE_KEYS = ['buyingGuide', 'care', 'expertTips'] as const;

export type PostTemplateKey = (typeof POST_TEMPLATE_KEYS)[number];

/** The title templates in the shop's 21 languages; `{category}` is the category's name in that language. */
export const POST_TITLES = postTitlesJson as Readonly<Record<LanguageCode, Readonly<Record<PostTemplateKey, string>>>>;

/** A category as its posts need it: where it sits in the tree and what the seed calls and shows it. */
export interface PostedCategory {
  readonly key: string;
  /** 0 for a first-level category. */
  readonly depth: number;
  /** The category's place among the posted categories: neighbours start on different templates. */
  readonly position: number;
  /** The category's name in the locale's language. */
  readonly name: string;
  /** The category's picture as the seed stores it (categories.image_url). */
  readonly imageUrl: string | null;
}

/**
 * Posts per category level: two for a first-level category, one for a second-level one, none deeper. The demo's
 * choice: enough for the blog-post blocks to show a list and a teaser on every department.
 */
export function postCountAt(depth: number): number {
  return depth === 0 ? 2 : depth === 1 ? 1 : 0;
}

/**
 * The fragment of post n (from 1) of a category: the blog-post-list block gives its list item this id, so a
 * teaser's link lands on the post on the inspirations page.
 */
export function postFragment(categoryKey: string, n: number): string {
  return `post-${categoryKey}-${n}`;
}

const INSPIRATIONS_PATHS = new Map<LocaleCode, string>();

/**
 * The inspirations page's path in the locale's language without a language prefix (spec/1 §2.1: the route's
 * translated path where it has one, its trailing slash). Stored unprefixed: the page that shows a post adds the
 * prefix of its own shop and language (spec/1 §2.1 "A language prefix is added to slugs unless the locale is the
 * country's default language").
 */
export function inspirationsPath(locale: LocaleCode): string {
  let path = INSPIRATIONS_PATHS.get(locale);
  if (path === undefined) {
    const country = LOCALES[locale].country as CountryCode;
    path = parseLanguagePrefix(
      country,
      href('inspirations', {}, routeTarget(country, LOCALES[locale].language)),
    ).pathWithoutPrefix;
    INSPIRATIONS_PATHS.set(locale, path);
  }
  return path;
}

/** Swiss German writes "ss" for "ß", as the CMS content (content/pages/de-CH) and runtime/i18n's de-CH files do. */
function localized(locale: LocaleCode, text: string): string {
  return locale === 'de-CH' ? text.replaceAll('ß', 'ss') : text;
}

/**
 * A category's blog posts in a locale (spec/1 §3 Category custom fields: "blog posts per locale"): titles from the
 * templates in the locale's language with the category's name, a link to the post on the inspirations page, the
 * category's picture. Pure: the same category and locale give the same posts on every run. A category without a
 * picture gets none (a post's picture is required, operation-answers.schema.json CategoryPost).
 */
export function categoryPosts(category: PostedCategory, locale: LocaleCode): CategoryPost[] {
  const { imageUrl } = category;
  if (imageUrl === null) return [];
  const titles = POST_TITLES[languageOfLocale(locale)];
  return Array.from({ length: postCountAt(category.depth) }, (_, index) => {
    const n = index + 1;
    const template = titles[POST_TEMPLATE_KEYS[(category.position + index) % POST_TEMPLATE_KEYS.length]!];
    return {
      title: localized(
        locale,
        template.replace('{category}', () => category.name),
      ),
      url: `${inspirationsPath(locale)}#${postFragment(category.key, n)}`,
      imageUrl,
    };
  });
}
