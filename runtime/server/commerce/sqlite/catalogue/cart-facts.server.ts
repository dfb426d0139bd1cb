import type { CartItemFacts, ExtraGuaranteeFacts } from '../../ports/catalogue-port.ts';
import type { CatalogueContext } from '../../ports/catalogue-types.ts';
import { toCartItem, toExtraGuarantee, type CartItemRow } from './catalogue-mappers.ts';
import type { ExtraGuaranteeTable } from '../../schema/tables.ts';
import type { CategoryReads } from './categories.server.ts';
import { PRICE_AND_STOCK } from './products.server.ts';
import type { Statements } from './statements.server.ts';

/**
 * What a cart needs of the catalogue (spec/2 §3, §5): its products' facts read fresh (never from a cache: stock and
 * prices decide what the shopper may buy), complementary products, the extra guarantees.
 */
export class CartFactReads {
  constructor(
    private readonly statements: Statements,
    private readonly categories: CategoryReads,
  ) {}

  async getCartItems(context: CatalogueContext, skus: readonly string[]): Promise<CartItemFacts[]> {
    if (skus.length === 0) return [];
    const rows = this.statements.all<CartItemRow>(
      `select p.id, p.sku, p.eligible_for_selling, p.freight, p.volume_discount_group, p.brand, p.category_id,
         json_extract(p.images, '$[0].url') as image_url,
         json_extract(p.images, '$[0].label') as image_label, t.name, t.slug, pr.cent_amount,
         pr.discounted_cent_amount, i.available_quantity
       from json_each(@skus) wanted
       cross join products p on p.sku = wanted.value and p.published = 1
       cross join product_texts t on t.product_id = p.id and t.language = @language
       ${PRICE_AND_STOCK}
       order by wanted.key`,
      { skus: JSON.stringify([...new Set(skus)]), language: context.language, currency: context.currency },
    );
    const relations = this.categories.categoryRelations();
    return rows.map((row) => toCartItem(row, context, relations.get(row.category_id) ?? []));
  }

  async complementaryOf(sku: string, limit: number): Promise<{ categoryIds: string[]; skus: string[] } | null> {
    const base = this.statements.get<{ id: string }>(`select id from products where sku = ? and published = 1`, [sku]);
    if (base === undefined) return null;
    const categoryIds = this.statements
      .all<{ category_id: string }>(
        `select a.category_id from product_relations r join products a on a.id = r.related_product_id
       where r.product_id = ? and r.kind = 'accessory' group by a.category_id order by min(r.rowid)`,
        [base.id],
      )
      .map((row) => row.category_id);
    const skus = this.statements
      .all<{ sku: string }>(
        `select p.sku from json_each(@categories) c cross join products p on p.category_id = c.value
       where p.published = 1 order by p.rating_count desc, p.sku limit @limit`,
        { categories: JSON.stringify(categoryIds), limit },
      )
      .map((row) => row.sku);
    return { categoryIds, skus };
  }

  async getExtraGuarantees(context: CatalogueContext): Promise<ExtraGuaranteeFacts[]> {
    return this.statements
      .all<ExtraGuaranteeTable>(`select * from extra_guarantees order by sku`)
      .map((row) => toExtraGuarantee(row, context.language));
  }
}
