// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { inVikePageContext } from '../../view/vike-page-context.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShop, shopPageContext, shopTranslator } from '../../../tests/fixtures/render-in-shop.tsx';
import { fakeOperations } from '../../../tests/fixtures/operations-fixture.ts';
import { data as errorPageData } from '../../pages/_error/+data.ts';
import { NotFoundSuggestions } from './NotFoundSuggestions.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
const url = 'http://de.localhost:3000/nothing-here/';
const t = shopTranslator(url);

/** The error page's data as its +data hook gives it on the server: the two blocks rendered to HTML. */
async function pageData(is404: boolean) {
  const pageContext = { ...shopPageContext({ url, is404 }), operations: fakeOperations({}) };
  return errorPageData(pageContext as never);
}

describe("the not-found page's two blocks (spec/1 §2.8: loaded when idle)", () => {
  it('are rendered on the server as HTML with the page data (no JavaScript of theirs, ADR 009); other errors have none', async () => {
    const { notFoundBlocks } = await pageData(true);
    expect(notFoundBlocks.map((block) => block.block)).toEqual(['shop-by-department', 'trusted-brands']);
    expect(notFoundBlocks[0]!.html).toContain(t('blocks.shopByDepartment.heading'));
    expect(notFoundBlocks[1]!.html).toContain(t('blocks.trustedBrands.heading'));
    expect((await pageData(false)).notFoundBlocks).toEqual([]);
  });

  it('are not in the server-rendered page', async () => {
    const data = await pageData(true);
    const html = renderToString(
      inVikePageContext(shopPageContext({ url, is404: true, data }), <NotFoundSuggestions />),
    );
    expect(html).toBe('');
  });

  it('come once the browser is idle: shop by department, then trusted brands', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    renderInShop(<NotFoundSuggestions />, { url, is404: true, data: await pageData(true) });
    expect(screen.queryByRole('heading')).toBeNull();
    idle.forEach((callback) => callback());
    expect(await screen.findByRole('heading', { name: t('blocks.shopByDepartment.heading') })).toBeTruthy();
    expect(screen.getByRole('heading', { name: t('blocks.trustedBrands.heading') })).toBeTruthy();
  });
});
