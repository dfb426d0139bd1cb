// The VAT ID check of a checkout (spec/3 §2, §4, §5, §7, §8). The company's VAT ID is cleaned by
// its country's rules and prefixed, checked by the VAT check port (the embedded checker, eVatR or VIES: they answer
// the spec's one contract, valid / notValid / couldNotValidate with the code), and kept on the session's cart with
// the raw answer (spec/3 §3 vatValidated, VAT raw response). Whether the cart is net then is the rule of ADR 026
// (runtime/domain/tax/net-prices.ts): a company's billing address naming this very ID, a valid answer, the store flag,
// and an intra-Community supply. The cart's version is checked as for every change of it (409 with the current one).
import type { CountryCode } from '../../../generated/index.ts';
import { CART_NOT_FOUND_MESSAGE } from '../../domain/cart/cart-messages.ts';
import { cleanVatNumber, prefixedVatId } from '../../domain/customer/vat-number-cleanup.ts';
import { shouldValidateVatNumber } from '../../domain/customer/vat-validation-trigger.ts';
import { netOnceBilled, zeroRatingSettingsOf } from '../../domain/tax/net-prices.ts';
import type { CartStore, CartVatCheck } from '../commerce/ports/cart-store.ts';
import type { VatCheck } from '../integrations/vat-check/vat-check-port.ts';
import { type OperationContext, OperationError, type Operations, type VatOperationName } from './operation.server.ts';
import { withTaxMode } from './cart-tax-mode.server.ts';
import { staleVersion } from './stale-version.server.ts';
import type { Cart } from '../../../generated/types.ts';

export interface VatOperationsDeps {
  readonly carts: CartStore;
  readonly vatCheck: VatCheck;
  /** The session's cart, priced as the shopper sees it (cart-operations.server.ts getMyCart). */
  readonly activeCart: (
    country: CountryCode,
    language: string | undefined,
    context: OperationContext,
  ) => Promise<Cart | null>;
  readonly now?: () => number;
}

export function vatOperations(deps: VatOperationsDeps): Operations<VatOperationName> {
  const now = deps.now ?? Date.now;
  return {
    async validateVatId(country, payload, context) {
      const session = await context.session.current();
      const base = session === null ? null : await deps.carts.ofSession(session.key, country);
      if (session === null || base === null || base.id !== payload.cartId) {
        throw new OperationError(404, CART_NOT_FOUND_MESSAGE, '/cartId');
      }
      if (base.version !== payload.version) throw staleVersion(base.id, payload.version, base.version);
      const number = cleanVatNumber(country, payload.vatId);
      if (!shouldValidateVatNumber(country, number)) {
        throw new OperationError(400, 'VAT ID validation is not available for this VAT ID in this country', '/vatId');
      }
      const vatId = prefixedVatId(country, payload.vatId);
      const outcome = await deps.vatCheck.check({ requesterVatId: '', vatId, country });
      const vatCheck: CartVatCheck = { vatId, result: outcome.result, code: outcome.code, raw: outcome.raw };
      const next = withTaxMode(country, { ...base, vatCheck });
      const saved = await deps.carts.save(session.key, country, base, next, now());
      if ('kind' in saved) {
        if (saved.kind === 'notFound') throw new OperationError(404, CART_NOT_FOUND_MESSAGE, '/cartId');
        throw staleVersion(base.id, payload.version, saved.currentVersion);
      }
      const cart = await deps.activeCart(country, payload.language, context);
      if (cart === null) throw new OperationError(404, CART_NOT_FOUND_MESSAGE, '/cartId');
      return {
        cart,
        vatCheck: {
          vatId,
          result: outcome.result,
          code: outcome.code,
          timedOut: outcome.timedOut,
          pricesAdjusted: cart.taxMode === 'External',
          netOnceBilled: netOnceBilled(zeroRatingSettingsOf(country), country, vatCheck),
        },
      };
    },
  };
}
