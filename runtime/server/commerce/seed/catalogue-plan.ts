import {
  COUNTRIES,
  COUNTRY_CODES,
  COUNTRY_LOCALES,
  CURRENCY_CODES,
  LANGUAGE_CODES,
  LOCALE_CODES,
  type CurrencyCode,
  type LanguageCode,
  type LocaleCode,
} from '../../../../generated/index.ts';
import type {
  CategoryContentTable,
  CategoryTable,
  CategoryTextTable,
  ChannelTable,
  PriceTable,
  ProductCategoryTable,
  ProductRelationTable,
  ProductTable,
  ProductTextTable,
  ReviewTable,
  SeoRedirectionTable,
  StoreTable,
} from '../schema/tables.ts';
import {
  ACCESSORY_ROOT,
  ACCESSORY_TARGETS,
  CATEGORY_TREE,
  ENERGY_LABEL_ROOTS,
  FREIGHT_CATEGORIES,
  PRICE_BANDS,
  type TreeNode,
} from './catalogue-tree.ts';
import { escapeMarkup } from '../../../domain/text/escape-markup.ts';
import { productPictureUrl } from '../picture-urls.ts';
import { makersOf } from './brand-lines.ts';
import { categoryPosts } from './category-posts.ts';
import { productMetaKeywords } from './meta-keywords.ts';
import { createRandom, type Random } from './prng.ts';
import { highlightsOf, priceRangeEuro, productProfile, stepFor, valueInRange } from './product-profiles.ts';
import { languageOfLocale } from '../../../domain/country/locale-language.ts';
import { slugify } from './slug.ts';
import { VOCABULARY } from './vocabulary.ts';

/**
 * The locales of the countries this server has the tables of: all of them, but one country's in that country's
 * build (ADR 021), whose store needs no other country's category pages. Pure content: leaving locales out changes
 * nothing else of the plan.
 */
function servedLocales(): LocaleCode[] {
  const served = new Set<string>(COUNTRY_CODES.flatMap((country) => Object.values(COUNTRY_LOCALES[country])));
  return LOCALE_CODES.filter((locale) => served.has(locale));
}

export interface SeedOptions {
  /** How many products (at least 600 by default; 100,000 must seed and serve). */
  products: number;
  /** The PRNG seed: same seed, same catalogue. */
  seed: number;
}

export const DEFAULT_SEED_OPTIONS: SeedOptions = { products: 600, seed: 20_071 };

/** The catalogue's "today": release dates, "new" tags and review dates are relative to it, never to the clock. */
export const CATALOGUE_DATE = '2026-11-01';

/** Demo exchange rates from the euro (the low-stock boundaries of spec/2 §9 imply the same ratios). */
const EURO_RATES: Record<CurrencyCode, number> = {
  EUR: 1,
  GBP: 0.87,
  CHF: 0.98,
  CZK: 23.6,
  DKK: 7.45,
  SEK: 11.2,
  NOK: 11.7,
  PLN: 4.55,
  HUF: 375,
  RON: 4.94,
  BGN: 1.95583,
  USD: 1.08,
};

const AUTHORS = ['Martin', 'Anna', 'Peter', 'Eva', 'Lukas', 'Sofia', 'Jan', 'Maria', 'Tomas', 'Elena', 'Nikos', 'Ivan'];
const MODEL_SERIES = ['X', 'PRO', 'MAX', 'S', 'E', 'HD', 'TX', 'R'];

interface FlatCategory {
  node: TreeNode;
  id: string;
  parentId: string | null;
  depth: number;
  ancestors: FlatCategory[];
  root: string;
  orderHint: string;
}

/** Rows for everything but the products, which are produced one at a time (see productBundles). */
export interface CatalogueFrame {
  stores: StoreTable[];
  channels: ChannelTable[];
  categories: CategoryTable[];
  categoryTexts: CategoryTextTable[];
  categoryContent: CategoryContentTable[];
  seoRedirections: SeoRedirectionTable[];
}

/** One product with every row that belongs to it. */
export interface ProductBundle {
  product: ProductTable;
  texts: ProductTextTable[];
  categories: ProductCategoryTable[];
  prices: PriceTable[];
  availableQuantity: number;
  relations: ProductRelationTable[];
  reviews: ReviewTable[];
  /** Full-text rows, one per language: the category path's names help "drill" find every drill. */
  search: Array<{ language: LanguageCode; name: string; brand: string; categories: string }>;
}

