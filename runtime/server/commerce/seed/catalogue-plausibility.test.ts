// A demo catalogue that reads true (ADR 013): every seeded product's attributes fit its product type, its
// brand makes that type, and a campaign product carries its campaign price.
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../../generated/index.ts';
import { BRAND_LINES, makersOf, type OwnBrand } from './brand-lines.ts';
import { FLAT_CATEGORIES, productBundles, SET_PARTS, type ProductBundle } from './catalogue-plan.ts';
import { OWN_BRANDS } from './catalogue-tree.ts';
import {
  highlightsOf,
  PRICES_EURO,
  priceRangeEuro,
  PRODUCT_PROFILES,
  productProfile,
  stepFor,
  valueInRange,
} from './product-profiles.ts';
import { VOCABULARY } from './vocabulary.ts';

const LEAF_KEYS = FLAT_CATEGORIES.filter((category) => category.node.leaf).map((category) => category.node.key);
// Enough products for every leaf to appear many times over, sets and b-ware included (52 leaves).
const bundles = [...productBundles({ products: 2_600, seed: 20_071 })];
const typeOf = (bundle: ProductBundle) => bundle.product.category_id.slice('cat-'.length);

interface Attributes {
  techdetails: Array<{ name: string; value: string }>;
  grossWeightKg: number;
  netWeightKg: number;
  dimensionsCm: { height: number; length: number; width: number };
}
const attributesOf = (bundle: ProductBundle) => JSON.parse(bundle.product.attributes) as Attributes;
const detail = (attributes: Attributes, name: string) => attributes.techdetails.find((d) => d.name === name)?.value;

function within(value: number, [min, max]: readonly [number, number]): boolean {
  return value >= min && value <= max;
}

describe('product profiles (a table of plausible ranges per product type)', () => {
  it('has exactly one profile per leaf category', () => {
    expect(Object.keys(PRODUCT_PROFILES).sort()).toEqual([...LEAF_KEYS].sort());
    expect(() => productProfile('no-such-type')).toThrow(/no product profile/);
  });

  it('has ranges that are ranges, with the length first', () => {
    for (const [type, profile] of Object.entries(PRODUCT_PROFILES)) {
      for (const range of [profile.weightKg, profile.lengthCm, profile.widthCm, profile.heightCm]) {
        expect(range[0], type).toBeGreaterThan(0);
        expect(range[0], type).toBeLessThan(range[1]);
      }
      if (profile.powerW !== null) expect(profile.powerW[0], type).toBeLessThan(profile.powerW[1]);
    }
  });

  it('keeps a value inside its range whatever the fraction, rounded to a step', () => {
    for (const fraction of [-1, 0, 0.3333, 0.5, 0.9999, 1, 2]) {
      const value = valueInRange([0.02, 0.08], fraction, stepFor(0.08));
      expect(within(value, [0.02, 0.08])).toBe(true);
      expect(String(value)).toMatch(/^\d+(\.\d{1,2})?$/);
    }
    expect(valueInRange([650, 1500], 0.5, stepFor(1500))).toBe(1100);
    expect(valueInRange([22, 35], 0.5, stepFor(35))).toBe(28.5);
  });
});

