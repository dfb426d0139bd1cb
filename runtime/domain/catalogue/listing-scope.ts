// spec/1 §2.6 listing pages, ADR 014: a listing's own scope — the category of a category page, the brand of an
// own-brand page (spec/1 §2.7) — is what the page is, under its heading and canonical link. The query's filters
// (category levels lvl0…lvl4, brand) only narrow that scope; they never widen or replace it. The brand scope is
// a filter the listing applies before the query's (the listing index); the category levels need this rule.

/** A category as the scope rule reads it: its key and its parent's (null at the first level). */
export interface ScopeCategory {
  readonly key: string;
  readonly parentKey: string | null;
}

/** The category a listing shows: its key, null for every category, or `none` when nothing can match. */
export type NarrowedCategory = { readonly key: string | null } | 'none';

/**
 * The category chain a query's levels give (spec/1 §2.6 "category levels 0 to 4"): level 0 a first-level
 * category, each further level a child of the one above. The chain ends at the first level that is not (an
 * unknown key, a category of another branch or depth): invalid values reset to the default (spec/1 §5), so that
 * level and those below it are not applied.
 */
export function checkedCategoryLevels(
  levels: readonly string[],
  categoryOf: (key: string) => ScopeCategory | undefined,
): string[] {
  const chain: string[] = [];
  for (const key of levels) {
    const category = categoryOf(key);
    if (category === undefined || category.parentKey !== (chain.at(-1) ?? null)) break;
    chain.push(key);
  }
  return chain;
}

/** The path from the first level down to the category, keys first level first; empty for an unknown key. */
function pathOf(key: string, categoryOf: (key: string) => ScopeCategory | undefined): string[] {
  const path: string[] = [];
  for (let category = categoryOf(key); category !== undefined;) {
    path.unshift(category.key);
    if (path.length > 64) break; // A cycle in the store's data is no tree: read no further.
    category = category.parentKey === null ? undefined : categoryOf(category.parentKey);
  }
  return path;
}

/**
 * The category a listing shows, its scope narrowed by the query's checked levels: the deeper of the two where
 * one lies within the other, `none` where they part (a level of another branch than the page's category: the
 * page would otherwise list another category's products under its own heading). A scope the store does not know
 * is `none` as well.
 */
export function narrowedCategory(
  scopeKey: string | undefined,
  levels: readonly string[],
  categoryOf: (key: string) => ScopeCategory | undefined,
): NarrowedCategory {
  const chain = checkedCategoryLevels(levels, categoryOf);
  if (scopeKey === undefined) return { key: chain.at(-1) ?? null };
  const scope = pathOf(scopeKey, categoryOf);
  if (scope.length === 0) return 'none';
  const shared = Math.min(scope.length, chain.length);
  for (let depth = 0; depth < shared; depth += 1) if (scope[depth] !== chain[depth]) return 'none';
  return { key: chain.length > scope.length ? chain.at(-1)! : scopeKey };
}
