/**
 * The paragraphs of a plain CMS text: a blank line separates them (blocks/faq/schema.json answer; also the text of
 * blocks/image-text). Blank paragraphs are dropped and each is trimmed, so stray white space makes no empty <p>.
 */
export function answerParagraphs(answer: string): string[] {
  return answer
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}
