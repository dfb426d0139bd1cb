// Market matrix, home: every country's own build serves its home page — status, language, title,
// header, category bar and footer (tests/flows/home.ts).
import { describe } from 'vitest';
import { test } from '../e2e/shop.ts';
import { homeFlow } from '../flows/home.ts';
import { MATRIX_COUNTRIES } from './countries.ts';

for (const country of MATRIX_COUNTRIES) {
  describe(country, () => {
    test('home: 200, its language, title, header and footer', ({ shop }) => homeFlow(country, shop));
  });
}
