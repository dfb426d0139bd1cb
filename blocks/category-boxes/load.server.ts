import type { Category } from '../../generated/types.ts';
import { BlockContentError, type BlockLoader } from '../../runtime/view/block-types.ts';
import type { BoxLink, CategoryBox, CategoryBoxesData, CategoryBoxesProps } from './CategoryBoxes.tsx';

/** schema.json childLimit default. */
export const DEFAULT_CHILD_LIMIT = 6;

/** The operation's largest page (schemas/operations.schema.json queryCategories limit). */
const MAX_CATEGORY_PAGE = 500;

const boxLink = (category: Category): BoxLink => ({ key: category.key, name: category.name, link: category.link });

/**
 * The boxes' categories in the page's language, in the order of the props (spec/3 §7 categories query by keys),
 * each with its first `childLimit` child categories in the tree's order (the query by parent key). A category or a
 * child without products in the country (spec/1 §3 hasProducts per market) is not shown; a key that names no
 * category is a content error (its pointer /categoryKeys/<index>). No box left, no block.
 */
export const loadCategoryBoxes: BlockLoader<CategoryBoxesProps, CategoryBoxesData> = async (
  props,
  { shop, operations },
) => {
  const language = shop.language;
  const childLimit = props.childLimit ?? DEFAULT_CHILD_LIMIT;
  const answer = await operations.call('queryCategories', {
    keys: [...props.categoryKeys],
    language,
    limit: props.categoryKeys.length,
    offset: 0,
  });
  const byKey = new Map(answer.results.map((category) => [category.key, category]));
  const unknown = props.categoryKeys.findIndex((key) => !byKey.has(key));
  if (unknown >= 0) {
    throw new BlockContentError(
      `/categoryKeys/${unknown}`,
      `names no known category (got "${props.categoryKeys[unknown]}")`,
    );
  }
  const shown = props.categoryKeys.map((key) => byKey.get(key)!).filter((category) => category.custom.hasProducts);
  const boxes = await Promise.all(
    shown.map(async (category): Promise<CategoryBox> => {
      // Children without products are skipped, so all of them are asked for; a leaf has none to ask for.
      const children =
        category.childCount === 0
          ? []
          : (
              await operations.call('queryCategories', {
                parentKey: category.key,
                language,
                limit: Math.min(category.childCount, MAX_CATEGORY_PAGE),
                offset: 0,
              })
            ).results;
      return {
        ...boxLink(category),
        children: children
          .filter((child) => child.custom.hasProducts)
          .slice(0, childLimit)
          .map(boxLink),
      };
    }),
  );
  return boxes.length === 0 ? null : { boxes };
};
