import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { BlockProps } from '../../runtime/view/block-types.ts';
import { scriptJson } from '../../runtime/domain/text/script-json.ts';
import { answerParagraphs } from './answer-paragraphs.ts';
import { faqJsonLd } from './faq-json-ld.ts';
import type { FaqProps } from '../../generated/block-props.ts';

export type { FaqProps };

/**
 * spec/1 §2.9 FAQ block. Each question is a native <details>/<summary> disclosure: focusable, opened and closed
 * with Enter or Space, announced as expandable — no script (brief: native elements first).
 */
export function Faq({ props }: BlockProps<FaqProps>) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="block block-faq" aria-labelledby={headingId}>
      <h2 id={headingId}>{props.heading ?? t('blocks.faq.heading')}</h2>
      {props.items.map((item, index) => (
        <details key={index} className="faq-item">
          <summary>{item.question}</summary>
          <div className="faq-answer">
            {answerParagraphs(item.answer).map((paragraph, line) => (
              <p key={line}>{paragraph}</p>
            ))}
          </div>
        </details>
      ))}
      {/* The same questions as schema.org FAQPage data for search engines, on whichever page the block is. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(faqJsonLd(props.items)) }} />
    </section>
  );
}