function flatten(nodes: TreeNode[], parent: FlatCategory | null, out: FlatCategory[]): FlatCategory[] {
  nodes.forEach((node, index) => {
    const flat: FlatCategory = {
      node,
      id: `cat-${node.key}`,
      parentId: parent?.id ?? null,
      depth: parent ? parent.depth + 1 : 0,
      ancestors: parent ? [...parent.ancestors, parent] : [],
      root: parent ? parent.root : node.key,
      orderHint: `0.${String(index + 1).padStart(2, '0')}`,
    };
    out.push(flat);
    flatten(node.children, flat, out);
  });
  return out;
}

export const FLAT_CATEGORIES = flatten(CATEGORY_TREE, null, []);
const LEAVES = FLAT_CATEGORIES.filter((category) => category.node.leaf);

function categoryName(key: string, language: LanguageCode): string {
  return VOCABULARY.categories[key]![language].name;
}

/** Per leaf category and language, the names of the leaf and its ancestors, nearest first (meta keywords). */
const LEAF_PATH_NAMES = new Map(
  LEAVES.map((leaf) => [
    leaf.node.key,
    Object.fromEntries(
      LANGUAGE_CODES.map((language) => [
        language,
        [leaf, ...[...leaf.ancestors].reverse()].map((category) => categoryName(category.node.key, language)),
      ]),
    ) as Record<LanguageCode, string[]>,
  ]),
);

/** The static part of the catalogue: stores, channels, categories, SEO redirections, CMS pages. */
export function catalogueFrame(): CatalogueFrame {
  const stores: StoreTable[] = COUNTRY_CODES.map((code) => {
    const country = COUNTRIES[code];
    const bank = country.payment.bankTransfer as { enabled: boolean; details?: Record<string, string> };
    return {
      key: country.storeId,
      country: code,
      languages: JSON.stringify(country.languages.map((entry) => entry.language)),
      name: `Multishop ${country.label}`,
      custom: JSON.stringify({
        bank: bank.details ?? null,
        codFeeTitle: 'cashOnDeliveryFee',
        campaigns: country.flags.campaigns,
        flags: Object.fromEntries(Object.entries(country.flags).filter(([, value]) => typeof value === 'boolean')),
      }),
    };
  });
  const channels: ChannelTable[] = COUNTRY_CODES.flatMap((code) => [
    {
      id: `chn-supply-${code}`,
      key: `warehouse-${code}`,
      roles: JSON.stringify(['InventorySupply']),
      name: JSON.stringify({ en: `Warehouse ${COUNTRIES[code].label}` }),
      country: code,
    },
    {
      id: `chn-distribution-${code}`,
      key: `distribution-${code}`,
      roles: JSON.stringify(['ProductDistribution']),
      name: JSON.stringify({ en: `Distribution ${COUNTRIES[code].label}` }),
      country: code,
    },
  ]);
  const categories: CategoryTable[] = FLAT_CATEGORIES.map((category) => {
    const siblings = FLAT_CATEGORIES.filter((other) => other.parentId === category.parentId && other !== category);
    return {
      id: category.id,
      key: category.node.key,
      parent_id: category.parentId,
      depth: category.depth,
      order_hint: category.orderHint,
      type: 'all-categories',
      image_url: `/images/c/${category.node.key}.svg`,
      has_products: JSON.stringify(Object.fromEntries(COUNTRY_CODES.map((code) => [code, true]))),
      related: JSON.stringify({ related: siblings.map((other) => other.node.key), industry: [], longtail: [] }),
    };
  });
  const categoryTexts: CategoryTextTable[] = FLAT_CATEGORIES.flatMap((category) =>
    LANGUAGE_CODES.map((language) => {
      const { name, slug } = VOCABULARY.categories[category.node.key]![language];
      return {
        category_id: category.id,
        language,
        name,
        slug,
        meta_title: `${name} | Multishop`,
        meta_description: [...category.ancestors.map((a) => categoryName(a.node.key, language)), name].join(' › '),
      };
    }),
  );
  // First-level categories get an introduction in every locale: the headline is the category's own name.
  // First- and second-level categories get blog posts in every locale (spec/1 §3 "blog posts per locale",
  // category-posts.ts); a second-level category has no introduction.
  const imageUrls = new Map(categories.map((category) => [category.id, category.image_url]));
  const locales = servedLocales();
  const categoryContent: CategoryContentTable[] = FLAT_CATEGORIES.filter((category) => category.depth <= 1).flatMap(
    (category, position) =>
      locales.map((locale) => {
        const language = languageOfLocale(locale);
        const children = FLAT_CATEGORIES.filter((child) => child.parentId === category.id);
        const name = categoryName(category.node.key, language);
        const posts = categoryPosts(
          {
            key: category.node.key,
            depth: category.depth,
            position,
            name,
            imageUrl: imageUrls.get(category.id) ?? null,
          },
          locale,
        );
        return {
          category_id: category.id,
          locale,
          content_html:
            category.depth === 0
              ? `<h2>${escapeMarkup(name)}</h2><ul>${children
                  .map((child) => `<li>${escapeMarkup(categoryName(child.node.key, language))}</li>`)
                  .join('')}</ul>`
              : '',
          posts: JSON.stringify(posts),
        };
      }),
  );
  const seoRedirections: SeoRedirectionTable[] = COUNTRY_CODES.flatMap((code) =>
    FLAT_CATEGORIES.filter((category) => category.depth === 0).map((category) => {
      const language = COUNTRIES[code].defaultLanguage as LanguageCode;
      return {
        country: code,
        source_url: `/old-shop/${category.node.key}`,
        target_url: `/${VOCABULARY.categories[category.node.key]![language].slug}/`,
        redirection_code: 301,
      };
    }),
  );
  return {
    stores,
    channels,
    categories,
    categoryTexts,
    categoryContent,
    seoRedirections,
  };
}

