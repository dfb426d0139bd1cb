import type { ShopRoute } from '../../runtime/view/shop-route.ts';
import { prefixPath } from '../../runtime/domain/routing/language-prefix.ts';

/**
 * A post's link on the page: the store keeps a post's URL unprefixed, in the locale's language
 * ('/inspirations/#post-garden-1', seed/category-posts.ts), so a path of the shop gets the page's language prefix
 * (spec/1 §2.1 "A language prefix is added to slugs unless the locale is the country's default language"); a post
 * elsewhere (an https URL, a protocol-relative '//' one) is linked as it is.
 */
export function postLink(shop: Pick<ShopRoute, 'country' | 'language'>, url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? prefixPath(shop.country, shop.language, url) : url;
}
