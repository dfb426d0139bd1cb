import { describe, expect, it } from 'vitest';
import {
  extraGuaranteeOffers,
  isExcludedFromGuarantee,
  isExtraGuaranteeEligible,
  type ExtraGuaranteeProduct,
  type GuaranteeCandidate,
} from './extra-guarantee-offers.ts';

const guarantee = (over: Partial<ExtraGuaranteeProduct> = {}): ExtraGuaranteeProduct => ({
  sku: '4100010',
  excludedSkus: ['9999999'],
  excludedBrands: ['Acme'],
  excludedRelations: ['batteries'],
  relativePriceRate: 10,
  enabledOnMarket: ['sk-SK', 'de-AT'],
  ...over,
});

const drill: GuaranteeCandidate = { sku: '1234567', brand: 'Bosch', relations: ['tools'], alreadyGuaranteed: false };
const onSk = { locale: 'sk-SK', onPaymentPage: false } as const;

describe('extra guarantee eligibility (spec/2 §5 Extra guarantee)', () => {
  it.each([
    ['an ordinary item', drill, onSk, true],
    ['a virtual item', { ...drill, sku: '4100020' }, onSk, false],
    ['an item already guaranteed', { ...drill, alreadyGuaranteed: true }, onSk, false],
    ['on the payment page', drill, { ...onSk, onPaymentPage: true }, false],
  ] as const)('%s → %s', (_label, item, context, eligible) => {
    expect(isExtraGuaranteeEligible(item, context)).toBe(eligible);
  });
});

describe('exclusion by SKU, brand or relation (spec/2 §5 Extra guarantee)', () => {
  it.each([
    ['not excluded', drill, false],
    ['excluded SKU', { ...drill, sku: '9999999' }, true],
    ['excluded brand', { ...drill, brand: 'Acme' }, true],
    ['excluded brand in another case', { ...drill, brand: 'ACME' }, true],
    ['no brand', { sku: '1234567', alreadyGuaranteed: false }, false],
    ['excluded relation', { ...drill, relations: ['tools', 'batteries'] }, true],
    ['a relation is matched exactly', { ...drill, relations: ['Batteries'] }, false],
  ])('%s → %s', (_label, item, excluded) => {
    expect(isExcludedFromGuarantee(item, guarantee())).toBe(excluded);
  });
});

describe('guarantee offers (spec/2 §5: only products enabled on the current market)', () => {
  const twoYears = guarantee({ sku: '4100010' });
  const threeYears = guarantee({ sku: '4100020', enabledOnMarket: ['de-AT'] });
  const fiveYears = guarantee({ sku: '4100030', excludedBrands: ['Bosch'] });
  const all = [twoYears, threeYears, fiveYears];

  it.each([
    ['sk-SK', ['4100010']],
    ['de-AT', ['4100010', '4100020']],
    ['de-DE', []],
  ] as const)('on %s offers %j', (locale, skus) => {
    expect(extraGuaranteeOffers(drill, all, { locale, onPaymentPage: false }).map((p) => p.sku)).toEqual(skus);
  });

  it.each([
    ['a virtual item', { ...drill, sku: '4100010' }, onSk],
    ['an item already guaranteed', { ...drill, alreadyGuaranteed: true }, onSk],
    ['the payment page', drill, { ...onSk, onPaymentPage: true }],
  ] as const)('offers nothing for %s', (_label, item, context) => {
    expect(extraGuaranteeOffers(item, all, context)).toEqual([]);
  });
});
