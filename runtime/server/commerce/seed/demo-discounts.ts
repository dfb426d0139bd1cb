// The embedded store's demo discounts (spec/2 §3 discount codes, cart discounts; §5 Volume discounts,
// Personalised discounts), one code per state a shopper can meet — documented in README's cart section. Written by
// the seed with the catalogue (write-demo-offers.server.ts), never over a row already there.
import { COUNTRIES, PROJECT, type CountryCode } from '../../../../generated/index.ts';
import type { StoredCartDiscount, StoredDiscountCode } from '../ports/discount-store.ts';

/**
 * The store key of a country the demo rows name. A country's own build holds only its own country's table (ADR 021),
 * so another country's key is not there to read: it is then the key the config's rule gives it (spec/1 §3 "the
 * project's store prefix plus the country"), which no store of that build has — as the demo wants.
 */
function storeKeyOf(country: CountryCode): string {
  const served = (COUNTRIES as Partial<typeof COUNTRIES>)[country];
  return served?.storeId ?? `${PROJECT.storeIdPrefix}_${country}`;
}

/** spec/2 §3 Discount code: code, stores, validity, active flag, relative value in permyriad, name, max applications. */
export const DEMO_DISCOUNT_CODES: readonly StoredDiscountCode[] = [
  // Valid in every store: 10 % off every line.
  {
    id: 'dc-welcome10',
    code: 'WELCOME10',
    stores: [],
    validFrom: null,
    validUntil: null,
    isActive: true,
    permyriad: 1000,
    name: { en: 'Welcome: 10 % off', de: 'Willkommen: 10 % Rabatt', sk: 'Vitajte: zľava 10 %' },
    maxApplications: null,
    applications: 0,
  },
  // Expired: its validUntil is past.
  {
    id: 'dc-summer5',
    code: 'SUMMER5',
    stores: [],
    validFrom: '2020-06-01T00:00:00.000Z',
    validUntil: '2020-09-01T00:00:00.000Z',
    isActive: true,
    permyriad: 500,
    name: 'Summer 2020: 5 % off',
    maxApplications: null,
    applications: 0,
  },
  // Not yet valid: its validFrom is to come.
  {
    id: 'dc-future15',
    code: 'FUTURE15',
    stores: [],
    validFrom: '2099-01-01T00:00:00.000Z',
    validUntil: null,
    isActive: true,
    permyriad: 1500,
    name: 'Future: 15 % off',
    maxApplications: null,
    applications: 0,
  },
  // Inactive: switched off by the merchant.
  {
    id: 'dc-paused20',
    code: 'PAUSED20',
    stores: [],
    validFrom: null,
    validUntil: null,
    isActive: false,
    permyriad: 2000,
    name: 'Paused: 20 % off',
    maxApplications: null,
    applications: 0,
  },
  // Another store's: valid in the German shop only (try it in AT).
  {
    id: 'dc-deonly10',
    code: 'DEONLY10',
    stores: [storeKeyOf('de')],
    validFrom: null,
    validUntil: null,
    isActive: true,
    permyriad: 1000,
    name: { de: 'Nur in Deutschland: 10 % Rabatt', en: 'Germany only: 10 % off' },
    maxApplications: null,
    applications: 0,
  },
  // Conflicts with the volume discount (spec/2 §5: volume discounts apply only when no code is active): 3 % off,
  // so a cart of 5 power tools (10 % volume discount) pays more with it than without.
  {
    id: 'dc-small3',
    code: 'SMALL3',
    stores: [],
    validFrom: null,
    validUntil: null,
    isActive: true,
    permyriad: 300,
    name: 'Small thanks: 3 % off',
    maxApplications: null,
    applications: 0,
  },
  // Used up: its maximum number of applications is reached.
  {
    id: 'dc-usedup',
    code: 'USEDUP',
    stores: [],
    validFrom: null,
    validUntil: null,
    isActive: true,
    permyriad: 1000,
    name: 'Used up: 10 % off',
    maxApplications: 1,
    applications: 1,
  },
];

/** The volume-discount group of the seed's power tools (catalogue-plan.ts: volume-<root category>). */
export const DEMO_VOLUME_DISCOUNT_GROUP = 'volume-power-tools';

/**
 * spec/2 §5 Volume discounts of the power tools, in every store: the default tiers (3 items 5 %, 5 items 10 %, 10
 * items 15 %) as configured discounts; the seed's other groups (accessories) get the default tiers from the domain
 * (volume-discounts.ts). spec/2 §5 Personalised discounts: LT only; a guest ('not-logged-in') has none.
 */
export const DEMO_CART_DISCOUNTS: readonly StoredCartDiscount[] = [
  ...[
    [3, 500, '0.1'],
    [5, 1000, '0.2'],
    [10, 1500, '0.3'],
  ].map(([minQuantity, permyriad, sortOrder]): StoredCartDiscount => ({
    id: `cd-volume-power-tools-${minQuantity}`,
    key: `volume-power-tools-${minQuantity}`,
    kind: 'volume',
    isActive: true,
    stores: [],
    sortOrder: String(sortOrder),
    volumeDiscountGroup: DEMO_VOLUME_DISCOUNT_GROUP,
    minQuantity: Number(minQuantity),
    customerTier: null,
    permyriad: Number(permyriad),
  })),
  ...(
    [
      ['base-tier', 200],
      ['tier-1', 300],
      ['tier-2', 500],
      ['tier-3', 700],
      ['tier-4', 1000],
    ] as const
  ).map(([tier, permyriad], index): StoredCartDiscount => ({
    id: `cd-personalised-lt-${tier}`,
    key: `personalised-lt-${tier}`,
    kind: 'personalised',
    isActive: true,
    stores: [storeKeyOf('lt')],
    sortOrder: `0.${index + 5}`,
    volumeDiscountGroup: null,
    minQuantity: 0,
    customerTier: tier,
    permyriad,
  })),
];
