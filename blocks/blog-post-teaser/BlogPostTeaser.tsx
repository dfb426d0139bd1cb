import { useId } from 'react';
import type { BlogPostTeaserProps } from '../../generated/block-props.ts';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { BlockProps } from '../../runtime/view/block-types.ts';

/** A post as its card shows it (spec/1 §3 blog posts: title, URL, picture), its link in the page's language. */
export interface BlogPostCard {
  readonly title: string;
  readonly link: string;
  readonly imageUrl: string;
}

export interface BlogPostTeaserData {
  readonly posts: readonly BlogPostCard[];
  /** The inspirations page (spec/1 §2.1 /inspirations/, tagged Blog in the footer), in the page's language. */
  readonly inspirationsLink: string;
}

/**
 * spec/1 §2.9 blog posts: a category's posts as cards. Each card is one link named by the post's title; its
 * picture only decorates and "Read more" is a visual cue, hidden from assistive technology so the link's name is
 * the title alone. A static block (block.json "interactive": false): HTML rendered on the server, no script.
 */
export function BlogPostTeaser({ props, data }: BlockProps<BlogPostTeaserProps, BlogPostTeaserData>) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="block block-blog-post-teaser" aria-labelledby={headingId}>
      <div className="blog-post-teaser__head">
        <h2 id={headingId}>{props.heading ?? t('blocks.blogPostTeaser.heading')}</h2>
        <a href={data.inspirationsLink}>{t('blocks.blogPostTeaser.allPosts')}</a>
      </div>
      <ul className="blog-post-teaser__cards">
        {data.posts.map((post, index) => (
          <li key={`${post.link}|${index}`}>
            <a href={post.link} className="blog-post-teaser__card">
              <img src={post.imageUrl} alt="" width={320} height={200} loading="lazy" decoding="async" />
              <span className="blog-post-teaser__title">{post.title}</span>
              <span className="blog-post-teaser__more" aria-hidden="true">
                {t('blocks.blogPostTeaser.readMore')}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
