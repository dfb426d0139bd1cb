// The checkout's state in the browser (ARCHITECTURE "State in the browser"; spec/2 §3 Client UI state): who buys
// (the client type) and where to deliver (the shipping address type), both kept per checkout in cookies (spec/2 §4);
// the payment methods offered for the cart and the one chosen; whether the step is busy and what failed. One store a
// page (createCheckoutStore), given to the checkout's components through React context; the components read its
// signals and call its actions. Its rules are the domain's (initialCheckoutUiState, switchClientType,
// billingAddressForClientType) and it calls the middleware through the client it is given, so its tests give it a
// fake client, cart and cookie jar.
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-react';
import type { CountryCode, LanguageCode } from '../../generated/index.ts';
import type { Cart, CartAddress, GetPaymentMethodsAnswer, PayAnswer, PayRequest } from '../../generated/types.ts';
import { RequestError, type OperationClient } from '../client/operation-client.ts';
import { isTooManyRequests, TOO_MANY_REQUESTS_KEY } from '../client/too-many-requests.ts';
import type { ShippingAddressType } from '../domain/checkout/address-type.ts';
import {
  initialCheckoutUiState,
  type CheckoutUiState,
  type CheckoutUiStateInput,
} from '../domain/checkout/checkout-ui-state.ts';
import { billingAddressForClientType, switchClientType, type ClientType } from '../domain/checkout/client-type.ts';
import { activeDiscountCodes } from '../domain/cart/discount-code-input.ts';
import type { Address } from '../domain/customer/address.ts';
import type { CartAction } from './cart-queue.ts';
import type { CheckoutCookies } from './checkout-cookies.ts';
import { serverErrorsToFields, type ServerFieldError } from './forms/server-errors.ts';

/** What the checkout needs of the shopper's cart (the cart store). */
export interface CheckoutCart {
  /** The session's cart as the server last answered it; null when there is none. */
  readonly cart: ReadonlySignal<Cart | null>;
  /** The page's language, in which the answers name the cart's products. */
  language(): LanguageCode | undefined;
  /** Queues changes; answers the cart holding them, or rejects with the failure. */
  change(...actions: CartAction[]): Promise<Cart | null>;
  /** Sends the queued changes now. */
  flush(): Promise<void>;
  /** Reads the session's cart again (spec/2 §8). */
  reload(): Promise<void>;
  /** spec/2 §4 Payment: the order is placed, the cart is reset. */
  ordered(): void;
}

/** A failure the shopper is told of: a key of the UI strings, with its parameters. */
export interface CheckoutFailure {
  readonly key: string;
  readonly params?: Readonly<Record<string, string>>;
}

/** The addresses step's values, as the cart takes them (spec/2 §4: the e-mail, both addresses, the consent). */
export interface AddressesToSave {
  readonly email: string;
  readonly billingAddress: CartAddress;
  /** Where to deliver, when it is not the billing address. */
  readonly shippingAddress?: CartAddress;
  /** spec/2 §4: the newsletter consent, a custom field of the cart. */
  readonly newsletter: boolean;
}

/** What placing the order came to; the page goes on from there. */
export type PayOutcome =
  /** The provider's page, where the shopper goes now (the step stays busy while they leave). */
  | { readonly kind: 'provider'; readonly action: Extract<PayAnswer, { action: 'redirect' }> }
  /** spec/2 §8: the payment page's error state. */
  | { readonly kind: 'paymentError'; readonly errorState: string }
  /** The order is placed: the thank-you page. */
  | { readonly kind: 'ordered'; readonly orderId: string }
  /** Nothing placed: the failure says why, the cart is read again. */
  | { readonly kind: 'failed' };

type PaymentMethods = GetPaymentMethodsAnswer;

export interface CheckoutStoreOptions {
  readonly client: OperationClient;
  readonly country: CountryCode;
  readonly cart: CheckoutCart;
  readonly cookies: CheckoutCookies;
}

