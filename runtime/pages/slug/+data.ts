// https://vike.dev/data — the catch-all slug (spec/1 §2.1): a category page (§2.6 listing), an own brand's listing
// (§2.7), or a content page, which the content page renders (ADR 038: handed on with vike's URL rewrite).
import type { PageContextServer } from 'vike/types';
import { redirect, render } from 'vike/abort';
import type { Category } from '../../../generated/types.ts';
import { nullWhenNotFound } from '../../client/operation-client.ts';
import type { PageData } from '../../view/page-seo.ts';
import { requestQueryOf } from '../request-query.ts';
import { withQuery } from '../../domain/routing/query-string.ts';
import { prefixedAlternates } from '../page-seo.server.ts';
import { listingOf, listingSeo } from '../listing-data.server.ts';
import type { ListingView } from '../../view/listing-data.ts';
import { contentRewriteOf } from '../../domain/routing/content-rewrite.ts';
import { COUNTRIES, FOOTER, href, type LanguageCode } from '../../../generated/index.ts';

export interface CategoryData extends PageData {
  readonly category: Pick<Category, 'key' | 'name' | 'link' | 'depth'> & {
    readonly breadcrumbs: readonly { readonly name: string; readonly link: string }[];
    readonly children: readonly { readonly key: string; readonly name: string; readonly link: string }[];
  };
  readonly listing: ListingView;
}

export async function data(pageContext: PageContextServer): Promise<CategoryData> {
  const { shop, operations } = pageContext;
  const slug = shop.params.slug;
  if (slug === undefined) throw render(404);
  // spec/1 §2.1 one URL a page: where native routing is on (spec/1 §9.5) a category's path is under /c/ and a
  // content page's is not, so each path is looked up as what it can be. Elsewhere the catch-all is either.
  const mayBeCategory = shop.routeKeys.includes('category');
  const mayBeContent = shop.routeKeys.includes('content');
  const found = await operations
    .call('getCategory', { slug, language: shop.language, fetchSiblings: false })
    .catch(nullWhenNotFound);
  if (found && !mayBeCategory) {
    // A category on a content page's path. The server redirects such a document request before rendering
    // (page-redirects.server.ts); this is the same rule for a client-side navigation.
    throw redirect(withQuery(found.category.link, requestQueryOf(pageContext)), 301);
  }
  if (!mayBeContent && !found) throw render(404);
  if (found) {
    const { category } = found;
    const [listing, children] = await Promise.all([
      listingOf(pageContext, { categoryKey: category.key }),
      operations.call('queryCategories', { parentKey: category.key, language: shop.language, limit: 100, offset: 0 }),
    ]);
    return {
      category: {
        key: category.key,
        name: category.name,
        link: category.link,
        depth: category.depth,
        breadcrumbs: category.ancestors.map((ancestor) => ({
          name: ancestor.name,
          link: href('category', { slug: ancestor.slug }, { country: shop.country, language: shop.language }),
        })),
        children: children.results.map(({ key, name, link }) => ({ key, name, link })),
      },
      listing,
      seo: listingSeo(pageContext, listing, {
        title: category.metaTitle || category.name,
        description: category.metaDescription,
        alternates: await categoryAlternates(pageContext, category),
      }),
    };
  }
  // spec/1 §2.7 an own brand's fixed path lists its products, unless the CMS has a page there.
  const brand = FOOTER.ownBrands.find((entry) => entry.path === `/${slug}/`);
  if (brand !== undefined) {
    const page = await operations.call('getContentPage', { slug, language: shop.language }).catch(nullWhenNotFound);
    if (page === null) return brandPage(pageContext, brand);
  }
  // The content page renders it (and answers not found when the CMS has no page there either); the shopper's
  // address stays as it is.
  const { pathnameOriginal, searchOriginal } = pageContext.urlParsed;
  throw render(`${contentRewriteOf(pathnameOriginal)}${searchOriginal ?? ''}`);
}

/**
 * spec/1 §2.7 "ten own-brand links with fixed paths": an own brand's path lists its products, as a category page
 * does: the brand is the listing's scope (ADR 014), so the page's own filters, sorts and paging work within it.
 */
async function brandPage(
  pageContext: PageContextServer,
  brand: (typeof FOOTER.ownBrands)[number],
): Promise<CategoryData> {
  const listing = await listingOf(pageContext, { brand: brand.name });
  return {
    category: {
      key: `brand-${brand.path.slice(1, -1)}`,
      name: brand.name,
      link: brand.path,
      depth: 0,
      breadcrumbs: [],
      children: [],
    },
    listing,
    seo: listingSeo(pageContext, listing, {
      title: `${brand.name} – Multishop`,
      description: brand.name,
      alternates: prefixedAlternates(pageContext, brand.path),
    }),
  };
}

/** The category's page in each language of the country: its slug differs by language (hreflang, selector). */
async function categoryAlternates(
  pageContext: PageContextServer,
  category: Category,
): Promise<PageData['seo']['alternates']> {
  const { shop, operations } = pageContext;
  const alternates: Partial<Record<LanguageCode, string>> = { [shop.language]: category.link };
  const others = COUNTRIES[shop.country].languages
    .map((entry) => entry.language as LanguageCode)
    .filter((language) => language !== shop.language);
  await Promise.all(
    others.map(async (language) => {
      const answer = await operations.call('queryCategories', { keys: [category.key], language, limit: 1, offset: 0 });
      const translated = answer.results[0];
      if (translated) alternates[language] = translated.link;
    }),
  );
  return alternates;
}
