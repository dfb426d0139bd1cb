// spec/1 §2.9 review carousel: the most recent good reviews across products, read from the embedded store's
// reviews (spec/3 §3 Review). Kept beside the reviews' module that calls it (reviews.server.ts), with its own tests.
import { LOCALE_CODES, type LocaleCode } from '../../../../../generated/index.ts';
import { languageOfLocale } from '../../../../domain/country/locale-language.ts';
import type { ReviewHighlight } from '../../../../../generated/types.ts';
import type { CatalogueContext } from '../../ports/catalogue-types.ts';
import type { ReviewHighlightQuery } from '../../ports/catalogue-port.ts';
import { toReviewBody, type ReviewBodyRow } from './catalogue-mappers.ts';

/** How the store runs a read: its prepared-statement cache (statements.server.ts). */
export type ReadRows = <T>(sql: string, params: Record<string, unknown>) => T[];

/** A review with its product, as the queries below read it. */
export interface ReviewHighlightRow extends ReviewBodyRow {
  product_id: string;
  sku: string;
  name: string;
  slug: string;
  image_url: string | null;
}

export function toReviewHighlight(row: ReviewHighlightRow): ReviewHighlight {
  return {
    ...toReviewBody(row),
    product: { id: row.product_id, sku: row.sku, name: row.name, slug: row.slug, imageUrl: row.image_url },
  };
}

/**
 * The locales whose reviews a language sees. A review keeps the locale it was written in (spec/3 §3 Review
 * locale: de-AT, de-CH, de-DE …) and its text is in that locale's language, so a German page shows the German
 * reviews of every German-speaking market: the text is what the shopper reads.
 */
const LOCALES_OF_LANGUAGE: ReadonlyMap<string, readonly LocaleCode[]> = (() => {
  const byLanguage = new Map<string, LocaleCode[]>();
  // From the codes, which every build has: a country's build holds only its own locales' settings (ADR 021).
  for (const locale of LOCALE_CODES) {
    const language = languageOfLocale(locale);
    byLanguage.set(language, [...(byLanguage.get(language) ?? []), locale]);
  }
  return byLanguage;
})();

export function reviewLocalesOf(language: string): readonly LocaleCode[] {
  return LOCALES_OF_LANGUAGE.get(language) ?? [];
}

// The columns every query answers; the picture is the product's first (spec/3 §3 images).
const COLUMNS = `r.id, r.title, r.text, r.author_name, r.rating, r.created_at, p.id as product_id, p.sku, t.name, t.slug,
  json_extract(p.images, '$[0].url') as image_url`;

// As getReviews: only reviews counted in the product's statistics; as every product read: only published products
// (spec/1 §5). Most recent first, the id breaking ties so the order is the same on every call.
const FILTER = `r.included_in_statistics = 1 and r.rating >= @minRating and p.published = 1`;
const ORDER = `order by r.created_at desc, r.id desc limit @limit`;

/**
 * The whole catalogue's or a category's reviews of one locale, newest first. It walks index
 * reviews_locale_recent (migration 003) backwards from the newest review and stops at the `limit`-th match; the
 * index holds the rating and the product id, so a review that does not match (rated lower, or of a product
 * outside the category: product_categories holds a product's category and each of its ancestors, so one lookup
 * answers "in this category or below it") is passed over without reading its row. At 100,000 products this is
 * under 1 ms for a shop-wide or a category's carousel, and about 8 ms when a category has no matching review in
 * the language and the walk reads the language's whole index (measured on the 100,000-product file of
 * BENCHMARKS.md, German: three locales).
 */
export const RECENT_IN_LOCALE_SQL = `select ${COLUMNS}
  from reviews r
  join products p on p.id = r.product_id
  join product_texts t on t.product_id = p.id and t.language = @language
  where r.locale = @locale and ${FILTER}
    and (@categoryId is null or exists (
      select 1 from product_categories pc where pc.category_id = @categoryId and pc.product_id = r.product_id))
  ${ORDER}`;

/**
 * The reviews of a list of products (at most 48): each product's reviews through index reviews_product_recent, a
 * few hundred rows at most, sorted. `cross join` keeps the planner from starting at the reviews.
 */
export const RECENT_OF_SKUS_SQL = `select ${COLUMNS}
  from json_each(@skus) wanted
  cross join products p on p.sku = wanted.value
  cross join reviews r on r.product_id = p.id
  cross join product_texts t on t.product_id = p.id and t.language = @language
  where r.locale in (select value from json_each(@locales)) and ${FILTER}
  ${ORDER}`;

/**
 * spec/1 §2.9 review carousel: the `limit` most recent reviews rated `minRating` or more, in the context's
 * language, of published products — of the category (and its descendants), of the SKUs, or of the whole
 * catalogue. Null when the category is unknown.
 */
export function readReviewHighlights(
  read: ReadRows,
  context: CatalogueContext,
  query: ReviewHighlightQuery,
): ReviewHighlight[] | null {
  const locales = reviewLocalesOf(context.language);
  const common = { language: context.language, minRating: query.minRating, limit: query.limit };
  if (query.skus !== undefined) {
    const rows = read<ReviewHighlightRow>(RECENT_OF_SKUS_SQL, {
      ...common,
      skus: JSON.stringify([...new Set(query.skus)]),
      locales: JSON.stringify(locales),
    });
    return rows.map(toReviewHighlight);
  }
  let categoryId: string | null = null;
  if (query.categoryKey !== undefined) {
    const [category] = read<{ id: string }>('select id from categories where key = @key', { key: query.categoryKey });
    if (category === undefined) return null;
    categoryId = category.id;
  }
  // One walk per locale (a language has one to three), each stopping at `limit`; the newest of them win. An `in`
  // over the locales would make SQLite read and sort every match of every locale instead.
  const rows = locales.flatMap((locale) =>
    read<ReviewHighlightRow>(RECENT_IN_LOCALE_SQL, { ...common, locale, categoryId }),
  );
  rows.sort((a, b) => compareDesc(a.created_at, b.created_at) || compareDesc(a.id, b.id));
  return rows.slice(0, query.limit).map(toReviewHighlight);
}

function compareDesc(a: string, b: string): number {
  return a < b ? 1 : a > b ? -1 : 0;
}
