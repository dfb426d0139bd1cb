import type { CountryCode } from '../../../../../generated/index.ts';
import type { SeoRedirection } from '../../ports/catalogue-types.ts';
import type { Statements } from './statements.server.ts';

/** spec/1 §7 SEO redirections, and the sitemap's slugs (seo-routes.server.ts). */
export class SeoReads {
  constructor(private readonly statements: Statements) {}

  async getSeoRedirection(country: CountryCode, sourceUrl: string): Promise<SeoRedirection | null> {
    const row = this.statements.get<{ target_url: string; redirection_code: number }>(
      'select target_url, redirection_code from seo_redirections where country = ? and source_url = ?',
      [country, sourceUrl],
    );
    return row ? { redirectionCode: row.redirection_code, targetURL: row.target_url } : null;
  }

  async sitemapSlugs(kind: 'category' | 'product', languages: readonly string[], offset: number, limit: number) {
    // In id order (the primary key's index), so a part of a 100,000-product sitemap is one indexed range read.
    const [table, texts, key, filter] =
      kind === 'product'
        ? ['products', 'product_texts', 'product_id', 'and e.published = 1']
        : ['categories', 'category_texts', 'category_id', ''];
    const ids = this.statements
      .all<{ id: string }>(`select e.id from ${table} e where 1 ${filter} order by e.id limit @limit offset @offset`, {
        offset,
        limit,
      })
      .map((row) => row.id);
    if (ids.length === 0) return [];
    const rows = this.statements.all<{ id: string; language: string; slug: string }>(
      `select ${key} as id, language, slug from ${texts}
       where ${key} in (select value from json_each(@ids)) and language in (select value from json_each(@languages))`,
      { ids: JSON.stringify(ids), languages: JSON.stringify(languages) },
    );
    const byId = new Map(ids.map((id) => [id, {} as Partial<Record<string, string>>]));
    for (const row of rows) byId.get(row.id)![row.language] = row.slug;
    return ids.map((id) => ({ id, slugs: byId.get(id)! }));
  }

  async countPublishedProducts(): Promise<number> {
    return this.statements.get<{ count: number }>('select count(*) as count from products where published = 1')!.count;
  }
}