/** A price in every currency from a euro price, ending in .99 at two significant digits, as shops price. */
export function priceInEveryCurrency(euroCents: number): Record<CurrencyCode, number> {
  return Object.fromEntries(
    CURRENCY_CODES.map((currency) => {
      const major = (euroCents / 100) * EURO_RATES[currency];
      const step = 10 ** Math.max(0, Math.floor(Math.log10(major)) - 1);
      const rounded = Math.max(step, Math.round(major / step) * step);
      return [currency, Math.round(rounded * 100) - 1];
    }),
  ) as Record<CurrencyCode, number>;
}

/** Whole days from a date to the catalogue's date (CATALOGUE_DATE), 0 when it is not before it. */
function daysUntilCatalogueDate(isoDate: string): number {
  return Math.max(
    0,
    Math.round((Date.parse(`${CATALOGUE_DATE}T00:00:00Z`) - Date.parse(`${isoDate}T00:00:00Z`)) / 86_400_000),
  );
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function fill(sentence: string, values: Record<string, string>): string {
  return sentence.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}

/**
 * The products, one at a time (a 100,000-product catalogue never sits in memory at once). Each product has its
 * own random stream seeded from (seed, index), so product n is the same whatever was made before it.
 */
export function* productBundles(options: SeedOptions): Generator<ProductBundle> {
  // The ids made so far per leaf category, for relations; only the last few of each are ever read (a list per leaf,
  // not one list searched whole for every product, which made a 100,000-product seed quadratic).
  const made = new Map<string, string[]>();
  for (let index = 0; index < options.products; index += 1) {
    const random = createRandom((options.seed * 1_000_003 + index * 7919) >>> 0);
    const bundle = makeProduct(index, random, made);
    const leaf = LEAVES[index % LEAVES.length]!.node.key;
    const ids = made.get(leaf) ?? [];
    ids.push(bundle.product.id);
    if (ids.length > RECENT_PER_LEAF) ids.shift();
    made.set(leaf, ids);
    yield bundle;
  }
}

/** How many of a leaf's latest products a new product may relate to (4 related, 2 per accessory target). */
const RECENT_PER_LEAF = 4;

/**
 * The accessory a set adds to a product (spec/3 §3 EX18 sets): only where the pair is sold together — a cordless
 * tool with a battery, a saw with a blade. Other types are not sold as sets.
 */
export const SET_PARTS: Readonly<Record<string, string>> = {
  'cordless-drill-drivers': 'batteries-18v',
  'cordless-impact-drills': 'batteries-18v',
  'cordless-hedge-trimmers': 'batteries-18v',
  'hammer-drills': 'drill-bit-sets',
  'circular-saws': 'saw-blades',
  jigsaws: 'saw-blades',
  'angle-grinders': 'safety-glasses',
  'inverter-welders': 'welding-helmets',
};

/** A campaign product's campaign price: 10 to 30 % off (ADR 013: campaign products carry campaign prices). */
const CAMPAIGN_DISCOUNT_RATES = [10, 15, 20, 25, 30];

/** A number as a language writes it in running text (64,5 in German, 64.5 in English), memoised: few values recur. */
const numberTexts = new Map<string, string>();
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberInLanguage(value: number, language: LanguageCode): string {
  const key = `${language}:${value}`;
  let text = numberTexts.get(key);
  if (text === undefined) {
    let format = numberFormats.get(language);
    if (format === undefined) {
      format = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
      numberFormats.set(language, format);
    }
    text = format.format(value);
    numberTexts.set(key, text);
  }
  return text;
}

/**
 * The description's "Power: …. Weight: …." sentence without its power half, for a type without power: in every
 * language the sentence is the power part, then the weight part, after the power's full stop.
 */
function weightOnly(sentence: string): string {
  const cut = sentence.indexOf('{power}. ');
  if (cut < 0) throw new Error(`the power-and-weight sentence has no '{power}. ': ${sentence}`);
  return sentence.slice(cut + '{power}. '.length);
}

function makeProduct(index: number, random: Random, made: ReadonlyMap<string, readonly string[]>): ProductBundle {
  const leaf = LEAVES[index % LEAVES.length]!;
  const leafKey = leaf.node.key;
  const profile = productProfile(leafKey);
  // The n-th product of its leaf: a leaf's products take its makers and options in turn.
  const round = Math.floor(index / LEAVES.length);
  const isAccessory = leaf.root === ACCESSORY_ROOT;
  // spec/3 §3 SKU conventions: 'EX' + 8 digits; EX10 accessory, EX20 b-ware, EX18 set.
  const isBware = !isAccessory && index % 25 === 24;
  const setPart = SET_PARTS[leafKey];
  const isSet = !isAccessory && !isBware && setPart !== undefined && round % 5 === 2;
  const serial = String(index).padStart(6, '0');
  const digits = isAccessory
    ? `10${serial}`
    : isBware
      ? `20${serial}`
      : isSet
        ? `18${serial}`
        : `3${String(index).padStart(7, '0')}`;
  const sku = `EX${digits}`;
  const id = `prd-${sku}`;
  const makers = makersOf(leafKey);
  const brand = makers[round % makers.length]!;
  const model = `${random.pick(MODEL_SERIES)}${random.int(10, 990)}${random.chance(0.4) ? `-${random.int(1, 9)}` : ''}`;
  // The first-level category's band is drawn from as before (the same draws, the same stream); the draw is read as
  // a fraction of the product type's own range (product-profiles.ts PRICES_EURO).
  const [low, high] = PRICE_BANDS[leaf.root]!;
  const [typeLow, typeHigh] = priceRangeEuro(leafKey);
  const typeEuros = typeLow + ((random.int(low, high) - low) / (high - low)) * (typeHigh - typeLow);
  const euroCents = Math.round(typeEuros * 100 * (isBware ? 0.8 : isSet ? 1.3 : 1));
  const prices = priceInEveryCurrency(euroCents);
  const onSale = random.chance(0.15);
  const discountRate = onSale ? random.int(10, 30) : 0;
  const releaseDate = addDays(CATALOGUE_DATE, -random.int(0, 730));
  const stockRoll = random.next();
  const availableQuantity = stockRoll < 0.1 ? 0 : stockRoll < 0.2 ? random.int(1, 5) : random.int(6, 500);
  // The draws are the same as before the profiles (so stock, tags and reviews stay as they were); each is read
  // as a fraction of its product type's range (product-profiles.ts).
  const powerW =
    profile.powerW &&
    valueInRange(profile.powerW, (random.int(3, 40) - 3) / 37, Math.max(1, stepFor(profile.powerW[1])));
  const weightKg = valueInRange(profile.weightKg, (random.int(5, 900) - 5) / 895, stepFor(profile.weightKg[1]));
  const warranty = String(profile.warrantyYears[random.int(0, 2) % profile.warrantyYears.length]);
  const voltage = profile.voltages && profile.voltages[round % profile.voltages.length]!;
  // Five draws as before, then only the highlights the type can claim (product-profiles.ts highlightsOf).
  const claimable = highlightsOf(leafKey);
  const highlightIndexes = [0, 1, 2, 3, 4]
    .filter(() => random.chance(0.6))
    .filter((highlight) => claimable.includes(highlight))
    .slice(0, 3);

  // Reviews in the languages of the shop (spec/3 §3 Review), mostly good, some poor with a customer-care answer.
  const reviewCount = random.int(0, 8);
  const reviews: ReviewTable[] = [];
  for (let review = 0; review < reviewCount; review += 1) {
    const locale = random.pick(LOCALE_CODES);
    const language = languageOfLocale(locale);
    const template = VOCABULARY.reviews[random.chance(0.7) ? random.int(0, 2) : random.int(3, 4)]!;
    reviews.push({
      id: `rev-${sku}-${review + 1}`,
      product_id: id,
      locale,
      author_name: `${random.pick(AUTHORS)} ${String.fromCharCode(65 + random.int(0, 25))}.`,
      rating: template.rating,
      title: template.title[language],
      text: template.text[language],
      // Written after the release and not after the catalogue's date: a review is never dated in the future.
      created_at: `${addDays(releaseDate, random.int(1, 300) % (daysUntilCatalogueDate(releaseDate) + 1))}T${String(random.int(8, 20)).padStart(2, '0')}:00:00Z`,
      customer_care_response: template.rating <= 2 ? VOCABULARY.customerCareResponse[language] : null,
      source: random.chance(0.8) ? 'shop' : 'review-platform',
      included_in_statistics: 1,
    });
  }
  const distribution: Record<string, number> = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const review of reviews) distribution[String(review.rating)] = (distribution[String(review.rating)] ?? 0) + 1;
  const ratingAverage =
    reviews.length === 0 ? 0 : Math.round((reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length) * 10) / 10;

  const bestseller = random.chance(0.1);
  const tags = [
    releaseDate >= addDays(CATALOGUE_DATE, -60) ? 'new' : null,
    bestseller ? 'bestseller' : null,
    bestseller ? 'popular' : null,
    isBware ? 'bware' : null,
    onSale ? 'on-sale' : null,
    onSale ? 'sale' : null,
    ratingAverage >= 4.5 && reviews.length >= 3 ? 'topRated' : null,
    random.chance(0.08) ? 'campaign-black-week' : null,
  ].filter((tag): tag is string => tag !== null);
  // A campaign product is sold at its campaign price: a discounted price beside the original, and so on sale.
  const inCampaign = tags.includes('campaign-black-week');
  const discounted = onSale || inCampaign;
  const discountPercent = onSale ? discountRate : CAMPAIGN_DISCOUNT_RATES[round % CAMPAIGN_DISCOUNT_RATES.length]!;
  if (inCampaign && !onSale) tags.splice(tags.indexOf('campaign-black-week'), 0, 'on-sale', 'sale');

  const texts: ProductTextTable[] = [];
  const search: ProductBundle['search'] = [];
  const categoryPath = LEAF_PATH_NAMES.get(leafKey)!;
  for (const language of LANGUAGE_CODES) {
    const productType = VOCABULARY.productTypes[leafKey]![language];
    const setName = isSet ? ` + ${VOCABULARY.productTypes[setPart!]![language]}` : '';
    const name = `${brand} ${productType} ${model}${setName}`;
    const values = {
      product: productType,
      model,
      brand,
      power: powerW === null ? '' : `${numberInLanguage(powerW, language)} W`,
      weight: `${numberInLanguage(weightKg, language)} kg`,
      warranty,
    };
    const [opening, powerAndWeight] = VOCABULARY.descriptionSentences;
    const description = `${fill(opening![language], values)} ${fill(
      powerW === null ? weightOnly(powerAndWeight![language]) : powerAndWeight![language],
      values,
    )}`;
    const categorySlug = VOCABULARY.categories[leafKey]![language].slug;
    texts.push({
      product_id: id,
      language,
      name,
      // spec/1 §2.1 product slug: lower-case letters, digits and dashes ending in 8 digits.
      slug: `${slugify(brand)}-${categorySlug}-${slugify(model)}-${digits}`,
      description,
      highlights: JSON.stringify(highlightIndexes.map((highlight) => VOCABULARY.highlights[highlight]![language])),
      meta_keywords: productMetaKeywords(brand, productType, categoryPath[language]),
    });
    search.push({
      language,
      name,
      brand,
      categories: [...leaf.ancestors, leaf].map((category) => categoryName(category.node.key, language)).join(' '),
    });
  }

  const relations: ProductRelationTable[] = [];
  const parents = (ACCESSORY_TARGETS[leafKey] ?? []).flatMap((target) => (made.get(target) ?? []).slice(-2));
  for (const parent of parents) relations.push({ product_id: parent, related_product_id: id, kind: 'accessory' });
  for (const sibling of (made.get(leafKey) ?? []).slice(-RECENT_PER_LEAF)) {
    relations.push({ product_id: id, related_product_id: sibling, kind: 'related' });
  }

  const energyClass = ENERGY_LABEL_ROOTS.has(leaf.root) ? random.pick(['A', 'B', 'C', 'D', 'E']) : null;
  const product: ProductTable = {
    id,
    sku,
    key: sku.toLowerCase(),
    brand,
    family: `${brand} ${leafKey}`,
    category_id: leaf.id,
    published: random.chance(0.98) ? 1 : 0,
    eligible_for_selling: random.chance(0.98) ? 1 : 0,
    freight: FREIGHT_CATEGORIES.has(leafKey) ? 1 : 0,
    is_bware: isBware ? 1 : 0,
    created_at: `${releaseDate}T08:00:00Z`,
    release_date: releaseDate,
    tax_category: 'standard',
    energy_class: energyClass,
    tags: tags.join(' '),
    volume_discount_group: leaf.root === 'power-tools' || isAccessory ? `volume-${leaf.root}` : null,
    images: JSON.stringify(
      [1, 2, 3].map((n) => ({ url: productPictureUrl(leafKey, brand, sku, n), label: `${brand} ${model} (${n})` })),
    ),
    attributes: JSON.stringify({
      model,
      // spec/3 §3 techdetails: values in one neutral notation (a number, a space, a unit symbol), formatted for the
      // page's locale where they are shown (runtime/components/format.ts formatTechDetailValue).
      techdetails: [
        ...(powerW === null ? [] : [{ name: 'power', value: `${powerW} W` }]),
        ...(voltage === null ? [] : [{ name: 'voltage', value: `${voltage} V` }]),
        { name: 'weight', value: `${weightKg} kg` },
        { name: 'warranty', value: `${warranty} y` },
      ],
      grossWeightKg: Number((weightKg * 1.1).toFixed(2)),
      netWeightKg: weightKg,
      dimensionsCm: {
        height: valueInRange(profile.heightCm, (random.int(10, 180) - 10) / 170, stepFor(profile.heightCm[1])),
        length: valueInRange(profile.lengthCm, (random.int(10, 200) - 10) / 190, stepFor(profile.lengthCm[1])),
        width: valueInRange(profile.widthCm, (random.int(10, 120) - 10) / 110, stepFor(profile.widthCm[1])),
      },
      deliveryPackage: ['manual'],
      manualUrl: `/manuals/${sku}.pdf`,
      energyLabel: energyClass
        ? { class: energyClass, label: `/energy/${sku}-label.svg`, fiche: `/energy/${sku}-fiche.pdf` }
        : null,
      ean: String(4_000_000_000_000 + index),
      parentProductsForAccessory: parents,
      number360Images: 0,
    }),
    rating_average: ratingAverage,
    rating_count: reviews.length,
    ratings_distribution: JSON.stringify(distribution),
  };
  const categories: ProductCategoryTable[] = [...leaf.ancestors, leaf].map((category) => ({
    product_id: id,
    category_id: category.id,
    depth: category.depth,
  }));
  const priceRows: PriceTable[] = CURRENCY_CODES.map((currency) => ({
    product_id: id,
    currency,
    cent_amount: prices[currency],
    discounted_cent_amount: discounted ? Math.round((prices[currency] * (100 - discountPercent)) / 100) : null,
  }));
  return { product, texts, categories, prices: priceRows, availableQuantity, relations, reviews, search };
}
