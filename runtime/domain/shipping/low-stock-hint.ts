import type { CountryCode } from '../../../generated/index.ts';
import { multiplyMoney } from '../money/money-math.ts';
import type { Money } from '../money/money.ts';
import { stockLevel } from './low-stock.ts';

/**
 * spec/2 §9 Low-stock boundaries on a product page. The boundaries are money (EUR 1000/250 …), so the amount they
 * are held against is the value of the stock left: the unit price times the available quantity (ADR 005 reads the
 * boundaries as three bands of an amount). The page shows its "only n left" hint in the low band: stock worth 250
 * EUR or less — a few pieces of an expensive machine, or a handful of cheap accessories. Nothing is shown for a
 * product out of stock (the page says "out of stock" instead).
 */
export function showsLowStockHint(country: CountryCode, unitPrice: Money, availableQuantity: number): boolean {
  if (!Number.isSafeInteger(availableQuantity) || availableQuantity <= 0) return false;
  return stockLevel(country, multiplyMoney(unitPrice, availableQuantity)) === 'low';
}
