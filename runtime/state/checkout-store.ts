// The checkout's state in the browser (ARCHITECTURE "State in the browser"; spec/2 §3 Client UI state): who buys (the
// client type) and where to deliver (the shipping address type), both kept per checkout in cookies (spec/2 §4); the
// newsletter consent; the VAT ID check (spec/3 §8); the payment methods offered for the cart and the one chosen;
// whether the step is busy and what failed; the cart step's coupon field, accessories, volume discounts and Google Pay
// express (spec/2 §5); the order the thank-you page shows. One store a page (createCheckoutStore), given to the
// checkout's components through React context; the components read its signals and call its actions. Its rules are the
// domain's (initialCheckoutUiState, switchClientType, billingAddressForClientType) and it calls the middleware through
// the client it is given, so its tests give it a fake client, cart and cookie jar. What the page asks again (the
// methods, the offer, the order …) is loaded one at a time: a newer load cancels the one on its way, and so does the
// page left.
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-react';
import type { CountryCode } from '../../generated/index.ts';
import type {
  Cart,
  CartAddress,
  GetGooglePayExpressAnswer,
  GetPaymentMethodsAnswer,
  GetVolumeDiscountsAnswer,
  Order,
  PayAnswer,
  PayRequest,
  ProductCard,
} from '../../generated/types.ts';
import type { GooglePayPaymentData } from '../client/google-pay/google-pay-sheet.ts';
import { RequestError, type OperationClient } from '../client/operation-client.ts';
import { isTooManyRequests, TOO_MANY_REQUESTS_KEY } from '../client/too-many-requests.ts';
import type { ShippingAddressType } from '../domain/checkout/address-type.ts';
import {
  initialCheckoutUiState,
  type CheckoutUiState,
  type CheckoutUiStateInput,
} from '../domain/checkout/checkout-ui-state.ts';
import { billingAddressForClientType, switchClientType, type ClientType } from '../domain/checkout/client-type.ts';
import {
  activeDiscountCodes,
  discountCodeOfInput,
  discountCodeRefusalReason,
} from '../domain/cart/discount-code-input.ts';
import type { Address } from '../domain/customer/address.ts';
import {
  VAT_CONFIRM_WITH_BUTTON,
  vatCheckFeedback,
  type VatCheckFeedback,
} from '../domain/customer/vat-check-feedback.ts';
import { cleanVatNumber } from '../domain/customer/vat-number-cleanup.ts';
import { shouldValidateVatNumber } from '../domain/customer/vat-validation-trigger.ts';
import type { PaymentErrorState } from '../domain/routing/payment-error.ts';
import { zeroRatingPossible, zeroRatingSettingsOf } from '../domain/tax/net-prices.ts';
import type { CartStore } from './cart-store.ts';
import type { CheckoutCookies } from './checkout-cookies.ts';
import { serverErrorsToFields, type ServerFieldError } from './forms/server-errors.ts';
import { googlePayFailureMessages } from './google-pay-failure.ts';
import { CANCELLED, loadsOfOneKind } from './loads.ts';

/** What the checkout needs of the shopper's cart. */
export type CartForCheckout = Pick<
  CartStore,
  'cart' | 'language' | 'change' | 'flush' | 'reload' | 'receive' | 'ordered'
>;

/** A failure the shopper is told of: a key of the UI strings, with its parameters. */
export interface CheckoutFailure {
  readonly key: string;
  readonly params?: Readonly<Record<string, string>>;
}

/** What the coupon field says (spec/2 §4 add discount code): the code applied, or why it was not. */
export interface CouponMessage extends CheckoutFailure {
  readonly kind: 'error' | 'success';
}

/**
 * The addresses step's forms, as the cart takes them (spec/2 §4: the e-mail and both addresses; the newsletter
 * consent is the store's own, `newsletter`).
 */
export interface AddressesToSave {
  readonly email: string;
  readonly billingAddress: CartAddress;
  /** Where to deliver, when it is not the billing address. */
  readonly shippingAddress?: CartAddress;
}

