import type { LocaleCode } from '../../generated/index.ts';
import type { Money } from '../../generated/types.ts';
import { formatMoney } from '../domain/money/format-money.ts';
import { money } from '../domain/money/money.ts';

/** A price from an answer (cent amount and currency) in the page's locale (spec/1 §9.3). */
export function formatPrice(price: Pick<Money, 'centAmount' | 'currencyCode'>, locale: LocaleCode): string {
  return formatMoney(money(price.centAmount, price.currencyCode as never), locale);
}
