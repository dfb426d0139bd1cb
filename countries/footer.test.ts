// countries/footer.json against the demo catalogue: the footer's own-brand links are the seeded catalogue's own
// brands, so that each link finds products (spec/1 §2.7 ten own-brand links).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OWN_BRANDS } from '../runtime/server/commerce/seed/catalogue-tree.ts';

const footer = JSON.parse(readFileSync(join(import.meta.dirname, 'footer.json'), 'utf8')) as {
  ownBrands: { name: string; path: string }[];
};

describe('countries/footer.json own brands', () => {
  it('are the demo catalogue’s ten own brands, in its order', () => {
    expect(footer.ownBrands.map((brand) => brand.name)).toEqual([...OWN_BRANDS]);
  });
});