export interface CheckoutStore {
  /** spec/2 §3 Client type (spec/3 §1: private or company). */
  readonly clientType: ReadonlySignal<ClientType>;
  /** spec/2 §3 Shipping address type: to the billing address or another. */
  readonly shippingAddressType: ReadonlySignal<ShippingAddressType>;
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
  /** The shopper tries again: what failed before is no longer said. */
  clearFailure(): void;
  /** The checkout's first state for the cart read (spec/2 §3, §4): its client type and shipping address type are set. */
  begin(cart: Cart): CheckoutUiState;
  /**
   * spec/2 §4, §5; spec/3 §4: the shopper chooses who buys; the choice is kept in its cookie. Answers the billing
   * details as they now are: a private buyer's without company, department and VAT number.
   */
  chooseClientType<A extends Address>(clientType: ClientType, billingDetails: A): A;
  /** spec/2 §4: the shopper chooses where to deliver; the choice is kept in its cookie. */
  chooseShippingAddressType(type: ShippingAddressType): void;
  choosePayment(code: string): void;
  /**
   * Reads the methods offered for the cart and the client type (spec/2 §5). A newer load cancels this one, and so
   * does `signal` (the step left): a cancelled load changes nothing.
   */
  loadPaymentMethods(signal?: AbortSignal): Promise<void>;
  /**
   * Saves the addresses to the cart (a private buyer's billing address without company data), then `next` (the
   * payment step). Answers the fields the server refused, for the forms to show; the failure says the rest.
   */
  saveAddresses(input: AddressesToSave, next: () => Promise<void>): Promise<readonly ServerFieldError[]>;
  /**
   * Places the order with the chosen method for the total the shopper saw, the fee included (spec/2 §4 Payment, §8
   * malformed-price). Null when nothing was sent: already busy, or no method chosen.
   */
  pay(): Promise<PayOutcome | null>;
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
  // spec/2 §5, ADR 027: a code with no use left, in the cart's own words for it.
  if (known?.reason === 'usedUp') {
    return { key: 'cart.coupon.usedUp', params: { code: activeDiscountCodes(cart.discountCodes) } };
  }
  if (known?.field === '/cartId' && known.statusCode === 400) return { key: 'checkout.payment.outOfStock' };
  return { key: 'checkout.payment.creatingOrderFailed' };
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
  let methodsLoad: AbortController | null = null;

  return {
    clientType,
    shippingAddressType,
    paymentMethods,
    selectedPayment,
    chosenKind,
    codFee,
    busy,
    failure,

    begin(held) {
      const state = uiStateOf(held);
      batch(() => {
        clientType.value = state.clientType;
        shippingAddressType.value = state.shippingAddressType;
      });
      return state;
    },

    chooseClientType(next, billingDetails) {
      const switched = switchClientType({ clientType: clientType.value, billingDetails }, next);
      clientType.value = switched.clientType;
      cookies.setClientType(next);
      return switched.billingDetails as typeof billingDetails;
    },

    chooseShippingAddressType(next) {
      shippingAddressType.value = next;
      cookies.setShippingAddressType(next);
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
      methodsLoad?.abort();
      const load = new AbortController();
      methodsLoad = load;
      const cancel = () => load.abort();
      signal?.addEventListener('abort', cancel, { once: true });
      try {
        const answer = await client.call(
          'getPaymentMethods',
          { cartId: held.id, clientType: clientType.value, language: cart.language() },
          { signal: load.signal },
        );
        if (load.signal.aborted) return;
        batch(() => {
          paymentMethods.value = answer;
          // The card provider is chosen by default (spec/2 §3 Client UI state), else the first method offered.
          const chosen = selectedPayment.value;
          if (!answer.methods.some((method) => method.code === chosen)) {
            selectedPayment.value = answer.methods[0]?.code ?? chosen;
          }
        });
      } catch (error) {
        if (load.signal.aborted) return;
        console.warn('The payment methods could not be read', error);
        failure.value = { key: 'checkout.payment.methodsFailed' };
      } finally {
        signal?.removeEventListener('abort', cancel);
        if (methodsLoad === load) methodsLoad = null;
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
          fields: { ...cart.cart.value?.custom, customerAgreedToSendEmail: input.newsletter },
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
  };
}
