// Rows of the embedded store → the port's entities (CONVENTIONS §2: reshape at the boundary, and test it).
import {
  COUNTRIES,
  href,
  type CountryCode,
  type HrefTarget,
  type LanguageCode,
  type LocaleCode,
} from '../../../../../generated/index.ts';
import type {
  CatalogueContext,
  Category,
  Product,
  ProductCard,
  Review,
  SearchHit,
  Store,
} from '../../ports/catalogue-types.ts';
import { money } from '../../../../domain/money/money.ts';
import type { ExtraGuaranteeTable, ProductTable, ProductTextTable } from '../../schema/tables.ts';
import type { CartItemFacts, ExtraGuaranteeFacts } from '../../ports/catalogue-port.ts';

function target(context: CatalogueContext): HrefTarget<CountryCode> {
  return { country: context.country, language: context.language } as HrefTarget<CountryCode>;
}

export interface StoreRow {
  key: string;
  country: string;
  languages: string;
  name: string;
  custom: string;
}

export function toStore(row: StoreRow): Store {
  const country = row.country as CountryCode;
  return {
    // spec/3 §3: the store id is the store prefix plus the country — the key itself.
    id: row.key,
    key: row.key,
    country,
    name: row.name,
    languages: JSON.parse(row.languages) as LanguageCode[],
    custom: JSON.parse(row.custom) as Store['custom'],
    distributionChannels: [`distribution-${country}`],
    supplyChannels: [`warehouse-${country}`],
  };
}

export interface CategoryRow {
  id: string;
  key: string;
  parent_id: string | null;
  parent_key: string | null;
  depth: number;
  order_hint: string;
  type: string;
  image_url: string | null;
  has_products: string;
  related: string;
  name: string;
  slug: string;
  meta_title: string;
  meta_description: string;
  content_html: string | null;
  posts: string | null;
  child_count: number;
}

export function toCategory(row: CategoryRow, ancestors: Category['ancestors'], context: CatalogueContext): Category {
  const hasProducts = JSON.parse(row.has_products) as Record<string, boolean>;
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    slug: row.slug,
    link: href('category', { slug: row.slug }, target(context)),
    orderHint: row.order_hint,
    depth: row.depth,
    parent: row.parent_id && row.parent_key ? { id: row.parent_id, key: row.parent_key } : null,
    ancestors,
    childCount: row.child_count,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    type: row.type as Category['type'],
    custom: {
      imageUrl: row.image_url,
      hasProducts: hasProducts[context.country] === true,
      contentHtml: row.content_html,
      posts: row.posts ? (JSON.parse(row.posts) as Category['custom']['posts']) : [],
      relatedCategories: JSON.parse(row.related) as Category['custom']['relatedCategories'],
    },
  };
}

/** A product row as the store reads it: the product, its text in one language, its price and stock. */
export type ProductRow = Omit<ProductTable, 'category_id' | 'tax_category'> &
  Pick<ProductTextTable, 'name' | 'slug' | 'description' | 'highlights' | 'meta_keywords'> & {
    cent_amount: number | null;
    discounted_cent_amount: number | null;
    available_quantity: number | null;
  };

interface StoredAttributes {
  model: string;
  techdetails: Array<{ name: string; value: string }>;
  grossWeightKg: number;
  netWeightKg: number;
  dimensionsCm: { height: number; length: number; width: number };
  parentProductsForAccessory: string[];
}

/** A product's price and stock columns: every read of products maps them alike. */
interface PricedRow {
  cent_amount: number | null;
  discounted_cent_amount: number | null;
  available_quantity: number | null;
}

/** spec/2 §3 a product's price in the context's currency, with its active discount (a campaign's price). */
function priceOf(row: PricedRow, context: CatalogueContext): Product['price'] {
  return row.cent_amount === null
    ? null
    : {
        value: money(row.cent_amount, context.currency),
        discounted:
          row.discounted_cent_amount === null
            ? null
            : { value: money(row.discounted_cent_amount, context.currency), isActive: true },
      };
}

/** spec/2 §3 availability: no inventory row is no stock. */
function availabilityOf(row: PricedRow): Product['availability'] {
  const available = row.available_quantity ?? 0;
  return { isOnStock: available > 0, availableQuantity: available };
}

export function toProduct(
  row: ProductRow,
  extra: {
    categories: Product['categories'];
    breadcrumbs: Product['breadcrumbs'];
    relatedAccessories: string[];
    slugAllLocales: Record<string, string>;
  },
  context: CatalogueContext,
): Product {
  const attributes = JSON.parse(row.attributes) as StoredAttributes;
  return {
    id: row.id,
    key: row.key,
    sku: row.sku,
    name: row.name,
    slug: row.slug,
    slugAllLocales: extra.slugAllLocales,
    link: href('product', { slug: row.slug }, target(context)),
    description: row.description,
    metaTitle: `${row.name} | Multishop`,
    metaDescription: row.description.length > 155 ? `${row.description.slice(0, 154)}…` : row.description,
    metaKeywords: row.meta_keywords,
    images: JSON.parse(row.images) as Product['images'],
    categories: extra.categories,
    breadcrumbs: extra.breadcrumbs,
    published: row.published === 1,
    price: priceOf(row, context),
    availability: availabilityOf(row),
    taxRate: COUNTRIES[context.country].payment.standardVatRate,
    reviewRatingStatistics: {
      averageRating: row.rating_average,
      count: row.rating_count,
      ratingsDistribution: JSON.parse(row.ratings_distribution) as Record<string, number>,
    },
    attributes: {
      brand: row.brand,
      family: row.family,
      model: attributes.model,
      freight: row.freight === 1,
      isBware: row.is_bware === 1,
      eligibleForSelling: row.eligible_for_selling === 1,
      releaseDate: row.release_date,
      energyClass: row.energy_class,
      volumeDiscountGroup: row.volume_discount_group,
      highlights: JSON.parse(row.highlights) as string[],
      techdetails: attributes.techdetails,
      grossWeightKg: attributes.grossWeightKg,
      netWeightKg: attributes.netWeightKg,
      dimensionsCm: attributes.dimensionsCm,
      parentProductsForAccessory: attributes.parentProductsForAccessory,
      relatedAccessories: extra.relatedAccessories,
      enabledOnMarket: [],
    },
    tags: tagsOf(row.tags),
  };
}

