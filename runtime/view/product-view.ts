// The product page's data (spec/1 §2.1 product page; spec/3 §2, §3, §7): the store's Product answer reshaped into
// what the page renders, so the page ships only that (CONVENTIONS §2: reshape at the boundary, test the reshapers).
// The country rules (VAT, price disclaimer, low stock, delivery) are applied here, on the server, so the browser
// bundle never carries the configuration of all 25 countries. Components import this module's types only.
import type { CountryCode, CurrencyCode } from '../../generated/index.ts';
import type { GetReviewsAnswer, Product, ProductCard } from '../../generated/types.ts';
import { relatedAccessories } from '../domain/cart/related-accessories.ts';
import {
  COMPARISON_FETCH_LIMIT,
  comparedAttributes,
  comparisonAttributeValue,
  rankComparisonProducts,
} from '../domain/customer/comparison-ranking.ts';
import { reviewPageCount, type ReviewSort } from '../domain/customer/review-list.ts';
import { decimalAmount } from '../domain/money/decimal-amount.ts';
import { showsPriceDisclaimer } from '../domain/money/price-disclaimer.ts';
import { shownPrice } from '../domain/money/shown-price.ts';
import { vatPercentageOfRate } from '../domain/money/vat-percentage.ts';
import { HITS_PER_PAGE_OPTIONS, LISTING_QUERY_KEYS } from '../domain/routing/listing-query.ts';
import { showsLowStockHint } from '../domain/shipping/low-stock-hint.ts';
import { productDeliveryDate } from '../domain/shipping/product-delivery.ts';
import { formatDate } from '../domain/time/format-date.ts';
import type { IsoDate } from '../domain/time/iso-date.ts';
import { priceView, productCardView, type PriceView, type ProductCardView } from './product-card-view.ts';

// The cards' price (the price to pay, and the former one under an active discount) is the product page's too.
export type { PriceView, ProductCardView } from './product-card-view.ts';

/** The product's own price: with its tax note (spec/2 §5 VAT percentage) and the country's price disclaimer. */
export interface ProductPriceView extends PriceView {
  /** spec/2 §5: VAT percentage = tax rate × 100 (19 in DE, 25.5 in FI, 8.1 in CH). */
  readonly vatPercentage: number;
  /** spec/2 §5 Price disclaimer: only in the countries that show one. */
  readonly disclaimer: boolean;
}

export interface ImageView {
  readonly url: string;
  readonly label: string;
}

export interface BreadcrumbView {
  readonly name: string;
  readonly link: string;
}

export interface AvailabilityView {
  readonly isOnStock: boolean;
  /**
   * The stock, for the add-to-cart button and the quantity field (spec/2 §5 Add to cart, Quantity input). The page
   * may be a few seconds old (page cache); the server checks the stock again on every add.
   */
  readonly stock: number;
  /** The quantity left, only when the low-stock hint is shown (spec/2 §9 low-stock boundaries). */
  readonly lowStockQuantity: number | null;
  /** spec/2 §5, spec/3 §9 delivery estimate, dd.mm.yyyy (spec/1 §9.3); null out of stock. */
  readonly deliveryDate: string | null;
}

export interface RatingView {
  readonly average: number;
  readonly count: number;
  /** spec/3 §3 ratingsDistribution: 5 stars first. */
  readonly distribution: readonly { readonly stars: number; readonly count: number }[];
}

/** What the product page shows of its product. */
export interface ProductView {
  readonly sku: string;
  readonly name: string;
  readonly brand: string;
  readonly link: string;
  readonly images: readonly ImageView[];
  readonly breadcrumbs: readonly BreadcrumbView[];
  readonly price: ProductPriceView | null;
  readonly availability: AvailabilityView;
  readonly highlights: readonly string[];
  /** Plain text: shown as text, never as markup. */
  readonly description: string;
  /** spec/3 §3 techdetails: the name is a translation key (product.techDetails.<name>). */
  readonly techDetails: readonly { readonly name: string; readonly value: string }[];
  readonly dimensions: {
    readonly lengthCm: number;
    readonly widthCm: number;
    readonly heightCm: number;
    readonly grossWeightKg: number;
    readonly netWeightKg: number;
  };
  readonly energyClass: string | null;
  readonly rating: RatingView;
}

export interface ReviewView {
  readonly id: string;
  readonly title: string;
  /** As written by the customer: shown as text, so markup in it stays inert. */
  readonly text: string;
  readonly authorName: string;
  readonly rating: number;
  /** dd.mm.yyyy (spec/1 §9.3). */
  readonly date: string;
  readonly response: string | null;
}

/** spec/3 §2 one page of the review list, 10 a page, in one of its two sorts. */
export interface ReviewsView {
  readonly page: number;
  readonly pageCount: number;
  readonly sort: ReviewSort;
  readonly total: number;
  readonly reviews: readonly ReviewView[];
}

