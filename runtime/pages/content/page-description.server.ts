import type { ContentBlock } from '../../../generated/types.ts';
import { sanitizeContentHtml } from '../../server/platform/content-html.server.ts';

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** The text of sanitized HTML, as a reader sees it: tags gone, entities decoded, white space collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] !== '#') return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Search engines show about 160 characters of a meta description. */
export const DESCRIPTION_LENGTH = 160;

/**
 * A content page's meta description (SEO): the start of its first content HTML block's text (as the
 * sanitizer leaves it), cut at a word with '…' when longer than `maxLength`; null when the page has no text.
 */
export function pageDescription(blocks: readonly ContentBlock[], maxLength = DESCRIPTION_LENGTH): string | null {
  const html = blocks.find((entry) => entry.block === 'content-html')?.props.html;
  const text = plainText(typeof html === 'string' ? sanitizeContentHtml(html) : '');
  if (text === '') return null;
  if (text.length <= maxLength) return text;
  // The last whole word that leaves room for the ellipsis; a single long word is cut.
  const atWord = text.slice(0, maxLength).lastIndexOf(' ');
  const cut = atWord > 0 ? text.slice(0, atWord) : text.slice(0, maxLength - 1);
  return `${cut.replace(/[\s,;:.–-]+$/, '')}…`;
}
