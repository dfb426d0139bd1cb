import type { BlockProps } from '../block-types.ts';
import './rich-text.css';

/** The props of a 'rich-text' block (blocks/rich-text/schema.json). */
export interface RichTextProps {
  readonly heading?: string;
  readonly html: string;
}

/** What the page receives: the heading; the HTML goes through the sanitizer and arrives as `data` only. */
export type RichTextClientProps = Omit<RichTextProps, 'html'>;

/** The sanitized HTML (load.server.ts). */
export interface RichTextData {
  readonly html: string;
}

/**
 * spec/1 §2.9 a rich-text block: CMS HTML, rendered only after the server's sanitizer (security standard: CMS
 * HTML sanitized) — never the raw props.
 */
export function RichText({ props, data }: BlockProps<RichTextClientProps, RichTextData>) {
  return (
    <section className="block block-rich-text">
      {props.heading ? <h2>{props.heading}</h2> : null}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: data.html }} />
    </section>
  );
}
