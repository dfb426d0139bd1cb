/** An FAQ answer's paragraphs: a blank line separates them (blocks/faq/schema.json). */
export function answerParagraphs(answer: string): string[] {
  return answer
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}
