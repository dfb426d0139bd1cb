import type { LanguageCode } from '../../generated/index.ts';

/** spec/1 §2.1 (SEO): what a page says about itself to search engines and link previews. */
export interface PageSeo {
  readonly title: string;
  readonly description: string;
  /** The canonical path (spec/1 §2.6: a page number above 1 is part of it). */
  readonly canonicalPath: string;
  /** The same page in each of the country's languages (hreflang; the language selector's links). */
  readonly alternates: Partial<Record<LanguageCode, string>>;
  /** Not to be indexed (search results, error pages). */
  readonly noindex?: boolean;
  /** Open Graph image URL path. */
  readonly image?: string;
  readonly openGraphType?: 'website' | 'product';
  /** Structured data (schema.org), serialized safely by the head (json-ld.ts). */
  readonly jsonLd?: Readonly<Record<string, unknown>>;
  /** Paging links of listing pages. */
  readonly previousPath?: string;
  readonly nextPath?: string;
}

/** What every page's data carries beside its own content. */
export interface PageData {
  readonly seo: PageSeo;
}
