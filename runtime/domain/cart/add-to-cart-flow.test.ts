import { describe, expect, it } from 'vitest';
import { COUNTRIES_WITH_FLAG } from '../../../generated/index.ts';
import { sidebarAfterAddToCart, sidebarAfterAddToCartIn, type AddedItem } from './add-to-cart-flow.ts';

const fresh: AddedItem = { alreadyGuaranteed: false, excludedFromGuarantee: false, complementaryProductCount: 3 };
const guaranteed: AddedItem = { ...fresh, alreadyGuaranteed: true };
const excluded: AddedItem = { ...fresh, excludedFromGuarantee: true };
const bare: AddedItem = { ...excluded, complementaryProductCount: 0 };
const on = { extraGuarantee: true, complementaryProducts: true };

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

  it.each(COUNTRIES_WITH_FLAG.extraGuarantee)('%s offers the guarantee first (its store flag is on)', (country) => {
    expect(sidebarAfterAddToCartIn(country, fresh)).toBe('extraGuarantee');
  });

  it.each(COUNTRIES_WITH_FLAG.complementaryProducts)('%s then offers complementary products', (country) => {
    expect(sidebarAfterAddToCartIn(country, excluded)).toBe('complementaryProducts');
    expect(sidebarAfterAddToCartIn(country, bare)).toBe('cart');
  });
});
