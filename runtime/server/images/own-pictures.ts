import { CATEGORY_TREE, type TreeNode } from '../commerce/seed/catalogue-tree.ts';
import { CATEGORY_PICTURE_PATH, PRODUCT_PICTURE_PATH } from '../commerce/picture-urls.ts';
import { renderSvgImage } from './svg-image.ts';

// The shop's own pictures, drawn from their address alone (picture-urls.ts).

/** A category's picture shows its first product type: the category itself when it is a leaf, else its first leaf. */
const CATEGORY_TYPES: ReadonlyMap<string, string> = (() => {
  const types = new Map<string, string>();
  const firstLeaf = (node: TreeNode): string => (node.leaf ? node.key : firstLeaf(node.children[0]!));
  const walk = (node: TreeNode) => {
    types.set(node.key, firstLeaf(node));
    node.children.forEach(walk);
  };
  CATEGORY_TREE.forEach(walk);
  return types;
})();

/** Whether a path is one of the shop's drawn pictures (the fixed ones: image-routes.server.ts). */
export function isDrawnPicturePath(path: string): boolean {
  return PRODUCT_PICTURE_PATH.test(path) || CATEGORY_PICTURE_PATH.test(path);
}

/** The drawing an own picture's path asks for, or null when the path is not one. */
export function drawPicture(path: string): string | null {
  const product = PRODUCT_PICTURE_PATH.exec(path);
  if (product) {
    const [, type = null, brand = null, sku, view] = product;
    return renderSvgImage({ type, brand, view: Number(view), title: `${sku} (${view})` });
  }
  const category = CATEGORY_PICTURE_PATH.exec(path);
  if (category) {
    const key = category[1]!;
    return renderSvgImage({
      type: CATEGORY_TYPES.get(key) ?? null,
      brand: null,
      view: 0,
      title: key.replace(/-/g, ' '),
    });
  }
  return null;
}