/** What placing the order came to; the page goes on from there. */
export type PayOutcome =
  /** The provider's page, where the shopper goes now (the step stays busy while they leave). */
  | { readonly kind: 'provider'; readonly action: Extract<PayAnswer, { action: 'redirect' }> }
  /** spec/2 §8: the payment did not go through, the payment error page's state. */
  | { readonly kind: 'paymentError'; readonly errorState: PaymentErrorState }
  /** The order is placed: the thank-you page. */
  | { readonly kind: 'ordered'; readonly orderId: string }
  /** Nothing placed: the failure says why, the cart is read again. */
  | { readonly kind: 'failed' };

type PaymentMethods = GetPaymentMethodsAnswer;

/** spec/2 §5 Google Pay express, as the server offers it for the cart. */
export type ExpressOffer = Extract<GetGooglePayExpressAnswer, { available: true }>;

/** spec/2 §7 get volume discounts: the store's volume discount groups, for the lines' hints. */
export type VolumeDiscounts = GetVolumeDiscountsAnswer['cartDiscounts']['results'];

export interface CheckoutStoreOptions {
  readonly client: OperationClient;
  readonly country: CountryCode;
  readonly cart: CartForCheckout;
  readonly cookies: CheckoutCookies;
}

export interface CheckoutStore {
  /** spec/2 §3 Client type (spec/3 §1: private or company). */
  readonly clientType: ReadonlySignal<ClientType>;
  /** spec/2 §3 Shipping address type: to the billing address or another. */
  readonly shippingAddressType: ReadonlySignal<ShippingAddressType>;
  /** spec/2 §4: the shopper agrees to receive the newsletter (a custom field of the cart once the addresses are saved). */
  readonly newsletter: ReadonlySignal<boolean>;
  /**
   * spec/2 §3 Client UI state review consent (default true): the buyer may be asked to review the purchase; a setting
   * where the store flag reviewConsent is on (spec/1 §9.5, spec/3 §5 Reviews). Saved with the addresses.
   */
  readonly reviewConsent: ReadonlySignal<boolean>;
  /** The methods the server offers for the cart and the client type (spec/2 §5); null until they are read. */
  readonly paymentMethods: ReadonlySignal<PaymentMethods | null>;
  /** spec/2 §3 Client UI state: the selected payment method. */
  readonly selectedPayment: ReadonlySignal<string>;
  /** Whether the chosen method is the card provider's or the shop's own; undefined while none is offered. */
  readonly chosenKind: ReadonlySignal<'provider' | 'shop' | undefined>;
  /** spec/2 §9: the cash-on-delivery fee, when that method is chosen and the country charges one. */
  readonly codFee: ReadonlySignal<PaymentMethods['codFee']>;
  /** Saving the addresses or placing the order: the button waits, and a second click sends nothing. */
  readonly busy: ReadonlySignal<boolean>;
  /** What went wrong last, for the shopper; null when nothing did. */
  readonly failure: ReadonlySignal<CheckoutFailure | null>;
  /** A code typed in the coupon field is being applied: its button waits. */
  readonly couponBusy: ReadonlySignal<boolean>;
  /** What the coupon field says; null before a code is tried, and once one is removed. */
  readonly couponMessage: ReadonlySignal<CouponMessage | null>;
  /** spec/3 §8: the VAT ID is being checked. */
  readonly vatChecking: ReadonlySignal<boolean>;
  /** spec/3 §8: what the last check of the VAT ID said; null when no ID was checked. */
  readonly vatFeedback: ReadonlySignal<VatCheckFeedback | null>;
  /** The accessories of the cart's products (spec/2 §5 complementary products), for the cart step. */
  readonly accessories: ReadonlySignal<readonly ProductCard[]>;
  /** The store's volume discounts, for the cart step's lines; null until read. */
  readonly volumeDiscounts: ReadonlySignal<VolumeDiscounts | null>;
  /** Google Pay express as the server offers it for the cart; null where it does not. */
  readonly expressOffer: ReadonlySignal<ExpressOffer | null>;
  /** Paying with Google Pay express: the button waits. */
  readonly expressBusy: ReadonlySignal<boolean>;
  /** What went wrong with Google Pay express, in order; null when nothing did. */
  readonly expressFailure: ReadonlySignal<readonly CheckoutFailure[] | null>;
  /** The thank-you page's order: undefined while it is read, null when the session has none of that id. */
  readonly order: ReadonlySignal<Order | null | undefined>;
  /**
   * The checkout's first state for the cart read (spec/2 §3, §4): its client type, shipping address type and the
   * newsletter consent it holds are set.
   */
  begin(cart: Cart): CheckoutUiState;
  /** The shopper tries again: what failed before is no longer said. */
  clearFailure(): void;
  /**
   * spec/2 §4, §5; spec/3 §4: the shopper chooses who buys; the choice is kept in its cookie. Answers the billing
   * details as they now are: a private buyer's without company, department and VAT number.
   */
  chooseClientType<A extends Address>(clientType: ClientType, billingDetails: A): A;
  /** spec/2 §4: the shopper chooses where to deliver; the choice is kept in its cookie. */
  chooseShippingAddressType(type: ShippingAddressType): void;
  /** spec/2 §4: the shopper ticks or unticks the newsletter consent; saved with the addresses. */
  chooseNewsletter(agreed: boolean): void;
  /** spec/2 §3: the shopper ticks or unticks the review consent; saved with the addresses. */
  chooseReviewConsent(agreed: boolean): void;
  choosePayment(code: string): void;
  /**
   * Reads the methods offered for the cart and the client type (spec/2 §5). A newer load cancels this one, and so
   * does `signal` (the step left): a cancelled load changes nothing.
   */
  loadPaymentMethods(signal?: AbortSignal): Promise<void>;
  /**
   * Saves the addresses and the newsletter consent to the cart (a private buyer's billing address without company
   * data), then `next` (the payment step). Answers the fields the server refused, for the forms to show; the failure
   * says the rest.
   */
  saveAddresses(input: AddressesToSave, next: () => Promise<void>): Promise<readonly ServerFieldError[]>;
  /**
   * Places the order with the chosen method for the total the shopper saw, the fee included (spec/2 §4 Payment, §8
   * malformed-price). Null when nothing was sent: already busy, or no method chosen.
   */
  pay(): Promise<PayOutcome | null>;
  /**
   * spec/3 §2, §5, §8: checks the VAT ID typed (cleaned by the country's rules) where the store and the country check
   * one; the cart the check answers (priced net where it may be) replaces the tab's.
   */
  checkVatId(typed: string): Promise<void>;
  /**
   * spec/2 §4 add discount code: applies the code typed, without the spaces around it; a malformed one is refused
   * before it is sent. Answers whether it was applied (the field empties); the refusals the cart's words explain
   * (unknown, expired, used up …) are the coupon message. Any other failure is the message too, and rejects: the
   * caller tells the shopper as of any failed cart change.
   */
  applyCoupon(typed: string): Promise<boolean>;
  /** spec/2 §4 remove discount code: what the coupon field said goes; rejects when the change failed. */
  removeCoupon(discountCodeId: string): Promise<Cart | null>;
  /** Reads the accessories of these products (a failure only loses the suggestions). */
  loadAccessories(skus: readonly string[], signal?: AbortSignal): Promise<void>;
  /** Reads the store's volume discounts (a failure only loses the hints). */
  loadVolumeDiscounts(signal?: AbortSignal): Promise<void>;
  /** Asks whether Google Pay express is offered for the cart (a failure only loses the button). */
  loadGooglePayExpress(signal?: AbortSignal): Promise<void>;
  /**
   * The shopper opens the Google Pay sheet: what failed before is no longer said, and the changes still queued go now
   * (the sheet opens at once, in the click: browsers allow its window only then). Answers that flush; null while
   * paying.
   */
  openGooglePay(): Promise<void> | null;
  /** The Google Pay sheet itself failed (not closed by the shopper). */
  googlePaySheetFailed(): void;
  /**
   * Pays the cart with what the Google Pay sheet gave, for the total it showed (spec/2 §5, §8), once the changes
   * still queued (`flushed`) are in. A refusal is said, and the cart read again. Null when already busy.
   */
  payWithGooglePay(offer: ExpressOffer, data: GooglePayPaymentData, flushed: Promise<void>): Promise<PayOutcome | null>;
  /**
   * Reads the order of the thank-you page from the session's orders (spec/2 §7 my orders), or with `access`, the
   * token of the order confirmation e-mail's link, that one order in any browser (ADR 039).
   */
  loadOrder(orderId: string | null, signal?: AbortSignal, access?: string): Promise<void>;
}

