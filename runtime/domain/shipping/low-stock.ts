import { SHIPPING_BY_COUNTRY, type CountryCode } from '../../../generated/index.ts';
import { byCountry } from '../country/by-country.ts';
import { money, type Money } from '../money/money.ts';

/** spec/2 §9 Low-stock boundaries (high/low), as Money of the country's currency, e.g. EUR 1000/250. */
interface LowStockBoundaries {
  high: Money;
  low: Money;
}

/** Where an amount falls against the boundaries. */
export type StockLevel = 'low' | 'medium' | 'high';

const BOUNDARIES = byCountry((country): LowStockBoundaries => {
  const { currency, lowStock } = SHIPPING_BY_COUNTRY[country];
  return Object.freeze({
    high: Object.freeze(money(lowStock.high, currency)),
    low: Object.freeze(money(lowStock.low, currency)),
  });
});

/**
 * spec/2 §9 gives the boundaries but not what they mean. Read here as three bands of an amount in the country's
 * currency (the boundaries are money, not a count): at or below low is 'low', at or below high is 'medium', above
 * high is 'high'. The boundaries themselves belong to the lower band.
 */
export function stockLevel(country: CountryCode, amount: Money): StockLevel {
  const { high, low } = BOUNDARIES[country];
  if (amount.currencyCode !== low.currencyCode) {
    throw new RangeError(
      `The amount is in ${amount.currencyCode}, but ${country}'s low-stock boundaries are in ${low.currencyCode}.`,
    );
  }
  if (amount.centAmount <= low.centAmount) return 'low';
  return amount.centAmount <= high.centAmount ? 'medium' : 'high';
}
