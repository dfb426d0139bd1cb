// The addresses of the shop's drawn pictures (ADR 013). A product picture's address names what the drawing
// needs — the product type and the brand — so the picture is drawn from its address alone, without a store read,
// and the same address always gives the same bytes (served immutable).

/** A product type key or a brand as it stands in a picture address: lower-case letters, digits and dashes. */
export function pictureKey(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `/images/p/<type>/<brand>/<sku>/<n>.svg`: picture n (1–9) of a product. */
export function productPictureUrl(type: string, brand: string, sku: string, n: number): string {
  return `/images/p/${pictureKey(type)}/${pictureKey(brand)}/${sku}/${n}.svg`;
}

/** A product picture's address read back: type, brand, SKU and number; null when it is not one. */
export const PRODUCT_PICTURE_PATH =
  /^\/images\/p\/(?:([a-z0-9-]{1,64})\/([a-z0-9-]{1,32})\/)?([A-Z0-9]{4,20})\/([1-9])\.svg$/;

/** A category picture's address: `/images/c/<key>.svg`. */
export const CATEGORY_PICTURE_PATH = /^\/images\/c\/([a-z0-9-]{1,64})\.svg$/;
