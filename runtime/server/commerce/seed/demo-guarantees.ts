// The embedded store's extra-guarantee products (spec/2 §3 Extra-guarantee product attributes; §5 Extra
// guarantee): the four virtual SKUs, each with its price rate, exclusions and markets. Written by the seed with
// the catalogue (write-demo-offers.server.ts), never over a row already there.
import { LOCALE_CODES } from '../../../../generated/index.ts';
import type { ExtraGuaranteeFacts } from '../ports/catalogue-port.ts';

type DemoGuarantee = Omit<ExtraGuaranteeFacts, 'name'> & { name: Readonly<Record<string, string>> };

/** Every market (spec/2 §5 enabledOnMarket: language-and-country locales). */
const EVERY_MARKET: readonly string[] = LOCALE_CODES;

export const DEMO_EXTRA_GUARANTEES: readonly DemoGuarantee[] = [
  {
    sku: '4100010',
    name: { en: 'Extra guarantee: 1 more year', de: 'Garantieverlängerung um 1 Jahr', sk: 'Predĺžená záruka o 1 rok' },
    relativePriceRate: 8,
    excludedSkus: [],
    excludedBrands: [],
    // Accessories (the seed's root category) carry no guarantee of their own.
    excludedRelations: ['accessories'],
    enabledOnMarket: EVERY_MARKET,
  },
  {
    sku: '4100020',
    name: {
      en: 'Extra guarantee: 2 more years',
      de: 'Garantieverlängerung um 2 Jahre',
      sk: 'Predĺžená záruka o 2 roky',
    },
    relativePriceRate: 12,
    excludedSkus: [],
    excludedBrands: ['Chefmark'],
    excludedRelations: ['accessories'],
    enabledOnMarket: EVERY_MARKET,
  },
  {
    sku: '4100030',
    name: {
      en: 'Extra guarantee: 3 more years',
      de: 'Garantieverlängerung um 3 Jahre',
      sk: 'Predĺžená záruka o 3 roky',
    },
    relativePriceRate: 15,
    excludedSkus: [],
    excludedBrands: [],
    excludedRelations: ['accessories', 'gastro'],
    enabledOnMarket: EVERY_MARKET,
  },
  {
    sku: '4100040',
    name: { en: 'Accidental damage cover', de: 'Schutz bei Unfallschäden', sk: 'Poistenie proti náhodnému poškodeniu' },
    relativePriceRate: 10,
    excludedSkus: [],
    excludedBrands: [],
    excludedRelations: ['accessories'],
    // Sold in a few markets only.
    enabledOnMarket: ['de-DE', 'de-AT', 'sk-SK', 'cs-CZ'],
  },
];
