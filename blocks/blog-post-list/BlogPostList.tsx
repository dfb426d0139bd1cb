import { useId } from 'react';
import type { BlogPostListProps } from '../../generated/block-props.ts';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { BlockProps } from '../../runtime/view/block-types.ts';

/** A post in the list (spec/1 §3 blog posts: title, URL, picture), its link in the page's language. */
export interface BlogPostListItem {
  /** The list item's id: the post link's fragment, so '/inspirations/#post-…' lands on it; null without one. */
  readonly id: string | null;
  readonly title: string;
  readonly link: string;
  readonly imageUrl: string;
}

/** A category's posts under its name; its page's link when it has products in the country. */
export interface BlogPostListGroup {
  readonly key: string;
  readonly name: string;
  readonly link: string | null;
  readonly posts: readonly BlogPostListItem[];
}

export interface BlogPostListData {
  readonly groups: readonly BlogPostListGroup[];
}

/**
 * spec/1 §2.9 blog posts, as the inspirations page lists them (spec/1 §2.1 /inspirations/): a group per category,
 * headed by its name, with its posts and a link to the category's products. Each post's item carries the post's
 * fragment as its id, the target of the teasers' links. A static block (block.json "interactive": false): HTML
 * rendered on the server, no script.
 */
export function BlogPostList({ props, data }: BlockProps<BlogPostListProps, BlogPostListData>) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="block block-blog-post-list" aria-labelledby={headingId}>
      <h2 id={headingId}>{props.heading ?? t('blocks.blogPostList.heading')}</h2>
      {data.groups.map((group) => {
        const groupHeadingId = `${headingId}-${group.key}`;
        return (
          <div key={group.key} className="blog-post-list__group">
            <h3 id={groupHeadingId}>{group.name}</h3>
            <ul className="blog-post-list__posts">
              {group.posts.map((post, index) => (
                <li key={post.id ?? index} id={post.id ?? undefined} className="blog-post-list__post">
                  <img src={post.imageUrl} alt="" width={96} height={60} loading="lazy" decoding="async" />
                  <a href={post.link}>{post.title}</a>
                </li>
              ))}
            </ul>
            {group.link ? (
              // "Show products" alone would name every group's link alike: the group's heading describes it.
              <a href={group.link} className="blog-post-list__products" aria-describedby={groupHeadingId}>
                {t('blocks.blogPostList.showProducts')}
              </a>
            ) : null}
          </div>
        );
      })}
    </section>
  );
}
