import { BlockContentError, type BlockLoader } from '../../runtime/view/block-types.ts';
import type { CategoryCard, CategoryCardsData, CategoryCardsProps } from './CategoryCards.tsx';

/**
 * The cards' categories in the page's language, in the order of the props (spec/3 §7 categories query by keys).
 * A category without products in the country (spec/1 §3 hasProducts per market) gets no card; keys that name no
 * category are skipped, and a block none of whose keys is known is a content error.
 */
export const loadCategoryCards: BlockLoader<CategoryCardsProps, CategoryCardsData> = async (
  props,
  { shop, operations },
) => {
  const answer = await operations.call('queryCategories', {
    keys: [...props.categoryKeys],
    language: shop.language,
    limit: props.categoryKeys.length,
    offset: 0,
  });
  const byKey = new Map(answer.results.map((category) => [category.key, category]));
  if (byKey.size === 0) throw new BlockContentError('/categoryKeys', 'names no known category');
  const cards = props.categoryKeys.flatMap((key): CategoryCard[] => {
    const category = byKey.get(key);
    if (!category || !category.custom.hasProducts) return [];
    return [{ key, name: category.name, link: category.link, imageUrl: category.custom.imageUrl }];
  });
  return cards.length === 0 ? null : { cards };
};
