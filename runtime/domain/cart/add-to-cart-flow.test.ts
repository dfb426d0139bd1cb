import { describe, expect, it } from 'vitest';
import { COUNTRIES_WITH_FLAG } from '../../../generated/index.ts';
import {
  sidebarAfterAddToCart,
  sidebarAfterAddToCartIn,
  sidebarAfterGuarantee,
  type AddedItem,
} from './add-to-cart-flow.ts';

const fresh: AddedItem = { alreadyGuaranteed: false, excludedFromGuarantee: false, complementaryProductCount: 3 };
const guaranteed: AddedItem = { ...fresh, alreadyGuaranteed: true };
const excluded: AddedItem = { ...fresh, excludedFromGuarantee: true };
const bare: AddedItem = { ...excluded, complementaryProductCount: 0 };
const on = { extraGuarantee: true, complementaryProducts: true };

// schemas/store-flags.schema.json: the spec lists no countries for either feature, so both are on in every market.
// Written out, so the loops below cannot silently run over an empty or shortened list.
const EVERY_MARKET = [
  'at',
  'be',
  'bg',
  'ch',
  'cz',
  'de',
  'dk',
  'es',
  'fi',
  'fr',
  'gb',
  'gr',
  'hr',
  'hu',
  'ie',
  'it',
  'lt',
  'nl',
  'no',
  'pl',
  'pt',
  'ro',
  'se',
  'si',
  'sk',
];

describe('add-to-cart flow (spec/2 §4 Add-to-cart flow)', () => {
  it.each([
    ['both features on, a fresh item', on, fresh, 'extraGuarantee'],
    ['an item already guaranteed', on, guaranteed, 'complementaryProducts'],
    ['an excluded item', on, excluded, 'complementaryProducts'],
    ['guarantee off in the store', { ...on, extraGuarantee: false }, fresh, 'complementaryProducts'],
    ['complementary products off', { extraGuarantee: false, complementaryProducts: false }, fresh, 'cart'],
    ['complementary products on but none found', on, bare, 'cart'],
    [
      'guarantee off and none found',
      { ...on, extraGuarantee: false },
      { ...fresh, complementaryProductCount: 0 },
      'cart',
    ],
    ['complementary off, excluded item', { ...on, complementaryProducts: false }, excluded, 'cart'],
  ] as const)('%s → %s', (_label, flags, item, sidebar) => {
    expect(sidebarAfterAddToCart(flags, item)).toBe(sidebar);
  });

  it('offers the guarantee and complementary products in every market (store flags)', () => {
    expect(COUNTRIES_WITH_FLAG.extraGuarantee).toEqual(EVERY_MARKET);
    expect(COUNTRIES_WITH_FLAG.complementaryProducts).toEqual(EVERY_MARKET);
  });

  it.each(COUNTRIES_WITH_FLAG.extraGuarantee)('%s offers the guarantee first (its store flag is on)', (country) => {
    expect(sidebarAfterAddToCartIn(country, fresh)).toBe('extraGuarantee');
  });

  it.each(COUNTRIES_WITH_FLAG.complementaryProducts)('%s then offers complementary products', (country) => {
    expect(sidebarAfterAddToCartIn(country, excluded)).toBe('complementaryProducts');
    expect(sidebarAfterAddToCartIn(country, bare)).toBe('cart');
  });
});

describe('after the guarantee sidebar (spec/2 §4 Add-to-cart flow, in order)', () => {
  it.each([
    [true, 2, 'complementaryProducts'],
    [true, 0, 'cart'],
    [false, 2, 'cart'],
    [false, 0, 'cart'],
  ] as const)('complementary products on: %s, %i found → %s', (on, count, next) => {
    expect(sidebarAfterGuarantee({ complementaryProducts: on }, count)).toBe(next);
  });
});