/** Tags are stored space-separated. */
function tagsOf(tags: string): string[] {
  return tags === '' ? [] : tags.split(' ');
}

/**
 * A product row as a card reads it (ADR 011): the columns a card or a comparison row shows, the first image
 * and the technical details taken out of their JSON by SQLite, the text of one language.
 */
export interface ProductCardRow extends PricedRow {
  id: string;
  sku: string;
  brand: string;
  published: number;
  eligible_for_selling: number;
  energy_class: string | null;
  tags: string;
  rating_average: number;
  rating_count: number;
  /** The first image's url and label (null without images). */
  image_url: string | null;
  image_label: string | null;
  /** The technical details as JSON (`attributes.techdetails`). */
  techdetails: string | null;
  name: string;
  slug: string;
}

/** The card of a product (schemas/operation-answers.schema.json#/$defs/productCard): toProduct's fields, fewer. */
export function toProductCard(row: ProductCardRow, context: CatalogueContext): ProductCard {
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    slug: row.slug,
    link: href('product', { slug: row.slug }, target(context)),
    images: row.image_url === null ? [] : [{ url: row.image_url, label: row.image_label ?? '' }],
    published: row.published === 1,
    price: priceOf(row, context),
    availability: availabilityOf(row),
    reviewRatingStatistics: { averageRating: row.rating_average, count: row.rating_count },
    attributes: {
      brand: row.brand,
      energyClass: row.energy_class,
      eligibleForSelling: row.eligible_for_selling === 1,
      techdetails:
        row.techdetails === null ? [] : (JSON.parse(row.techdetails) as ProductCard['attributes']['techdetails']),
    },
    tags: tagsOf(row.tags),
  };
}

export interface SearchHitRow {
  id: string;
  sku: string;
  name: string;
  slug: string;
  images: string;
  cent_amount: number | null;
  discounted_cent_amount: number | null;
}

export function toSearchHit(row: SearchHitRow, context: CatalogueContext): SearchHit {
  const images = JSON.parse(row.images) as Array<{ url: string }>;
  const amount = row.discounted_cent_amount ?? row.cent_amount;
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    link: href('product', { slug: row.slug }, target(context)),
    imageUrl: images[0]?.url ?? null,
    price: amount === null ? null : money(amount, context.currency),
  };
}

/** The columns every review read has: what a review shows wherever it is shown (spec/3 §3 Review). */
export interface ReviewBodyRow {
  id: string;
  title: string;
  text: string;
  author_name: string;
  rating: number;
  created_at: string;
}

export interface ReviewRow extends ReviewBodyRow {
  locale: string;
  customer_care_response: string | null;
  source: string;
}

/** A review's text, author, rating and date, as the product page and the review carousel show them. */
export function toReviewBody(
  row: ReviewBodyRow,
): Pick<Review, 'id' | 'title' | 'text' | 'authorName' | 'rating' | 'createdAt'> {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    authorName: row.author_name,
    rating: row.rating,
    createdAt: row.created_at,
  };
}

export function toReview(row: ReviewRow): Review {
  return {
    ...toReviewBody(row),
    locale: row.locale as LocaleCode,
    customerCareResponseText: row.customer_care_response,
    source: row.source,
  };
}

/** A row of SqliteCatalogue.getCartItems: what a cart line shows and is priced by (spec/2 §3 Line item). */
export interface CartItemRow extends PricedRow {
  id: string;
  sku: string;
  eligible_for_selling: number;
  freight: number;
  volume_discount_group: string | null;
  brand: string;
  category_id: string;
  image_url: string | null;
  image_label: string | null;
  name: string;
  slug: string;
}

/** A cart item's row as the port's CartItemFacts; `relations` are its category's (own and root keys). */
export function toCartItem(row: CartItemRow, context: CatalogueContext, relations: readonly string[]): CartItemFacts {
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    slug: row.slug,
    images: row.image_url === null ? [] : [{ url: row.image_url, label: row.image_label ?? '' }],
    price: priceOf(row, context),
    availability: availabilityOf(row),
    freight: row.freight === 1,
    eligibleForSelling: row.eligible_for_selling === 1,
    volumeDiscountGroup: row.volume_discount_group,
    brand: row.brand,
    relations,
  };
}

/** An extra-guarantee row as the port's ExtraGuaranteeFacts, its name in `language` (English, else the first). */
export function toExtraGuarantee(row: ExtraGuaranteeTable, language: string): ExtraGuaranteeFacts {
  const names = JSON.parse(row.name) as Record<string, string>;
  return {
    sku: row.sku,
    name: names[language] ?? names.en ?? Object.values(names)[0] ?? row.sku,
    relativePriceRate: row.relative_price_rate,
    excludedSkus: JSON.parse(row.excluded_skus) as string[],
    excludedBrands: JSON.parse(row.excluded_brands) as string[],
    excludedRelations: JSON.parse(row.excluded_relations) as string[],
    enabledOnMarket: JSON.parse(row.enabled_on_market) as string[],
  };
}
