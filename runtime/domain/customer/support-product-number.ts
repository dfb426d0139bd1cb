/** spec/3 §3 SKU conventions: prefix 'EX'. */
export const SKU_PREFIX = 'EX';

/**
 * spec/3 §5, §9: the product number is cut to a maximum length whose value the spec does not show. 10 digits is the
 * shop's choice: it holds every product number the SKU conventions allow (spec/3 §3: SKU length 10 with the
 * prefix) with room to spare, and stops a pasted order or EAN number from growing the field.
 */
export const SUPPORT_PRODUCT_NUMBER_MAX_LENGTH = 10;

const NON_DIGITS = /\D+/g;

/** spec/3 §5 Support form: the product number keeps digits only (a pasted 'EX…' SKU loses its prefix), then is cut. */
export function cleanSupportProductNumber(input: string): string {
  return input.replace(NON_DIGITS, '').slice(0, SUPPORT_PRODUCT_NUMBER_MAX_LENGTH);
}

/** spec/3 §5 Support form: the product number is shown with the SKU prefix; an empty number shows nothing. */
export function supportProductNumberAsSku(productNumber: string): string {
  const digits = cleanSupportProductNumber(productNumber);
  return digits === '' ? '' : SKU_PREFIX + digits;
}