/** A compared attribute: a technical detail by its name, or one of the product's own attributes. */
export type ComparedAttribute = `tech:${string}` | 'brand' | 'energyClass';

/** spec/3 §7 Comparison: the product, the ranked similar products, and the attributes compared. */
export interface ComparisonView {
  readonly attributes: readonly ComparedAttribute[];
  /** The product itself first, then the similar products in ranking order. */
  readonly products: readonly (ProductCardView & { readonly values: readonly string[] })[];
}

/** What the mapping reads of the request. */
export interface ProductViewContext {
  readonly country: CountryCode;
  /** The shop's today (frame.today): the delivery estimate counts from it. */
  readonly today: IsoDate;
  /** The time zone review dates are shown in (spec/1 §9.3 day.month.year). */
  readonly timeZone: string;
  /** The category page of a breadcrumb, in the page's country and language. */
  readonly categoryLink: (slug: string) => string;
}

/** spec/3 §3 ratingsDistribution, 5 stars down to 1, a missing rate counting 0. */
export function ratingView(statistics: Product['reviewRatingStatistics']): RatingView {
  return {
    average: statistics.averageRating,
    count: statistics.count,
    distribution: [5, 4, 3, 2, 1].map((stars) => ({
      stars,
      count: statistics.ratingsDistribution[String(stars)] ?? 0,
    })),
  };
}

/** The product page's view of its product. */
export function productView(product: Product, context: ProductViewContext): ProductView {
  const { attributes, availability } = product;
  const price = priceView(product.price);
  const lowStock =
    product.price !== null &&
    availability.isOnStock &&
    showsLowStockHint(
      context.country,
      {
        centAmount: product.price.value.centAmount,
        currencyCode: product.price.value.currencyCode as CurrencyCode,
        fractionDigits: product.price.value.fractionDigits,
      },
      availability.availableQuantity,
    );
  const delivery = productDeliveryDate(context.today, {
    freight: attributes.freight,
    isOnStock: availability.isOnStock,
  });
  return {
    sku: product.sku,
    name: product.name,
    brand: attributes.brand,
    link: product.link,
    images: product.images.map(({ url, label }) => ({ url, label })),
    breadcrumbs: product.breadcrumbs.map(({ name, slug }) => ({ name, link: context.categoryLink(slug) })),
    price:
      price === null
        ? null
        : {
            ...price,
            vatPercentage: vatPercentageOfRate(product.taxRate),
            disclaimer: showsPriceDisclaimer(context.country),
          },
    availability: {
      isOnStock: availability.isOnStock,
      stock: Math.max(0, availability.availableQuantity),
      lowStockQuantity: lowStock ? availability.availableQuantity : null,
      deliveryDate: delivery === null ? null : formatDate(delivery, context.timeZone),
    },
    highlights: attributes.highlights,
    description: product.description,
    techDetails: attributes.techdetails.map(({ name, value }) => ({ name, value })),
    dimensions: {
      lengthCm: attributes.dimensionsCm.length,
      widthCm: attributes.dimensionsCm.width,
      heightCm: attributes.dimensionsCm.height,
      grossWeightKg: attributes.grossWeightKg,
      netWeightKg: attributes.netWeightKg,
    },
    energyClass: attributes.energyClass,
    rating: ratingView(product.reviewRatingStatistics),
  };
}

const SKU = /^[A-Z0-9]{4,20}$/;
const ID_ENDING_IN_SKU = /-([A-Z0-9]{4,20})$/;

/**
 * The SKUs of a product's related accessories (spec/3 §3), to load with getProductCardsBySkus (at most 100 a call).
 * The answer's `relatedAccessories` are product ids (operation-answers.schema.json); the embedded store's ids are
 * 'prd-' plus the SKU, so an id ending in a SKU is read as that SKU, and a SKU is taken as it is. Anything else is
 * skipped (the port would need a load by ids for it).
 */
export function relatedAccessorySkus(references: readonly string[]): string[] {
  const skus = new Set<string>();
  for (const reference of references) {
    const sku = SKU.test(reference) ? reference : ID_ENDING_IN_SKU.exec(reference)?.[1];
    if (sku !== undefined) skus.add(sku);
    if (skus.size === 100) break;
  }
  return [...skus];
}

/** spec/1 §5, §9.7: the related products shown, in stock and eligible, at most 8, as cards. */
export function relatedView(product: Product, loaded: readonly ProductCard[]): ProductCardView[] {
  const candidates = loaded.map((other) => ({
    sku: other.sku,
    published: other.published,
    isOnStock: other.availability.isOnStock,
    eligibleForSelling: other.attributes.eligibleForSelling,
    other,
  }));
  return relatedAccessories(product.sku, candidates).map(({ other }) => productCardView(other));
}

