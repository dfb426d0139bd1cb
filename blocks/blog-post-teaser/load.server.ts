import { href } from '../../generated/index.ts';
import type { BlogPostTeaserProps } from '../../generated/block-props.ts';
import { BlockContentError, type BlockLoader } from '../../runtime/view/block-types.ts';
import type { BlogPostTeaserData } from './BlogPostTeaser.tsx';
import { postLink } from './post-link.ts';
import schema from './schema.json' with { type: 'json' };

/**
 * The category's first posts in the page's locale (spec/1 §3 Category custom fields: blog posts per locale; the
 * store answers a category in the request's locale), each linked in the page's language, and the inspirations
 * page's link (spec/1 §2.1 /inspirations/, the blog). A key that names no category is a content error; a category
 * without posts leaves the block out.
 */
export const loadBlogPostTeaser: BlockLoader<BlogPostTeaserProps, BlogPostTeaserData> = async (
  props,
  { shop, operations },
) => {
  const { results } = await operations.call('queryCategories', {
    keys: [props.categoryKey],
    language: shop.language,
    limit: 1,
    offset: 0,
  });
  const category = results[0];
  if (category === undefined) {
    throw new BlockContentError('/categoryKey', `names no known category (got "${props.categoryKey}")`);
  }
  const limit = props.limit ?? schema.properties.limit.default;
  const posts = category.custom.posts.slice(0, limit).map((post) => ({
    title: post.title,
    link: postLink(shop, post.url),
    imageUrl: post.imageUrl,
  }));
  if (posts.length === 0) return null;
  const inspirationsLink = href('inspirations', {}, { country: shop.country, language: shop.language });
  return { posts, inspirationsLink };
};
