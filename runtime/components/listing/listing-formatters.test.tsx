// ADR 011: building an Intl formatter costs far more than using one, and a listing page renders a card per
// product. Rendering a listing again — the next request for any listing of the same locale — builds none.
import { renderToString } from 'react-dom/server';
import { inVikePageContext } from '../../view/vike-page-context.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { shopPageContext } from '../../../tests/fixtures/shop-page-context.ts';
import { productCardFixture } from '../../../tests/fixtures/product-card-fixture.ts';
import { listingFixture } from '../../../tests/fixtures/listing-fixture.ts';
import { ListingPage } from './ListingPage.tsx';

const NumberFormat = Intl.NumberFormat;
afterEach(() => {
  Intl.NumberFormat = NumberFormat;
});

/** Counts the Intl.NumberFormat objects built while `render` runs. */
function numberFormatsBuilt(render: () => void): number {
  let built = 0;
  Intl.NumberFormat = function (...args: ConstructorParameters<typeof NumberFormat>) {
    built++;
    return new NumberFormat(...args);
  } as unknown as typeof Intl.NumberFormat;
  try {
    render();
  } finally {
    Intl.NumberFormat = NumberFormat;
  }
  return built;
}

describe('listing pages build their number formatters once per locale (ADR 011)', () => {
  // A card per product with a rating and a price, as a full listing page has them.
  const products = Array.from({ length: 24 }, (_, index) =>
    productCardFixture({ id: `p${index}`, sku: `SKU${index}`, averageRating: 4.25, reviewCount: index + 1 }),
  );
  const listing = listingFixture({ products, total: 1234 });

  it.each(['http://de.localhost:3000/search', 'http://ch.localhost:3000/fr/search', 'http://gb.localhost:3000/search'])(
    'renders a second listing at %s without building one',
    (url) => {
      const page = () =>
        renderToString(
          inVikePageContext(shopPageContext({ url }), <ListingPage heading="Products" listing={listing} />),
        );
      page();
      expect(numberFormatsBuilt(page)).toBe(0);
    },
  );
});
