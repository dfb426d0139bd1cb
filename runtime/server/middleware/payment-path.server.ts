// What the ways of paying at the provider share (pay-operation.server.ts): pay, and Google Pay express
// (google-pay-express.server.ts), each check their cart and then pay it through the one path below — the same
// attempts, idempotency key, completion and error states.
import type { CountryCode, PaymentMethodCode } from '../../../generated/index.ts';
import type { Order, PayAnswer } from '../../../generated/types.ts';
import type { OtherPaymentMethod } from '../integrations/payment/adyen-types.ts';
import type { OperationContext } from './operation.server.ts';
import type { checkoutCarts, PayableCart } from './checkout-cart.server.ts';

/** What is paid at the provider: the method, with what the method carries (a wallet's token). */
export type ProviderPaymentMethod = Pick<OtherPaymentMethod, 'googlePayToken'> & { readonly type: PaymentMethodCode };

export interface PaymentPath {
  readonly carts: ReturnType<typeof checkoutCarts>;
  /** The order already made of this cart version (a click after the order was made: the cart is ended then). */
  orderMadeOf(
    country: CountryCode,
    cart: { cartId: string; version: number },
    context: OperationContext,
  ): Promise<PayAnswer | null>;
  /** The checked cart paid at the provider: the attempt written first, then the provider asked. */
  payAtProvider(
    country: CountryCode,
    checked: PayableCart,
    request: { paymentMethod: ProviderPaymentMethod; clientType: Order['clientType']; language?: string | undefined },
    origin: string,
  ): Promise<PayAnswer>;
}
