import type { BlogPostListProps } from '../../generated/block-props.ts';
import type { Category } from '../../generated/types.ts';
import { BlockContentError, type BlockLoader, type BlockLoaderContext } from '../../runtime/view/block-types.ts';
import { postLink } from '../blog-post-teaser/post-link.ts';
import type { BlogPostListData, BlogPostListGroup } from './BlogPostList.tsx';
import { postFragment } from './post-fragment.ts';
import schema from './schema.json' with { type: 'json' };

/**
 * Up to `limit` posts of the categories, the categories taking turns: every category's first post, then every
 * second one … — so a low limit still shows each category. Kept in the categories' order, each
 * category's posts in its own order.
 */
export function takeInTurns<T>(lists: readonly (readonly T[])[], limit: number): T[][] {
  const taken: T[][] = lists.map(() => []);
  let left = limit;
  for (let round = 0; left > 0; round += 1) {
    let any = false;
    lists.forEach((list, index) => {
      if (left > 0 && round < list.length) {
        taken[index]!.push(list[round]!);
        left -= 1;
        any = true;
      }
    });
    if (!any) break;
  }
  return taken;
}

/** The categories of the props, in their order (unknown keys skipped), or every first-level category. */
async function categoriesOf(props: BlogPostListProps, { shop, operations }: BlockLoaderContext): Promise<Category[]> {
  if (props.categoryKeys === undefined) {
    return (await operations.call('getFirstLevelCategories', { language: shop.language })).results;
  }
  const { results } = await operations.call('queryCategories', {
    keys: [...props.categoryKeys],
    language: shop.language,
    limit: props.categoryKeys.length,
    offset: 0,
  });
  const byKey = new Map(results.map((category) => [category.key, category]));
  if (byKey.size === 0) throw new BlockContentError('/categoryKeys', 'names no known category');
  return props.categoryKeys.flatMap((key) => byKey.get(key) ?? []);
}

/**
 * The posts of the categories in the page's locale (spec/1 §3 Category custom fields: blog posts per locale),
 * grouped by category: its name, its page's link when it has products in the country (spec/1 §3 hasProducts per
 * market), each post's title, picture, link in the page's language and id (its link's fragment, unique on the page).
 * Without posts the block is left out; a list of keys none of which names a category is a content error.
 */
export const loadBlogPostList: BlockLoader<BlogPostListProps, BlogPostListData> = async (props, context) => {
  const categories = (await categoriesOf(props, context)).filter((category) => category.custom.posts.length > 0);
  const limit = props.limit ?? schema.properties.limit.default;
  const taken = takeInTurns(
    categories.map((category) => category.custom.posts),
    limit,
  );
  const ids = new Set<string>();
  const groups = categories.map((category, index): BlogPostListGroup => ({
    key: category.key,
    name: category.name,
    link: category.custom.hasProducts ? category.link : null,
    posts: taken[index]!.map((post) => {
      // An id is unique on a page: a second post with the same fragment gets none.
      let id = postFragment(post.url);
      if (id !== null && ids.has(id)) id = null;
      if (id !== null) ids.add(id);
      return { id, title: post.title, link: postLink(context.shop, post.url), imageUrl: post.imageUrl };
    }),
  }));
  return groups.length === 0 ? null : { groups };
};