describe('every seeded product fits its product type', () => {
  it('weighs, measures and draws what its type does', () => {
    const misfits: string[] = [];
    for (const bundle of bundles) {
      const type = typeOf(bundle);
      const profile = productProfile(type);
      const attributes = attributesOf(bundle);
      const { sku } = bundle.product;
      const { height, length, width } = attributes.dimensionsCm;
      if (!within(attributes.netWeightKg, profile.weightKg))
        misfits.push(`${sku} ${type} ${attributes.netWeightKg} kg`);
      if (attributes.grossWeightKg < attributes.netWeightKg) misfits.push(`${sku} gross under net`);
      if (!within(length, profile.lengthCm)) misfits.push(`${sku} ${type} length ${length}`);
      if (!within(width, profile.widthCm)) misfits.push(`${sku} ${type} width ${width}`);
      if (!within(height, profile.heightCm)) misfits.push(`${sku} ${type} height ${height}`);
      const power = detail(attributes, 'power');
      if (profile.powerW === null) {
        if (power !== undefined) misfits.push(`${sku} ${type} has power ${power}`);
      } else if (!/^\d+ W$/.test(power ?? '') || !within(parseFloat(power!), profile.powerW)) {
        misfits.push(`${sku} ${type} power ${power}`);
      }
      const voltage = detail(attributes, 'voltage');
      if (profile.voltages === null) {
        if (voltage !== undefined) misfits.push(`${sku} ${type} has voltage ${voltage}`);
      } else if (!profile.voltages.map((volts) => `${volts} V`).includes(voltage ?? '')) {
        misfits.push(`${sku} ${type} voltage ${voltage}`);
      }
      if (detail(attributes, 'weight') !== `${attributes.netWeightKg} kg`) misfits.push(`${sku} weight detail`);
      const warranty = /^(\d+) y$/.exec(detail(attributes, 'warranty') ?? '');
      if (warranty === null || !profile.warrantyYears.includes(Number(warranty[1]))) {
        misfits.push(`${sku} ${type} warranty ${detail(attributes, 'warranty')}`);
      }
    }
    expect(misfits).toEqual([]);
  });

  it('costs what its type costs, in euros (b-ware 20 % less, a set 30 % more)', () => {
    expect(Object.keys(PRICES_EURO).sort()).toEqual([...LEAF_KEYS].sort());
    expect(() => priceRangeEuro('no-such-type')).toThrow(/no price range/);
    const misfits: string[] = [];
    for (const { product, prices } of bundles) {
      const [low, high] = priceRangeEuro(typeOf({ product } as ProductBundle));
      const factor = product.is_bware === 1 ? 0.8 : product.sku.startsWith('EX18') ? 1.3 : 1;
      const euros = prices.find((price) => price.currency === 'EUR')!.cent_amount / 100;
      // priceInEveryCurrency rounds to two significant digits and ends in .99: within 6 % of the range.
      if (euros < low * factor * 0.94 || euros > high * factor * 1.06) misfits.push(`${product.sku} ${euros} €`);
    }
    expect(misfits).toEqual([]);
  });

  it('claims only the highlights its type can have (no overload protection on a ladder)', () => {
    const english = VOCABULARY.highlights.map((highlight) => highlight.en);
    for (const bundle of bundles) {
      const text = bundle.texts.find((entry) => entry.language === 'en')!;
      const claimed = (JSON.parse(text.highlights) as string[]).map((highlight) => english.indexOf(highlight));
      for (const index of claimed) expect(highlightsOf(typeOf(bundle)), bundle.product.sku).toContain(index);
    }
    expect(highlightsOf('aluminium-ladders')).toEqual([]);
  });

  it('says in its description only what its type has, numbers written as the language writes them', () => {
    const glasses = bundles.find((bundle) => typeOf(bundle) === 'safety-glasses')!;
    const english = glasses.texts.find((text) => text.language === 'en')!;
    expect(english.description).not.toMatch(/Power/);
    for (const bundle of bundles.slice(0, 104)) {
      const weight = attributesOf(bundle).netWeightKg;
      for (const language of LANGUAGE_CODES) {
        const text = bundle.texts.find((entry) => entry.language === language)!;
        const written = new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(weight);
        expect(text.description, `${bundle.product.sku} ${language}`).toContain(`${written} kg`);
      }
    }
  });

  it('is sold as a set only with an accessory that goes with it (spec/3 §3 EX18)', () => {
    const sets = bundles.filter(({ product }) => product.sku.startsWith('EX18'));
    expect(sets.length).toBeGreaterThan(10);
    for (const set of sets) {
      const part = SET_PARTS[typeOf(set)];
      expect(part, typeOf(set)).toBeDefined();
      const english = set.texts.find((text) => text.language === 'en')!;
      expect(english.name.endsWith(` + ${VOCABULARY.productTypes[part!]!.en}`)).toBe(true);
    }
  });
});

describe('brands fit what they make (no "Chefmark" drill bits)', () => {
  it('gives every product type a maker, and every brand a line', () => {
    for (const type of LEAF_KEYS) expect(makersOf(type).length, type).toBeGreaterThan(0);
    for (const brand of OWN_BRANDS) expect(BRAND_LINES[brand].length, brand).toBeGreaterThan(0);
  });

  it('makes every seeded product by a brand of its type, and uses every brand', () => {
    const wrong = bundles.filter((bundle) => !makersOf(typeOf(bundle)).includes(bundle.product.brand as OwnBrand));
    expect(wrong.map((bundle) => `${bundle.product.brand} ${typeOf(bundle)}`)).toEqual([]);
    expect(new Set(bundles.map((bundle) => bundle.product.brand))).toEqual(new Set(OWN_BRANDS));
  });

  it('names products with the type the brand makes, in every language', () => {
    for (const bundle of bundles.slice(0, 200)) {
      for (const text of bundle.texts) {
        const typeName = VOCABULARY.productTypes[typeOf(bundle)]![text.language as 'en'];
        expect(text.name.startsWith(`${bundle.product.brand} ${typeName} `)).toBe(true);
      }
    }
  });
});

describe('campaign products carry campaign prices', () => {
  const campaign = bundles.filter(({ product }) => product.tags.split(' ').includes('campaign-black-week'));

  it('gives every campaign product a discounted price below the original, in every currency', () => {
    expect(campaign.length).toBeGreaterThan(20);
    for (const { product, prices } of campaign) {
      for (const price of prices) {
        expect(price.discounted_cent_amount, `${product.sku} ${price.currency}`).not.toBeNull();
        expect(price.discounted_cent_amount!).toBeLessThan(price.cent_amount);
        expect(price.discounted_cent_amount!).toBeGreaterThan(price.cent_amount / 2);
      }
    }
  });

  it('tags a product on sale exactly when it has a discounted price', () => {
    for (const { product, prices } of bundles) {
      const onSale = product.tags.split(' ').includes('on-sale');
      expect(
        prices.every((price) => (price.discounted_cent_amount !== null) === onSale),
        product.sku,
      ).toBe(true);
    }
  });
});
