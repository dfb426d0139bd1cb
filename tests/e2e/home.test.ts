// The home page of each country in a real browser (tests/flows/home.ts), with no console error, uncaught error or
// CSP violation (the `shop` fixture).
import { describe } from 'vitest';
import { homeFlow } from '../flows/home.ts';
import { COUNTRIES_UNDER_TEST, test } from './shop.ts';

describe('home page (spec/1 §2.1 "/ Home", §2.2 default layout)', () => {
  test.for(COUNTRIES_UNDER_TEST)('%s: 200, its language, its title, header and footer', async (country, { shop }) =>
    homeFlow(country, shop),
  );
});
