// https://vike.dev/data — the not-found page's two content blocks (spec/1 §2.8: shop by department, trusted brands),
// rendered on the server like every block that is not interactive, so they add no JavaScript to the page; the page
// shows them once the browser is idle (NotFoundSuggestions.tsx). Other errors have none.
import type { PageContextServer } from 'vike/types';
import type { ErrorPageData } from '../../components/frame/NotFoundSuggestions.tsx';
import { isStaticBlock } from '../../view/block-types.ts';
import { loadBlocks } from '../../../blocks/load-blocks.server.ts';

const NOT_FOUND_BLOCKS = [{ block: 'shop-by-department' }, { block: 'trusted-brands' }] as const;

export async function data(pageContext: PageContextServer): Promise<ErrorPageData> {
  if (!pageContext.is404 || pageContext.frame === undefined) return { notFoundBlocks: [] };
  const { shop, operations } = pageContext;
  try {
    // Not in the markup: the page shows them once the browser is idle, from the page context's HTML.
    const blocks = await loadBlocks(NOT_FOUND_BLOCKS, {
      shop,
      operations,
      pageContext,
      idPrefix: 'not-found-',
      components: pageContext.components,
    });
    return { notFoundBlocks: blocks.filter(isStaticBlock) };
  } catch (error) {
    // The blocks are optional (spec/1 §2.8): the not-found page never fails for them.
    console.warn(`Not-found blocks left out: ${(error as Error).message}`);
    return { notFoundBlocks: [] };
  }
}
