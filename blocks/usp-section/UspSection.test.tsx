// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatPrice } from '../../runtime/components/format.ts';
import { renderInShop, shopTranslator } from '../../tests/fixtures/render-in-shop.tsx';
import fixture from './fixture.json' with { type: 'json' };
import { UspSection, type UspSectionData, type UspSectionProps } from './UspSection.tsx';

afterEach(cleanup);

const CH = 'http://ch.localhost:3000/fr/';
const data: UspSectionData = { freeDeliveryAbove: { centAmount: 9900, currencyCode: 'CHF' } };

describe('UspSection (spec/1 §2.9 USP section)', () => {
  it('renders its fixture: each selling point links to the information page that explains it (spec/1 §2.1)', () => {
    const t = shopTranslator(CH);
    renderInShop(<UspSection props={fixture as UspSectionProps} data={data} />, { url: CH });
    const amount = formatPrice(data.freeDeliveryAbove, 'fr-CH');
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      [t('blocks.usp.delivery.title', { amount }), '/fr/dispatch-information/'],
      [t('blocks.usp.returns.title'), '/fr/return-policy/'],
      [t('blocks.usp.guarantee.title'), '/fr/best-prices-guaranteed/'],
      [t('blocks.usp.service.title'), '/fr/centre-d-aide/'],
    ]);
    expect(links[0]![0]).toContain(amount);
  });

  it('shows only the chosen points, under a visible heading when the CMS gives one', () => {
    renderInShop(<UspSection props={{ heading: 'Nos atouts', items: ['returns'] }} data={data} />, { url: CH });
    expect(screen.getByRole('heading', { level: 2, name: 'Nos atouts' }).className).not.toContain('visually-hidden');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
