// https://vike.dev/data — the product page (spec/1 §2.1, §7 "Product load when on a product page"; spec/3 §2
// reviews, §3 product attributes, §7 comparison).
import { createElement } from 'react';
import type { PageContextServer } from 'vike/types';
import type { StaticRenderedBlock } from '../../view/block-types.ts';
import { renderStaticPart } from '../../../blocks/load-blocks.server.ts';
import { ComparisonTable } from '../../components/product/ComparisonTable.tsx';
import { ProductReviews } from '../../components/product/ProductReviews.tsx';
import { loadProductPage, type ProductPageViews } from './load-product-page.server.ts';

/**
 * The page's data: the views, with the reviews and the comparison table rendered on the server. They are not
 * interactive (their links are plain links), so they are static parts as the footer is (ADR 019): their HTML is
 * once in a first page's markup, and neither their code nor their data goes to the browser (ADR 021: product page
 * JavaScript ≤ 115 kB gzip).
 */
export interface ProductData extends Omit<ProductPageViews, 'reviews' | 'comparison'> {
  readonly reviews: StaticRenderedBlock;
  readonly comparison: StaticRenderedBlock | null;
}

export async function data(pageContext: PageContextServer): Promise<ProductData> {
  const views = await loadProductPage(pageContext);
  const { product, reviews, comparison } = views;
  const context = { pageContext, locale: pageContext.shop.locale };
  return {
    ...views,
    reviews: renderStaticPart(
      'product-reviews',
      createElement(ProductReviews, { rating: product.rating, reviews, basePath: product.link }),
      context,
    ),
    comparison:
      comparison &&
      renderStaticPart(
        'product-comparison',
        createElement(ComparisonTable, { comparison, productName: product.name }),
        context,
      ),
  };
}
