/** What the freight rule reads of a cart line: the product's freight flag (spec/2 §5 Shipping); unset is not freight. */
export interface FreightFlag {
  freight?: boolean;
}

/**
 * spec/2 §5: a cart holds freight when any of its items carries the product's freight flag. One answer for the two
 * rules that ask: the cart ships by freight (spec/2 §5 Shipping), and cash on delivery is offered for it only where
 * the country permits freight (spec/2 §5 Payment method availability).
 */
export function hasFreight(lines: readonly FreightFlag[]): boolean {
  return lines.some((line) => line.freight === true);
}
