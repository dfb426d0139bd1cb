import type { ProductCardView } from '../../view/product-card-view.ts';
import { ProductCard } from '../product-card/ProductCard.tsx';

/**
 * The grid's widest row (listing.css: four columns from 1024 px, spec/1 §9.7 desktop breakpoint): these pictures are
 * in view when the page opens and load at once; the rest load lazily.
 */
export const FIRST_ROW = 4;

/** The shop's product pictures are square (runtime/server/images: 600 × 600); the grid shows them at half size. */
const IMAGE_SIZE = 300;

/** spec/1 §2.6 the listing's products, as a grid of cards; the page's h1 is over them, so the cards' names are h2. */
export function ProductGrid({ products, label }: { products: readonly ProductCardView[]; label: string }) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} headingLevel={2} imageSize={IMAGE_SIZE} eager={index < FIRST_ROW} />
        </li>
      ))}
    </ul>
  );
}
