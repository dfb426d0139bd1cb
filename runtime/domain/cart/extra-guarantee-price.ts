import type { Money } from '../money/money.ts';
import { percentOfMoney } from '../money/money-math.ts';

/**
 * spec/2 §5 Extra guarantee: price = product price times the relative price rate percent, in integer minor units
 * rounded half away from zero (money-math's percentage rule, the one every percentage of money uses).
 */
export function extraGuaranteePrice(productPrice: Money, relativePriceRatePercent: number): Money {
  if (!(relativePriceRatePercent >= 0) || !Number.isFinite(relativePriceRatePercent)) {
    throw new RangeError(
      `The extra guarantee's relative price rate must be a percent of 0 or more (got ${relativePriceRatePercent}); check the guarantee product's relative price rate attribute.`,
    );
  }
  return percentOfMoney(productPrice, relativePriceRatePercent);
}
