import { localeOf, type CatalogueContext, type Category, type Paged } from '../../ports/catalogue-types.ts';
import { toCategory, type CategoryRow } from './catalogue-mappers.ts';
import type { Statements } from './statements.server.ts';

/**
 * spec/1 §7 categories: the category tree as each storefront and language sees it, and each category's relation
 * keys (the extra guarantee's exclusions), each read once and kept until the categories change (`forget`).
 */
export class CategoryReads {
  /** The category tree as each storefront and language sees it, read once (it is read on every listing). */
  private readonly categoryTrees = new Map<string, Category[]>();
  /** Each category's relation keys for the extra guarantee's exclusions: its own key and its root's (read once). */
  private relations: Map<string, string[]> | null = null;

  constructor(private readonly statements: Statements) {}

  private categoryRows(context: CatalogueContext): CategoryRow[] {
    const locale = localeOf(context);
    return this.statements.all<CategoryRow>(
      `select c.*, parent.key as parent_key, t.name, t.slug, t.meta_title, t.meta_description,
         cc.content_html, cc.posts,
         (select count(*) from categories child where child.parent_id = c.id) as child_count
       from categories c
       join category_texts t on t.category_id = c.id and t.language = @language
       left join categories parent on parent.id = c.parent_id
       left join category_content cc on cc.category_id = c.id and cc.locale = @locale
       order by c.depth, c.order_hint`,
      { language: context.language, locale },
    );
  }

  /** The categories of a storefront and language, top level first (its tree, read once). */
  categories(context: CatalogueContext): Category[] {
    const key = `${context.country}:${context.language}`;
    let tree = this.categoryTrees.get(key);
    if (!tree) {
      tree = this.readCategories(context);
      this.categoryTrees.set(key, tree);
    }
    return tree;
  }

  private readCategories(context: CatalogueContext): Category[] {
    const rows = this.categoryRows(context);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return rows.map((row) => {
      const ancestors: Category['ancestors'] = [];
      for (let parent = row.parent_id ? byId.get(row.parent_id) : undefined; parent;) {
        ancestors.unshift({ id: parent.id, key: parent.key, name: parent.name, slug: parent.slug });
        parent = parent.parent_id ? byId.get(parent.parent_id) : undefined;
      }
      return toCategory(row, ancestors, context);
    });
  }

  async getCategoryBySlug(context: CatalogueContext, slug: string, options: { fetchSiblings: boolean }) {
    const all = this.categories(context);
    const category = all.find((candidate) => candidate.slug === slug);
    if (!category) return null;
    const siblings = options.fetchSiblings
      ? all.filter((other) => other.parent?.id === category.parent?.id && other.id !== category.id)
      : [];
    return { category, siblings };
  }

  async getFirstLevelCategories(context: CatalogueContext): Promise<Category[]> {
    return this.categories(context).filter((category) => category.depth === 0);
  }

  async queryCategories(
    context: CatalogueContext,
    query: { parentKey?: string; keys?: string[]; limit: number; offset: number },
  ): Promise<Paged<Category>> {
    const matching = this.categories(context).filter(
      (category) =>
        (query.parentKey === undefined || category.parent?.key === query.parentKey) &&
        (query.keys === undefined || query.keys.includes(category.key)),
    );
    const results = matching.slice(query.offset, query.offset + query.limit);
    return { offset: query.offset, limit: query.limit, count: results.length, total: matching.length, results };
  }

  /** Each category's relation keys by its id: its own key and its root's (spec/2 §5 Extra guarantee exclusions). */
  categoryRelations(): Map<string, string[]> {
    if (this.relations === null) {
      const rows = this.statements.all<{ id: string; key: string; parent_id: string | null }>(
        `select id, key, parent_id from categories`,
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      const rootOf = (row: (typeof rows)[number]): (typeof rows)[number] => {
        const parent = row.parent_id === null ? undefined : byId.get(row.parent_id);
        return parent === undefined ? row : rootOf(parent);
      };
      this.relations = new Map(rows.map((row) => [row.id, [...new Set([row.key, rootOf(row).key])]]));
    }
    return this.relations;
  }

  /** The categories changed: the trees and the relations are read again. */
  forget(): void {
    this.categoryTrees.clear();
    this.relations = null;
  }
}
