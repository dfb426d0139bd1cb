// spec/1 §2.1 and spec/3 §3: "Product slug pattern: lowercase letters, digits and dashes ending in 8 digits."
const PRODUCT_SLUG = /^[a-z0-9-]*[0-9]{8}$/;

/** The slug is a product's: lower-case letters, digits and dashes, ending in 8 digits (spec/1 §2.1). */
export function isProductSlug(slug: string): boolean {
  return PRODUCT_SLUG.test(slug);
}
