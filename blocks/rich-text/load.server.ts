import { sanitizeContentHtml } from '../../runtime/server/commerce/content-html.server.ts';
import type { BlockLoader } from '../block-types.ts';
import type { RichTextClientProps, RichTextData, RichTextProps } from './RichText.tsx';

/**
 * The CMS HTML made inert on the server (security standard: CMS HTML sanitized): only the sanitized result is
 * rendered. Text that is empty once sanitized (only a script, say) leaves the block out.
 */
export const loadRichText: BlockLoader<RichTextProps, RichTextData> = async (props) => {
  const html = sanitizeContentHtml(props.html).trim();
  return html === '' ? null : { html };
};

/** The page needs the heading only: the raw HTML is not sent to the browser. */
export function richTextClientProps({ html: _html, ...rest }: RichTextProps): RichTextClientProps {
  return rest;
}
