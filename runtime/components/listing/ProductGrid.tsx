import type { ProductCard } from '../../pages/listing-data.ts';
import { ListingCard } from './ListingCard.tsx';

/**
 * The grid's widest row (listing.css: four columns from 1024 px, spec/1 §9.7 desktop breakpoint): these pictures are
 * in view when the page opens and load at once; the rest load lazily.
 */
export const FIRST_ROW = 4;

/** spec/1 §2.6 the listing's products, as a grid of cards. */
export function ProductGrid({ products, label }: { products: readonly ProductCard[]; label: string }) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ListingCard product={product} eager={index < FIRST_ROW} />
        </li>
      ))}
    </ul>
  );
}
