// Market matrix, search (spec/1 §2.5): the search page finds a product by a word of its name in the
// country's language, and says so when a query finds nothing.
import { describe, expect } from 'vitest';
import { href } from '../../generated/index.ts';
import { callOperation, defaultLanguage, productLinks, test, translator } from '../e2e/shop.ts';
import { MATRIX_COUNTRIES } from './countries.ts';

for (const country of MATRIX_COUNTRIES) {
  describe(country, () => {
    test('search: a hit, and a query that finds nothing', async ({ shop }) => {
      const { page } = shop;
      const t = translator(country);
      const language = defaultLanguage(country);
      const { results } = await callOperation(country, 'getFirstLevelCategories', {});
      const listing = await callOperation(country, 'listProducts', { categoryKey: results[0]!.key, query: '' });
      const product = listing.results[0]!;
      // The name's last word (the model): a word the shopper reads on the card.
      const word = product.name.split(/\s+/).at(-1)!;
      const searchPath = href('search', {}, { country, language });

      await shop.open(country, `${searchPath}?q=${encodeURIComponent(word)}`);
      await page.getByRole('main').getByRole('link', { name: product.name }).first().waitFor();
      expect(await productLinks(page)).toContain(product.link);

      await shop.open(country, `${searchPath}?q=${encodeURIComponent('qxzqxzqxz')}`);
      await page.getByRole('main').getByText(t('listing.empty.title'), { exact: true }).waitFor();
      expect(await productLinks(page)).toEqual([]);
    });
  });
}
