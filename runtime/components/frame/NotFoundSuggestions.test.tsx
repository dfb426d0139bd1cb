// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShop, shopPageContext, shopTranslator } from '../../../tests/fixtures/render-in-shop.tsx';
import { NotFoundSuggestions } from './NotFoundSuggestions.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
const url = 'http://de.localhost:3000/nothing-here/';
const t = shopTranslator(url);

describe("the not-found page's two blocks (spec/1 §2.8: loaded when idle)", () => {
  it('are not in the server-rendered page', () => {
    const html = renderToString(
      <VikeReactProviderPageContext pageContext={shopPageContext({ url, is404: true }) as never}>
        <NotFoundSuggestions />
      </VikeReactProviderPageContext>,
    );
    expect(html).toBe('');
  });

  it('come once the browser is idle: shop by department, then trusted brands', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    renderInShop(<NotFoundSuggestions />, { url, is404: true });
    expect(screen.queryByRole('heading')).toBeNull();
    idle.forEach((callback) => callback());
    expect(await screen.findByRole('heading', { name: t('blocks.shopByDepartment.heading') })).toBeTruthy();
    expect(screen.getByRole('heading', { name: t('blocks.trustedBrands.heading') })).toBeTruthy();
  });
});
