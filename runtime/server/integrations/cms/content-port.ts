import type { LocaleCode } from '../../../../generated/index.ts';
import type { ContentPage, FrameContent } from '../../../../generated/types.ts';

export type { FrameContent };

/**
 * The CMS (spec/1 §7: the content list; internal content pages are JSON files named by slug plus
 * language-country, fetched by GET). One port, so a hosted CMS can replace the embedded default — the project's
 * content/ folder (file-content.server.ts) — without a page noticing.
 */
export interface ContentPort {
  /** A content page by its slug in a locale; null when there is none. */
  getPage(slug: string, locale: LocaleCode): Promise<ContentPage | null>;
  /** The slugs of a locale's content pages, sorted. */
  listPages(locale: LocaleCode): Promise<string[]>;
  /** The frame's content in a locale (no promo banner when the CMS has none). */
  getFrame(locale: LocaleCode): Promise<FrameContent>;
}
