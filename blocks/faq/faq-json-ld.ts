import type { FaqProps } from '../../generated/block-props.ts';
import { answerParagraphs } from './answer-paragraphs.ts';

/** A question and its answer, as the block's props give them (blocks/faq/schema.json). */
export type FaqItem = FaqProps['items'][number];

/**
 * schema.org FAQPage structured data of a page's questions (https://schema.org/FAQPage): the same questions and
 * answers the faq block shows. The page's head serializes it safely (runtime/view/page-seo.ts jsonLd).
 */
export function faqJsonLd(items: readonly FaqItem[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: answerParagraphs(item.answer).join('\n\n') },
    })),
  };
}
