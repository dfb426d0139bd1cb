import { sanitizeContentHtml } from '../../runtime/server/platform/content-html.server.ts';
import type { BlockLoader } from '../../runtime/view/block-types.ts';
import type { ContentHtmlData, ContentHtmlProps } from './ContentHtml.tsx';

/**
 * The CMS HTML made inert on the server (security standard: CMS HTML sanitized): only the sanitized result is
 * rendered. Text that is empty once sanitized (only a script, say) leaves the block out.
 */
export const loadContentHtml: BlockLoader<ContentHtmlProps, ContentHtmlData> = async (props) => {
  const html = sanitizeContentHtml(props.html).trim();
  return html === '' ? null : { html };
};
