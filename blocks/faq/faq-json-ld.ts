import { answerParagraphs } from './answer-paragraphs.ts';
import type { FaqItem } from './Faq.tsx';

/**
 * schema.org FAQPage structured data of a page's questions (https://schema.org/FAQPage): the same questions and
 * answers the faq block shows. The page's head serializes it safely (runtime/pages/page-seo.ts jsonLd).
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
