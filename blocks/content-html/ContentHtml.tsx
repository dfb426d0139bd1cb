import type { BlockProps } from '../../runtime/view/block-types.ts';
import type { ContentHtmlProps } from '../../generated/block-props.ts';

export type { ContentHtmlProps };

/** What the page receives: the heading; the HTML goes through the sanitizer and arrives as `data` only. */
export type ContentHtmlClientProps = Omit<ContentHtmlProps, 'html'>;

/** The sanitized HTML (load.server.ts). */
export interface ContentHtmlData {
  readonly html: string;
}

/**
 * spec/1 §2.9 a content-html block: CMS HTML, rendered only after the server's sanitizer (security standard: CMS
 * HTML sanitized) — never the raw props.
 */
export function ContentHtml({ props, data }: BlockProps<ContentHtmlClientProps, ContentHtmlData>) {
  return (
    <section className="block block-content-html">
      {props.heading ? <h2>{props.heading}</h2> : null}
      <div className="content-html" dangerouslySetInnerHTML={{ __html: data.html }} />
    </section>
  );
}
