// Market matrix, product page: opened from a listing (tests/flows/product.ts: name, price in the
// locale's format, JSON-LD, reviews), its price in the country's currency, the tax note (spec/2 §5 VAT percentage)
// and the price disclaimer exactly where the country's config shows it (spec/2 §5 Price disclaimer: store flag
// priceDisclaimer).
import { describe, expect } from 'vitest';
import { COUNTRIES } from '../../generated/index.ts';
import { formatNumber } from '../../runtime/components/format.ts';
import { vatPercentageOfRate } from '../../runtime/domain/money/vat-percentage.ts';
import { localeOf, normalised, test, translator } from '../e2e/shop.ts';
import { productFlow } from '../flows/product.ts';
import { MATRIX_COUNTRIES } from './countries.ts';

for (const country of MATRIX_COUNTRIES) {
  describe(country, () => {
    test('product: price in its currency and format, tax note, disclaimer where configured', async ({ shop }) => {
      const product = await productFlow(country, shop);
      const t = translator(country);
      const price = product.price!;
      expect(price.value.currencyCode).toBe(COUNTRIES[country].currency);
      const main = normalised(await shop.page.getByRole('main').textContent());
      expect(main).toContain(
        normalised(
          t('product.price.vat', { vat: formatNumber(vatPercentageOfRate(product.taxRate), localeOf(country)) }),
        ),
      );
      const disclaimer = normalised(t('product.price.disclaimer'));
      if (COUNTRIES[country].flags.priceDisclaimer) expect(main).toContain(disclaimer);
      else expect(main).not.toContain(disclaimer);
    });
  });
}