/** The product's deepest category (spec/3 §7 comparison: similar products come from it), or null. */
export function deepestCategoryKey(product: Product): string | null {
  let deepest: Product['categories'][number] | null = null;
  for (const category of product.categories) if (deepest === null || category.depth > deepest.depth) deepest = category;
  return deepest?.key ?? null;
}

/**
 * The listing query that loads the comparison's candidates: the smallest page size (spec/1 §2.6: 12, 24, 36, 48)
 * that holds the fetch limit of 30 (spec/3 §7) plus the product itself, which is left out.
 */
export function comparisonListingQuery(): string {
  const size = HITS_PER_PAGE_OPTIONS.find((option) => option > COMPARISON_FETCH_LIMIT) ?? HITS_PER_PAGE_OPTIONS.at(-1);
  return `${LISTING_QUERY_KEYS.hitsPerPage}=${size}`;
}

function attributeValue(product: ProductCard, attribute: ComparedAttribute): string {
  if (attribute === 'brand') return comparisonAttributeValue(product.attributes.brand);
  if (attribute === 'energyClass') return comparisonAttributeValue(product.attributes.energyClass);
  const name = attribute.slice('tech:'.length);
  return comparisonAttributeValue(product.attributes.techdetails.find((detail) => detail.name === name)?.value);
}

/**
 * spec/3 §7 Comparison: of the first 30 products of the product's deepest category (fetch limit), the product
 * itself left out, the ranking (+3 in stock, +2 popular, +1 sale) keeps 5 (display limit). They are compared with
 * the product on at most 5 attributes (default attribute limit): the product's technical details, then brand and
 * energy class, each only when one of the compared products has a value; a missing value shows as a dash. Null
 * when there is nothing to compare with.
 */
export function comparisonView(product: Product, candidates: readonly ProductCard[]): ComparisonView | null {
  const others = candidates.filter((other) => other.sku !== product.sku).slice(0, COMPARISON_FETCH_LIMIT);
  const ranked = rankComparisonProducts(
    others.map((other) => ({ variants: [{ isOnStock: other.availability.isOnStock }], tags: other.tags, other })),
  ).map(({ other }) => other);
  if (ranked.length === 0) return null;
  const compared: ProductCard[] = [product, ...ranked];
  const candidatesAttributes: ComparedAttribute[] = [
    ...product.attributes.techdetails.map(({ name }): ComparedAttribute => `tech:${name}`),
    'brand',
    'energyClass',
  ];
  const attributes = comparedAttributes(
    candidatesAttributes.filter((attribute) =>
      compared.some((item) => attributeValue(item, attribute) !== comparisonAttributeValue(null)),
    ),
  );
  return {
    attributes,
    products: compared.map((item) => ({
      ...productCardView(item),
      values: attributes.map((attribute) => attributeValue(item, attribute)),
    })),
  };
}

/** spec/3 §2 a page of the review list as the page shows it. */
export function reviewsView(
  answer: Pick<GetReviewsAnswer, 'results' | 'total'>,
  page: number,
  sort: ReviewSort,
  timeZone: string,
): ReviewsView {
  return {
    page,
    pageCount: reviewPageCount(answer.total),
    sort,
    total: answer.total,
    reviews: answer.results.map((review) => ({
      id: review.id,
      title: review.title,
      text: review.text,
      authorName: review.authorName,
      rating: review.rating,
      date: formatDate(review.createdAt, timeZone),
      response: review.customerCareResponseText,
    })),
  };
}

/**
 * SEO: the product as schema.org Product structured data (name, SKU, brand, images, description, an offer
 * with price, currency and availability, and the aggregate rating when it has reviews). The head serializes it
 * safely (script-json.ts), so store text cannot end the script element.
 */
export function productJsonLd(product: Product, origin: string): Record<string, unknown> {
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`);
  const price = product.price === null ? null : shownPrice(product.price).current;
  const statistics = product.reviewRatingStatistics;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    ...(product.attributes.brand !== '' ? { brand: { '@type': 'Brand', name: product.attributes.brand } } : {}),
    ...(product.images.length > 0 ? { image: product.images.map((image) => absolute(image.url)) } : {}),
    ...(product.description !== '' ? { description: product.description } : {}),
    ...(price !== null
      ? {
          offers: {
            '@type': 'Offer',
            url: absolute(product.link),
            price: decimalAmount(price.centAmount, price.fractionDigits),
            priceCurrency: price.currencyCode,
            availability: product.availability.isOnStock
              ? 'https://schema.org/InStock'
              : 'https://schema.org/OutOfStock',
          },
        }
      : {}),
    ...(statistics.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: statistics.averageRating,
            reviewCount: statistics.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
