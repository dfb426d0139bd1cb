import type { Money } from '../money/money.ts';

/**
 * spec/2 §5 Extra guarantee: price = product price times the relative price rate percent.
 *
 * Integer arithmetic (CONVENTIONS §4): the rate is taken to a hundredth of a percent (basis points: 12.5 % is 1250;
 * a rate with more decimals is rounded to that), and the product `centAmount × basis points / 10 000` is rounded
 * half away from zero to the nearest minor unit (the spec does not say how to round; half away from zero is the
 * commercial rounding shoppers expect, and commercetools' default, HalfEven, differs only on exact halves).
 */
export function extraGuaranteePrice(productPrice: Money, relativePriceRatePercent: number): Money {
  if (!(relativePriceRatePercent >= 0) || !Number.isFinite(relativePriceRatePercent)) {
    throw new RangeError(
      `The extra guarantee's relative price rate must be a percent of 0 or more (got ${relativePriceRatePercent}); check the guarantee product's relative price rate attribute.`,
    );
  }
  const basisPoints = Math.round(relativePriceRatePercent * 100);
  const product = Math.abs(productPrice.centAmount) * basisPoints;
  const remainder = product % 10_000;
  const rounded = (product - remainder) / 10_000 + (remainder * 2 >= 10_000 ? 1 : 0);
  // `+ 0` turns the −0 of a negative price rounded to nothing into 0.
  return { ...productPrice, centAmount: Math.sign(productPrice.centAmount) * rounded + 0 };
}
