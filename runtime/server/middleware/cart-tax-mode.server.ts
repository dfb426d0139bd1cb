// ADR 026: what a cart's billing address and VAT ID check make of its prices and of its company data. Called after
// every change of the cart's addresses or check (cart-actions.server.ts, vat-operations.server.ts), so a change of the
// VAT ID, the company or the client type returns the cart to gross in the same change.
import type { CountryCode } from '../../../generated/index.ts';
import { withoutCompanyData } from '../../domain/checkout/client-type.ts';
import { isBlank } from '../../domain/customer/is-blank.ts';
import { netPricesApply, zeroRatingSettingsOf } from '../../domain/tax/net-prices.ts';
import type { CartDetails } from '../commerce/ports/cart-store.ts';

/**
 * spec/3 §4: private customers have VAT number, company and department cleared. A billing address without a company
 * name is a private client's (spec/2 §4: the client type is set from whether a company is present), so neither it nor
 * the shipping address keeps those fields, whatever the request sent.
 */
export function withoutPrivateCompanyData<C extends CartDetails>(cart: C): C {
  if (cart.billingAddress === null || !isBlank(cart.billingAddress.company)) return cart;
  const { shippingAddress } = cart;
  return {
    ...cart,
    billingAddress: withoutCompanyData(cart.billingAddress),
    shippingAddress: shippingAddress === null ? null : withoutCompanyData(shippingAddress),
  };
}

/** The cart with the tax mode the rule gives it (runtime/domain/tax/net-prices.ts): External only when net. */
export function withTaxMode<C extends CartDetails>(country: CountryCode, cart: C): C {
  const net = netPricesApply(zeroRatingSettingsOf(country), cart);
  const taxMode = net ? 'External' : 'Platform';
  return cart.taxMode === taxMode ? cart : { ...cart, taxMode };
}