/** spec/2 §5, ADR 027: a code with no use left, in the cart's own words for it (the payment step and Google Pay). */
function usedUp(cart: Cart): CheckoutFailure {
  return { key: 'cart.coupon.usedUp', params: { code: activeDiscountCodes(cart.discountCodes) } };
}

/** spec/2 §8: why an order could not be placed, in the shop's words for it. */
function payFailure(error: unknown, cart: Cart): CheckoutFailure {
  const known = error instanceof RequestError ? error : null;
  if (isTooManyRequests(known)) return { key: TOO_MANY_REQUESTS_KEY };
  if (known?.statusCode === 409 || known?.statusCode === 404) return { key: 'checkout.payment.cartChanged' };
  if (known?.detail === 'Email or address details are missing for cart') {
    return { key: 'checkout.payment.detailsMissing' };
  }
  if (known?.field === '/expectedTotal') return { key: 'checkout.payment.error.malformed-price' };
  if (known?.reason === 'usedUp') return usedUp(cart);
  if (known?.field === '/cartId' && known.statusCode === 400) return { key: 'checkout.payment.outOfStock' };
  return { key: 'checkout.payment.creatingOrderFailed' };
}

/** spec/2 §5 Google Pay, §8: why Google Pay express could not pay, in the cart step's words. */
function googlePayFailure(error: unknown, cart: Cart): readonly CheckoutFailure[] {
  const known = error instanceof RequestError ? error : null;
  if (known?.reason === 'usedUp') return [usedUp(cart)];
  if (isTooManyRequests(error)) return [{ key: TOO_MANY_REQUESTS_KEY }];
  const refusal = known ?? { statusCode: 500, detail: error instanceof Error ? error.message : '' };
  return googlePayFailureMessages(refusal).map((key) => ({ key: `checkout.${key}` }));
}

