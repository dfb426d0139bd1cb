// A product as every product card shows it — a listing's grid (spec/1 §2.6), a product page's related products
// (spec/3 §3), the product blocks (spec/1 §2.9 product zone and product listing) — reshaped from the catalogue's
// card answer (operation-answers.schema.json#/$defs/productCard; a full product is one too) on the server
// (CONVENTIONS §2), so a page ships only what its cards render. Components import this module's types only.
import type { ProductCard } from '../../generated/types.ts';
import { quickTagsOf, type QuickTag } from '../domain/catalogue/quick-tags.ts';
import { shownPrice } from '../domain/money/shown-price.ts';

/** An amount as a page formats it (formatPrice). */
export interface MoneyView {
  readonly centAmount: number;
  readonly currencyCode: string;
}

/** spec/2 §3 a price to pay and, while a discount is active, the former price struck through. */
export interface PriceView {
  readonly current: MoneyView;
  readonly old: MoneyView | null;
}

/** What a product card shows of a product. */
export interface ProductCardView {
  readonly id: string;
  readonly sku: string;
  readonly name: string;
  readonly link: string;
  /** The first picture; the card shows it as decoration (the name is the card's link). */
  readonly image: { readonly url: string; readonly label: string } | null;
  readonly price: PriceView | null;
  readonly isOnStock: boolean;
  readonly averageRating: number;
  readonly reviewCount: number;
  /** spec/1 §2.6 the quick tags the product carries, in the listing's order: the card's badges. */
  readonly quickTags: readonly QuickTag[];
  readonly brand: string;
  readonly energyClass: string | null;
}

function moneyView(value: MoneyView): MoneyView {
  return { centAmount: value.centAmount, currencyCode: value.currencyCode };
}

/** spec/2 §3 a price as a card shows it: an active discount shows the former price struck through. */
export function priceView(price: ProductCard['price']): PriceView | null {
  if (price === null) return null;
  const shown = shownPrice(price);
  return { current: moneyView(shown.current), old: shown.old === null ? null : moneyView(shown.old) };
}

/** The catalogue's card answer (or a full product) as a card shows it. */
export function productCardView(product: ProductCard): ProductCardView {
  const image = product.images[0];
  return {
    id: product.id,
    sku: product.sku,
    name: product.name,
    link: product.link,
    image: image ? { url: image.url, label: image.label } : null,
    price: priceView(product.price),
    isOnStock: product.availability.isOnStock,
    averageRating: product.reviewRatingStatistics.averageRating,
    reviewCount: product.reviewRatingStatistics.count,
    quickTags: quickTagsOf(product.tags),
    brand: product.attributes.brand,
    energyClass: product.attributes.energyClass,
  };
}
