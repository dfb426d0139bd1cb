// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop, shopTranslator } from '../../tests/fixtures/render-in-shop.tsx';
import { faqJsonLd } from './faq-json-ld.ts';
import { Faq, type FaqProps } from './Faq.tsx';
import fixture from './fixture.json' with { type: 'json' };

afterEach(cleanup);

const GB = 'http://gb.localhost:3000/';
const props = fixture as FaqProps;

describe('Faq (spec/1 §2.9 FAQ)', () => {
  it('renders its fixture: each question a native <details>/<summary> disclosure, closed at first', () => {
    const t = shopTranslator(GB);
    renderInShop(<Faq props={props} data={undefined} />, { url: GB });
    expect(screen.getByRole('heading', { level: 2, name: t('blocks.faq.heading') })).toBeTruthy();
    const disclosures = [...document.querySelectorAll('details')];
    expect(disclosures).toHaveLength(2);
    expect(disclosures.map((details) => details.querySelector('summary')?.textContent)).toEqual([
      'How do I track my order?',
      'How do I return a product?',
    ]);
    expect(disclosures.every((details) => !details.open)).toBe(true);
  });

  it('splits an answer into paragraphs at blank lines', () => {
    renderInShop(<Faq props={props} data={undefined} />, { url: GB });
    const second = document.querySelectorAll('details')[1]!;
    expect([...second.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'You can withdraw from your purchase within 14 days of delivery.',
      'Contact customer service and we will send you the return instructions.',
    ]);
  });

  it('describes the same questions as schema.org FAQPage data', () => {
    const ld = faqJsonLd(props.items);
    expect(ld['@type']).toBe('FAQPage');
    expect(ld.mainEntity).toEqual([
      expect.objectContaining({ name: 'How do I track my order?' }),
      {
        '@type': 'Question',
        name: 'How do I return a product?',
        acceptedAnswer: { '@type': 'Answer', text: props.items[1]!.answer },
      },
    ]);
  });
});