/** spec/2 §5: why the addresses could not be saved — the form whose field the server named first, else the save. */
function saveFailure(error: unknown, placed: readonly ServerFieldError[]): CheckoutFailure {
  if (isTooManyRequests(error)) return { key: TOO_MANY_REQUESTS_KEY };
  if (placed[0]?.form === 'shipping') return { key: 'checkout.addresses.shippingError' };
  return { key: placed.length > 0 ? 'checkout.addresses.billingError' : 'checkout.addresses.saveFailed' };
}

export function createCheckoutStore(options: CheckoutStoreOptions): CheckoutStore {
  const { client, country, cart, cookies } = options;
  const uiStateOf = (held: CheckoutUiStateInput['cart']) =>
    initialCheckoutUiState({
      country,
      cookies: { clientType: cookies.clientType(), shippingAddressType: cookies.shippingAddressType() },
      cart: held,
    });
  // Before the cart is read, the cookies and the country's defaults decide.
  const first = uiStateOf(cart.cart.value ?? {});
  const clientType = signal(first.clientType);
  const shippingAddressType = signal(first.shippingAddressType);
  const newsletter = signal(false);
  const reviewConsent = signal(true);
  const paymentMethods = signal<PaymentMethods | null>(null);
  const selectedPayment = signal<string>(first.selectedPayment);
  const busy = signal(false);
  const failure = signal<CheckoutFailure | null>(null);
  const chosenKind = computed(
    () => paymentMethods.value?.methods.find((method) => method.code === selectedPayment.value)?.kind,
  );
  const codFee = computed(() =>
    selectedPayment.value === 'cashOnDelivery' ? (paymentMethods.value?.codFee ?? null) : null,
  );
  const couponBusy = signal(false);
  const couponMessage = signal<CouponMessage | null>(null);
  const vatChecking = signal(false);
  const vatFeedback = signal<VatCheckFeedback | null>(null);
  const accessories = signal<readonly ProductCard[]>([]);
  const volumeDiscounts = signal<VolumeDiscounts | null>(null);
  const expressOffer = signal<ExpressOffer | null>(null);
  const expressBusy = signal(false);
  const expressFailure = signal<readonly CheckoutFailure[] | null>(null);
  const order = signal<Order | null | undefined>(undefined);
  const methodsLoads = loadsOfOneKind();
  const accessoryLoads = loadsOfOneKind();
  const discountLoads = loadsOfOneKind();
  const expressLoads = loadsOfOneKind();
  const orderLoads = loadsOfOneKind();

  return {
    clientType,
    shippingAddressType,
    newsletter,
    reviewConsent,
    paymentMethods,
    selectedPayment,
    chosenKind,
    codFee,
    busy,
    failure,
    couponBusy,
    couponMessage,
    vatChecking,
    vatFeedback,
    accessories,
    volumeDiscounts,
    expressOffer,
    expressBusy,
    expressFailure,
    order,

    begin(held) {
      const state = uiStateOf(held);
      batch(() => {
        clientType.value = state.clientType;
        shippingAddressType.value = state.shippingAddressType;
        newsletter.value = held.custom.customerAgreedToSendEmail === true;
        reviewConsent.value = held.custom.reviewConsent ?? true;
      });
      return state;
    },

    chooseClientType(next, billingDetails) {
      const switched = switchClientType({ clientType: clientType.value, billingDetails }, next);
      clientType.value = switched.clientType;
      cookies.setClientType(next);
      // ADR 026: a cart priced net for a company's VAT ID is a private buyer's no longer. Its billing address loses the
      // company data at once, so the header's cart and the totals show VAT again now, not after the form is sent.
      const held = cart.cart.value;
      if (next === 'PRIVATE' && held?.taxMode === 'External' && held.billingAddress !== null) {
        cart
          .change({ action: 'setBillingAddress', address: billingAddressForClientType(held.billingAddress, 'PRIVATE') })
          .catch((error: unknown) => console.warn('The cart could not be priced for a private buyer', error));
      }
      return switched.billingDetails as typeof billingDetails;
    },

    chooseShippingAddressType(next) {
      shippingAddressType.value = next;
      cookies.setShippingAddressType(next);
    },

    chooseReviewConsent(agreed) {
      reviewConsent.value = agreed;
    },

    chooseNewsletter(agreed) {
      newsletter.value = agreed;
    },

    clearFailure() {
      failure.value = null;
    },

    choosePayment(code) {
      selectedPayment.value = code;
    },

    async loadPaymentMethods(signal) {
      const held = cart.cart.value;
      if (held === null) return;
      try {
        const payload = { cartId: held.id, clientType: clientType.value, language: cart.language() };
        const answer = await methodsLoads(
          (cancel) => client.call('getPaymentMethods', payload, { signal: cancel }),
          signal,
        );
        if (answer === CANCELLED) return;
        batch(() => {
          paymentMethods.value = answer;
          // The card provider is chosen by default (spec/2 §3 Client UI state), else the first method offered.
          const chosen = selectedPayment.value;
          if (!answer.methods.some((method) => method.code === chosen)) {
            selectedPayment.value = answer.methods[0]?.code ?? chosen;
          }
        });
      } catch (error) {
        console.warn('The payment methods could not be read', error);
        failure.value = { key: 'checkout.payment.methodsFailed' };
      }
    },

    async saveAddresses(input, next) {
      const billingAddress = billingAddressForClientType(input.billingAddress, clientType.value);
      const actions = [
        { action: 'setCustomerEmail', email: input.email },
        { action: 'setBillingAddress', address: billingAddress },
        { action: 'setShippingAddress', address: input.shippingAddress ?? billingAddress },
        {
          action: 'setCustomType',
          fields: {
            ...cart.cart.value?.custom,
            customerAgreedToSendEmail: newsletter.value,
            reviewConsent: reviewConsent.value,
          },
        },
      ] as const;
      busy.value = true;
      try {
        await cart.change(...actions);
        await cart.flush();
        await next();
        return [];
      } catch (error) {
        const placed =
          error instanceof RequestError
            ? serverErrorsToFields(
                { statusCode: error.statusCode, message: error.detail, ...(error.field ? { field: error.field } : {}) },
                { actions },
              )
            : [];
        failure.value = saveFailure(error, placed);
        return placed;
      } finally {
        busy.value = false;
      }
    },

    async pay() {
      const held = cart.cart.value;
      const kind = chosenKind.value;
      if (busy.value || held === null || kind === undefined) return null;
      busy.value = true;
      failure.value = null;
      const method = selectedPayment.value;
      // What the shopper saw, with any cash-on-delivery fee: the server pays only that total (spec/2 §8).
      const expectedTotal = held.totalPrice.centAmount + (codFee.value?.gross.centAmount ?? 0);
      const order = { cartId: held.id, version: held.version, clientType: clientType.value, expectedTotal };
      try {
        if (kind === 'provider') {
          const answer = await client.call('pay', {
            ...order,
            paymentMethod: { type: method as PayRequest['paymentMethod']['type'] },
            language: cart.language(),
          });
          if (answer.action === 'redirect') return { kind: 'provider', action: answer };
          if (answer.action === 'error') {
            busy.value = false;
            return { kind: 'paymentError', errorState: answer.errorState };
          }
          cart.ordered();
          return { kind: 'ordered', orderId: answer.order.id };
        }
        const placed = await client.call('createMyOrderFromCart', {
          ...order,
          paymentMethod: method as 'cashOnDelivery' | 'bankTransfer',
          language: cart.language(),
        });
        cart.ordered();
        return { kind: 'ordered', orderId: placed.id };
      } catch (error) {
        failure.value = payFailure(error, held);
        await cart.reload();
        busy.value = false;
        return { kind: 'failed' };
      }
    },

    async checkVatId(typed) {
      const held = cart.cart.value;
      const number = cleanVatNumber(country, typed);
      if (held === null || !shouldValidateVatNumber(country, number)) {
        vatFeedback.value = null;
        return;
      }
      vatChecking.value = true;
      try {
        const answer = await client.call('validateVatId', {
          cartId: held.id,
          version: held.version,
          vatId: number,
          language: cart.language(),
        });
        cart.receive(answer.cart);
        const outcome = answer.vatCheck.timedOut ? 'timedOut' : answer.vatCheck.result;
        // ADR 026: prices are net once the billing address naming this ID is saved (the form's submit), where the shop
        // zero-rates companies of this country at all.
        vatFeedback.value = vatCheckFeedback(outcome, {
          changeTaxRate: zeroRatingPossible(zeroRatingSettingsOf(country), country),
          pricesAdjusted: answer.vatCheck.pricesAdjusted || answer.vatCheck.netOnceBilled,
        });
      } catch (error) {
        console.warn('The VAT ID could not be checked', error);
        const next = vatCheckFeedback('couldNotValidate', { changeTaxRate: false, pricesAdjusted: false });
        // Too many checks (ADR 031): said as such; the button checks again once the shopper has waited.
        vatFeedback.value = isTooManyRequests(error)
          ? { ...next, messages: [TOO_MANY_REQUESTS_KEY, VAT_CONFIRM_WITH_BUTTON] }
          : next;
      } finally {
        vatChecking.value = false;
      }
    },

    async applyCoupon(typed) {
      const code = discountCodeOfInput(typed);
      if (code === null) {
        couponMessage.value = { kind: 'error', key: 'cart.coupon.malformed' };
        return false;
      }
      couponBusy.value = true;
      try {
        await cart.change({ action: 'addDiscountCode', code });
        couponMessage.value = { kind: 'success', key: 'cart.coupon.applied', params: { code } };
        return true;
      } catch (error) {
        const reason = discountCodeRefusalReason((error as { reason?: string }).reason);
        if (reason !== null) {
          couponMessage.value = { kind: 'error', key: `cart.coupon.${reason}`, params: { code } };
          return false;
        }
        couponMessage.value = {
          kind: 'error',
          key: isTooManyRequests(error) ? TOO_MANY_REQUESTS_KEY : 'cart.coupon.failed',
        };
        throw error;
      } finally {
        couponBusy.value = false;
      }
    },

    removeCoupon(discountCodeId) {
      couponMessage.value = null;
      return cart.change({
        action: 'removeDiscountCode',
        discountCode: { id: discountCodeId, typeId: 'discount-code' },
      });
    },

    async loadAccessories(skus, signal) {
      try {
        const payload = { skus: [...skus], language: cart.language() };
        const answer = await accessoryLoads(
          (cancel) => client.call('getComplementaryProducts', payload, { signal: cancel }),
          signal,
        );
        if (answer !== CANCELLED) accessories.value = answer.products;
      } catch (error) {
        console.warn('The accessories could not be read', error);
      }
    },

    async loadVolumeDiscounts(signal) {
      try {
        const answer = await discountLoads(
          (cancel) => client.call('getVolumeDiscounts', {}, { signal: cancel }),
          signal,
        );
        if (answer !== CANCELLED) volumeDiscounts.value = answer.cartDiscounts.results;
      } catch (error) {
        console.warn('The volume discounts could not be read', error);
      }
    },

    async loadGooglePayExpress(signal) {
      const held = cart.cart.value;
      try {
        const answer = await expressLoads(
          async (cancel) =>
            held === null || held.lineItems.length === 0
              ? null
              : client.call('getGooglePayExpress', { cartId: held.id, language: cart.language() }, { signal: cancel }),
          signal,
        );
        if (answer !== CANCELLED) expressOffer.value = answer?.available ? answer : null;
      } catch (error) {
        // Only the express button is lost: the checkout offers every method.
        console.warn('Google Pay express could not be offered', error);
        expressOffer.value = null;
      }
    },

    openGooglePay() {
      if (expressBusy.value) return null;
      expressFailure.value = null;
      return cart.flush();
    },

    googlePaySheetFailed() {
      expressFailure.value = [{ key: 'checkout.googlePay.failed' }];
    },

    async payWithGooglePay(offer, data, flushed) {
      if (expressBusy.value) return null;
      expressBusy.value = true;
      await flushed;
      const latest = cart.cart.value;
      if (latest === null) {
        expressFailure.value = [{ key: 'checkout.payment.cartChanged' }];
        expressBusy.value = false;
        return { kind: 'failed' };
      }
      try {
        // The total the sheet showed: the server pays only that (spec/2 §8 malformed-price).
        const answer = await client.call('payWithGooglePay', {
          cartId: latest.id,
          version: latest.version,
          expectedTotal: offer.total.centAmount,
          paymentData: data,
          language: cart.language(),
        });
        if (answer.action === 'redirect') return { kind: 'provider', action: answer };
        if (answer.action === 'order') {
          cart.ordered();
          return { kind: 'ordered', orderId: answer.order.id };
        }
        expressFailure.value = [{ key: `checkout.payment.error.${answer.errorState}` }];
      } catch (error) {
        expressFailure.value = googlePayFailure(error, latest);
      }
      await cart.reload();
      expressBusy.value = false;
      return { kind: 'failed' };
    },

    async loadOrder(orderId, signal, access) {
      try {
        const answer = await orderLoads(
          async (cancel) =>
            orderId === null
              ? null
              : ((
                  await client.call(
                    'getMyOrders',
                    { where: { id: orderId }, language: cart.language(), ...(access === undefined ? {} : { access }) },
                    { signal: cancel },
                  )
                ).orders.results[0] ?? null),
          signal,
        );
        if (answer !== CANCELLED) order.value = answer;
      } catch (error) {
        console.warn('The order could not be read', error);
        order.value = null;
      }
    },
  };
}
