import { LANGUAGE_CODES } from '../../../../../generated/index.ts';
import type { CatalogueContext, Product, ProductCard } from '../../ports/catalogue-types.ts';
import { CardCache } from './card-cache.server.ts';
import { toProduct, toProductCard, type ProductCardRow, type ProductRow } from './catalogue-mappers.ts';
import type { Statements } from './statements.server.ts';

const PRODUCT_COLUMNS = `p.id, p.sku, p.key, p.brand, p.family, p.published, p.eligible_for_selling, p.freight,
  p.is_bware, p.created_at, p.release_date, p.energy_class, p.tags, p.volume_discount_group, p.images,
  p.attributes, p.rating_average, p.rating_count, p.ratings_distribution, t.name, t.slug, t.description,
  t.highlights, t.meta_keywords, pr.cent_amount, pr.discounted_cent_amount, i.available_quantity`;

/**
 * What a card or a comparison row shows (catalogue-mappers.ts ProductCardRow, ADR 011): no description,
 * highlights, keywords or statistics' distribution; the first image and the technical details taken out of their
 * JSON by SQLite, so that only they are parsed.
 */
const CARD_COLUMNS = `p.id, p.sku, p.brand, p.published, p.eligible_for_selling, p.energy_class, p.tags,
  p.rating_average, p.rating_count, json_extract(p.images, '$[0].url') as image_url,
  json_extract(p.images, '$[0].label') as image_label, json_extract(p.attributes, '$.techdetails') as techdetails,
  t.name, t.slug, pr.cent_amount, pr.discounted_cent_amount, i.available_quantity`;

/** A product's price in @currency and its stock, beside its row `p` (PRODUCT_COLUMNS and CARD_COLUMNS read them). */
export const PRICE_AND_STOCK = `left join prices pr on pr.product_id = p.id and pr.currency = @currency
       left join inventory i on i.sku = p.sku`;

/**
 * Products by id (the JSON array @ids), in the order given, with their text in @language, price in @currency and
 * stock. `cross join` keeps SQLite's planner from walking every product text of the language first (it would, for a
 * handful of ids, at 100,000 products: BENCHMARKS.md). A product without a text in the language is left out.
 */
const BY_IDS = `from json_each(@ids) wanted
       cross join products p on p.id = wanted.value
       cross join product_texts t on t.product_id = p.id and t.language = @language
       ${PRICE_AND_STOCK}
       order by wanted.key`;

/**
 * A product's details beside its row (productsByIds): its categories from the top down with their texts in
 * @language, its slugs in every language, its accessories by id — each a JSON array or object, the arrays in the
 * order their aggregate names (SQLite 3.44's `json_group_array(… order by …)`).
 */
const PRODUCT_DETAILS = `
  (select json_group_array(json_array(c.id, c.key, c.depth, ct.name, ct.slug) order by c.depth)
     from product_categories pc
     cross join categories c on c.id = pc.category_id
     cross join category_texts ct on ct.category_id = c.id and ct.language = @language
     where pc.product_id = p.id) as categories_json,
  (select json_group_object(st.language, st.slug) from product_texts st where st.product_id = p.id) as slugs_json,
  (select json_group_array(related_product_id order by related_product_id) from product_relations
     where product_id = p.id and kind = 'accessory') as accessories_json`;

/** The columns PRODUCT_DETAILS adds to a product's row. */
interface ProductDetailsRow {
  categories_json: string;
  slugs_json: string;
  accessories_json: string;
}

/**
 * spec/1 §7 products: full products (a product page, the API) and cards (ADR 011: listings, product blocks, the
 * comparison), by slug, SKU or id; the cards read so far kept (card-cache.server.ts) until what they show changes.
 */
export class ProductReads {
  /** The cards read so far (card-cache.server.ts), dropped with what they show. */
  private readonly cards = new CardCache();

  constructor(private readonly statements: Statements) {}

  /**
   * Full products by id, in the order given (BY_IDS), each with its categories (breadcrumbs), its slugs in every
   * language and its accessories read in the same query, as JSON (ADR 011: one query a page of products
   * rather than four; on a product page each query cost more than its rows, SQLite's code and pages having left
   * the processor's caches while the page rendered). Each sub-select starts from the product (its indexes).
   */
  productsByIds(context: CatalogueContext, ids: readonly string[]): Product[] {
    if (ids.length === 0) return [];
    const rows = this.statements.all<ProductRow & ProductDetailsRow>(
      `select ${PRODUCT_COLUMNS}, ${PRODUCT_DETAILS} ${BY_IDS}`,
      this.byIds(context, ids),
    );
    return this.withDetails(rows, context);
  }

  /** Products with their details, from rows read with PRODUCT_DETAILS. */
  private withDetails(rows: ReadonlyArray<ProductRow & ProductDetailsRow>, context: CatalogueContext): Product[] {
    return rows.map((row) => {
      const own = JSON.parse(row.categories_json) as Array<
        [id: string, key: string, depth: number, name: string, slug: string]
      >;
      return toProduct(
        row,
        {
          categories: own.map(([id, key, depth]) => ({ id, key, depth })),
          breadcrumbs: own.map(([, key, , name, slug]) => ({ key, name, slug })),
          relatedAccessories: JSON.parse(row.accessories_json) as string[],
          slugAllLocales: JSON.parse(row.slugs_json) as Record<string, string>,
        },
        context,
      );
    });
  }

  /**
   * Cards by id, in the order given (BY_IDS): one query, no details (ADR 011: a card needs neither the
   * product's categories, its accessories nor its slugs in other languages), for those the card cache does not hold.
   */
  cardsByIds(context: CatalogueContext, ids: readonly string[]): ProductCard[] {
    if (ids.length === 0) return [];
    const shop = `${context.country}|${context.language}|${context.currency}`;
    return this.cards.cards(shop, ids, (missing) =>
      this.statements
        .all<ProductCardRow>(`select ${CARD_COLUMNS} ${BY_IDS}`, this.byIds(context, missing))
        .map((row) => toProductCard(row, context)),
    );
  }

  private byIds(context: CatalogueContext, ids: readonly string[]) {
    return { ids: JSON.stringify(ids), language: context.language, currency: context.currency };
  }

  async getProductBySlug(context: CatalogueContext, slug: string): Promise<Product | null> {
    // spec/1 §5: only published products are shown. A product page's own slug: the product in one query.
    const [own] = this.withDetails(
      this.statements.all<ProductRow & ProductDetailsRow>(
        `select ${PRODUCT_COLUMNS}, ${PRODUCT_DETAILS}
         from product_texts t
         cross join products p on p.id = t.product_id
         ${PRICE_AND_STOCK}
         where t.language = @language and t.slug = @slug and p.published = 1`,
        { language: context.language, currency: context.currency, slug },
      ),
      context,
    );
    if (own !== undefined) return own;
    const id =
      // ADR 014: a product's slug in another language (a shared link, a language switch) finds the product, which
      // answers with its slug in the context's language; the page redirects there. Each language is one probe of
      // the (language, slug) index.
      this.statements.get<{ id: string }>(
        `select p.id from product_texts t join products p on p.id = t.product_id
         where t.language in (${LANGUAGE_CODES.map((code) => `'${code}'`).join(', ')}) and t.slug = @slug
           and p.published = 1
         limit 1`,
        { slug },
      )?.id;
    return id === undefined ? null : (this.productsByIds(context, [id])[0] ?? null);
  }

  async getProductsBySkus(context: CatalogueContext, skus: string[]): Promise<Product[]> {
    return this.productsByIds(context, this.publishedIdsOfSkus(skus));
  }

  async getProductCardsBySkus(context: CatalogueContext, skus: string[]): Promise<ProductCard[]> {
    return this.cardsByIds(context, this.publishedIdsOfSkus(skus));
  }

  /** The ids of the published products of the SKUs, in the SKUs' order, each once. */
  private publishedIdsOfSkus(skus: readonly string[]): string[] {
    if (skus.length === 0) return [];
    return this.statements
      .all<{ id: string }>(
        `select p.id from json_each(@skus) wanted cross join products p on p.sku = wanted.value
       where p.published = 1 order by wanted.key`,
        { skus: JSON.stringify([...new Set(skus)]) },
      )
      .map((row) => row.id);
  }

  /** The products changed (their cache tags): their cards are read again. */
  dropCards(ids: readonly string[]): void {
    this.cards.drop(ids);
  }

  /** The catalogue changed: every card is read again. */
  clearCards(): void {
    this.cards.clear();
  }
}
