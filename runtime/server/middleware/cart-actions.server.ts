// The update actions of spec/2 §4 ("sent as action lists") applied to a cart, in order, before it is saved.
// The rules are the domain's (cart-lines.ts, available-quantity.ts, default-shipping-method.ts, discount-code-state.ts,
// extra-guarantee-offers.ts, guarantee-parent-sku.ts); this module reads
// the request's actions against them and names the action a refusal comes from (/actions/<n>/…). It does no I/O:
// the products the actions and the cart name are read once, before, and passed in.
import { COUNTRIES, type CountryCode, type LocaleCode } from '../../../generated/index.ts';
import type { CartUpdateAction } from '../../../generated/types.ts';
import { availableQuantity, canAddToCart, MAX_SINGLE_PRODUCT_QUANTITY } from '../../domain/cart/available-quantity.ts';
import { addLine, removeLine, setLineQuantity } from '../../domain/cart/cart-lines.ts';
import { discountCodeRefusal, type DiscountCodeRefusal } from '../../domain/cart/discount-code-state.ts';
import type { DiscountCodeRefusalReason } from '../../domain/cart/discount-code-input.ts';
import { isExtraGuaranteeItem } from '../../domain/cart/extra-guarantee-item.ts';
import { extraGuaranteeOffers, isExtraGuaranteeEligible } from '../../domain/cart/extra-guarantee-offers.ts';
import { extraGuaranteeLine, guaranteeParentSku, isGuaranteedInCart } from '../../domain/cart/guarantee-parent-sku.ts';
import { shownPrice } from '../../domain/money/shown-price.ts';
import { money, type Money } from '../../domain/money/money.ts';
import {
  SHIPPING_METHOD_DOES_NOT_MATCH_CART,
  shippingMethodToSet,
  type ShippingMethodKey,
} from '../../domain/shipping/default-shipping-method.ts';
import { shippingMethodKeyFor } from '../../domain/shipping/shipping-fee.ts';
import type { CartDraft, ChangedLine } from '../commerce/ports/cart-store.ts';
import type { CartItemFacts, ExtraGuaranteeFacts } from '../commerce/ports/catalogue-port.ts';
import type { StoredDiscountCode } from '../commerce/ports/discount-store.ts';
import { OperationError } from './operation.server.ts';
import { withoutPrivateCompanyData, withTaxMode } from './cart-tax-mode.server.ts';

/** The gross unit price a shopper pays: the price the product page shows as the one to pay (spec/2 §3 Price). */
export function unitPriceOf(product: CartItemFacts): Money | null {
  if (product.price === null) return null;
  const { current } = shownPrice(product.price);
  return money(current.centAmount, current.currencyCode as Money['currencyCode']);
}

/** The most a line of this product may hold (spec/2 §5 Add to cart: 1000, and no more than the stock). */
function mostOf(product: CartItemFacts | undefined): number {
  return product === undefined
    ? MAX_SINGLE_PRODUCT_QUANTITY
    : availableQuantity(product.availability.availableQuantity, 0);
}

/** Whether an action list adds an extra guarantee (and the guarantee products must be read before). */
export function addsGuarantee(actions: readonly CartUpdateAction[]): boolean {
  return actions.some((action) => action.action === 'addExtraGuarantee');
}

/**
 * spec/2 §5 Extra guarantee, as a cart line: where the store's flag is on, for a line's product that is not virtual,
 * not guaranteed yet, and neither excluded by the guarantee nor outside its markets.
 */
function guaranteeLine(
  cart: CartDraft,
  action: { guaranteeSku: string; parentLineItemId: string },
  facts: CartActionFacts,
  at: string,
): ChangedLine {
  if (!COUNTRIES[facts.country].flags.extraGuarantee) {
    throw new OperationError(400, 'The extra guarantee is not offered in this shop', `${at}/guaranteeSku`);
  }
  const parent = lineNamed(cart.lines, action.parentLineItemId, `${at}/parentLineItemId`);
  const product = facts.products.get(parent.sku);
  const guarantee = facts.guarantees.get(action.guaranteeSku);
  const candidate = {
    sku: parent.sku,
    brand: product?.brand,
    relations: product?.relations ?? [],
    alreadyGuaranteed: isGuaranteedInCart(parent.sku, cart.lines),
  };
  const context = { locale: facts.locale, onPaymentPage: false };
  if (product === undefined || isExtraGuaranteeItem(parent) || !isExtraGuaranteeEligible(candidate, context)) {
    const why = candidate.alreadyGuaranteed ? 'already has an extra guarantee' : 'cannot have an extra guarantee';
    throw new OperationError(400, `Line item ${parent.id} ${why}`, `${at}/parentLineItemId`);
  }
  if (guarantee === undefined || extraGuaranteeOffers(candidate, [guarantee], context).length === 0) {
    throw new OperationError(
      400,
      `The extra guarantee ${action.guaranteeSku} is not offered for ${parent.sku} here`,
      `${at}/guaranteeSku`,
    );
  }
  return extraGuaranteeLine(action.guaranteeSku, parent.sku, parent.quantity);
}

/**
 * spec/2 §3, §5 Extra guarantee: a guarantee line covers each item of its parent's line, so its quantity is the
 * parent's (a choice the spec leaves open; a guarantee for 2 of 3 drills is not a thing the shop sells);
 * it goes when its parent does.
 */
function guaranteesFollowingParents(lines: readonly ChangedLine[]): readonly ChangedLine[] {
  const parents = new Map(lines.filter((line) => !isExtraGuaranteeItem(line)).map((line) => [line.sku, line]));
  let changed = false;
  const next = lines.flatMap((line) => {
    if (!isExtraGuaranteeItem(line)) return [line];
    const parentSku = guaranteeParentSku(line);
    const parent = parentSku === undefined ? undefined : parents.get(parentSku);
    if (parent !== undefined && parent.quantity === line.quantity) return [line];
    changed = true;
    return parent === undefined ? [] : [{ ...line, quantity: parent.quantity }];
  });
  return changed ? next : lines;
}

/** The SKUs an action list adds, whose products must be read before it is applied. */
export function skusAdded(actions: readonly CartUpdateAction[]): string[] {
  return actions.flatMap((action) => (action.action === 'addLineItem' ? [action.sku] : []));
}

/** The discount codes an action list adds, which must be read before it is applied. */
export function codesAdded(actions: readonly CartUpdateAction[]): string[] {
  return actions.flatMap((action) => (action.action === 'addDiscountCode' ? [action.code] : []));
}

/** What an action list is applied with besides the cart: the products and codes it names, read before; the time. */
export interface CartActionFacts {
  readonly country: CountryCode;
  /** The cart's products and those the actions add, by SKU. */
  readonly products: ReadonlyMap<string, CartItemFacts>;
  /** The codes the actions add, by code. */
  readonly codes: ReadonlyMap<string, StoredDiscountCode>;
  /** The extra-guarantee products, by SKU (read when an action adds a guarantee). */
  readonly guarantees: ReadonlyMap<string, ExtraGuaranteeFacts>;
  /** The request's language-and-country (spec/2 §5 enabledOnMarket). */
  readonly locale: LocaleCode;
  /** Epoch milliseconds. */
  readonly now: number;
}

/** The refusal of a discount code that does not take effect, one wording per state (spec/2 §3 discount codes). */
export const CODE_REFUSALS: Record<DiscountCodeRefusal, (code: string) => string> = {
  inactive: (code) => `The discount code ${code} is not active.`,
  notYetValid: (code) => `The discount code ${code} is not valid yet.`,
  expired: (code) => `The discount code ${code} has expired.`,
  otherStore: (code) => `The discount code ${code} is not valid in this store.`,
  usedUp: (code) => `The discount code ${code} has been used up.`,
};

/**
 * A refused code, answered 400 with the reason in commercetools' DiscountCodeNonApplicable form, so the browser
 * says it in the shopper's language (discount-code-input.ts DISCOUNT_CODE_REFUSAL_REASONS).
 */
function codeRefused(reason: DiscountCodeRefusalReason, message: string, at: string): OperationError {
  return new OperationError(400, message, `${at}/code`, {
    errors: [{ code: 'DiscountCodeNonApplicable', reason, message }],
  });
}

/** spec/2 §4 add discount code: the code, if it exists, is not on the cart yet and takes effect in this store now. */
function codeToAdd(cart: CartDraft, code: string, facts: CartActionFacts, at: string): StoredDiscountCode {
  const found = facts.codes.get(code);
  if (found === undefined) throw codeRefused('unknown', `The discount code ${code} does not exist.`, at);
  if (cart.discountCodeIds.includes(found.id)) {
    throw codeRefused('alreadyApplied', `The discount code ${code} is already applied to the cart.`, at);
  }
  const refusal = discountCodeRefusal(found, COUNTRIES[facts.country].storeId, facts.now);
  if (refusal !== null) throw codeRefused(refusal, CODE_REFUSALS[refusal](code), at);
  return found;
}

/**
 * spec/2 §4 Shipping method state: a method that is not the default, or does not match the cart, is replaced by the
 * first available one — the one the cart's items call for (spec/2 §5 Shipping: freight when one carries the flag).
 */
function shippingMethodFor(
  chosen: ShippingMethodKey | null,
  lines: readonly ChangedLine[],
  products: ReadonlyMap<string, CartItemFacts>,
): ShippingMethodKey | null {
  if (lines.length === 0) return chosen;
  const matching = shippingMethodKeyFor(lines.map((line) => ({ freight: products.get(line.sku)?.freight })));
  const state = chosen === matching ? undefined : SHIPPING_METHOD_DOES_NOT_MATCH_CART;
  const set = shippingMethodToSet({ shippingMethodKey: chosen ?? undefined, shippingMethodState: state }, [
    { key: matching },
  ]);
  return set?.key ?? chosen;
}

/** A product the shopper may add: published, priced in the country's currency, in stock (spec/2 §5 Add to cart). */
function forSale(products: ReadonlyMap<string, CartItemFacts>, sku: string, at: string): CartItemFacts {
  const product = products.get(sku);
  // Only published products are read (getCartItems).
  if (product === undefined) throw new OperationError(404, 'Product not found', `${at}/sku`);
  if (!product.eligibleForSelling || unitPriceOf(product) === null) {
    throw new OperationError(400, `Product ${sku} is not for sale here`, `${at}/sku`);
  }
  if (!canAddToCart(product.sku, mostOf(product))) {
    throw new OperationError(400, `Product ${sku} is out of stock`, `${at}/sku`);
  }
  return product;
}

/** The line an action names (at `field`); 404 when the cart has none of that id. */
function lineNamed(lines: readonly ChangedLine[], id: string, field: string): ChangedLine {
  const line = lines.find((entry) => entry.id === id);
  if (line === undefined) throw new OperationError(404, 'Line item not found', field);
  return line;
}

/** An address of the cart is in the cart's country (spec/2 §5 Google Pay: the allowed country is the current one). */
function inCountry<A extends { country: string } | undefined>(address: A, country: CountryCode, at: string): A {
  const expected = country.toUpperCase();
  if (address !== undefined && address.country !== expected) {
    throw new OperationError(
      400,
      `${at}/address/country must be ${expected}, the cart's country (got "${address.country}")`,
      `${at}/address/country`,
    );
  }
  return address;
}

/** One action applied to the cart. */
function applyAction(cart: CartDraft, action: CartUpdateAction, facts: CartActionFacts, at: string): CartDraft {
  const { products, country } = facts;
  switch (action.action) {
    case 'addLineItem': {
      const most = mostOf(forSale(products, action.sku, at));
      const added = addLine<ChangedLine>(cart.lines, { sku: action.sku, quantity: action.quantity }).lines;
      // No more than the stock (spec/2 §4), as no more than 1000 (addLine).
      const lines = added.map((line) =>
        line.sku === action.sku ? { ...line, quantity: Math.min(line.quantity, most) } : line,
      );
      return { ...cart, lines };
    }
    case 'changeLineItemQuantity': {
      const line = lineNamed(cart.lines, action.lineItemId, `${at}/lineItemId`);
      const quantity = Math.min(action.quantity, mostOf(products.get(line.sku)));
      return { ...cart, lines: setLineQuantity<ChangedLine>(cart.lines, { id: action.lineItemId }, quantity).lines };
    }
    case 'removeLineItem': {
      const line = lineNamed(cart.lines, action.lineItemId, `${at}/lineItemId`);
      const left = line.quantity - (action.quantity ?? line.quantity);
      const lines =
        left > 0
          ? setLineQuantity<ChangedLine>(cart.lines, { id: action.lineItemId }, left).lines
          : removeLine<ChangedLine>(cart.lines, { id: action.lineItemId });
      return { ...cart, lines };
    }
    case 'setShippingMethod':
      return { ...cart, shippingMethodKey: action.shippingMethod.key };
    case 'recalculate':
      // The cart is priced afresh whenever it is read; the version moves on, as commercetools' does.
      return cart;
    case 'setCustomerEmail':
      return { ...cart, customerEmail: action.email };
    case 'setShippingAddress':
      return { ...cart, shippingAddress: inCountry(action.address, country, at) ?? null };
    case 'setBillingAddress': {
      const { billingAddress } = withoutPrivateCompanyData({
        ...cart,
        billingAddress: inCountry(action.address, country, at) ?? null,
      });
      // spec/3 §4, ADR 026: the check holds for the VAT ID that was checked; another one (or none: a private client)
      // is checked again before the cart can be net again.
      const checked = cart.vatCheck !== null && cart.vatCheck.vatId === billingAddress?.vatNumber;
      return checked ? { ...cart, billingAddress } : { ...cart, billingAddress, vatCheck: null };
    }
    case 'setCustomType':
      return { ...cart, custom: action.fields };
    case 'addDiscountCode':
      return { ...cart, discountCodeIds: [...cart.discountCodeIds, codeToAdd(cart, action.code, facts, at).id] };
    case 'addExtraGuarantee':
      return { ...cart, lines: addLine<ChangedLine>(cart.lines, guaranteeLine(cart, action, facts, at)).lines };
    case 'removeDiscountCode': {
      // spec/2 §4: removing a code the cart does not hold changes nothing.
      const ids = cart.discountCodeIds.filter((id) => id !== action.discountCode.id);
      return ids.length === cart.discountCodeIds.length ? cart : { ...cart, discountCodeIds: ids };
    }
  }
}

/**
 * spec/2 §4 Updates: the actions applied in order to the cart; the first refused one throws (its OperationError's
 * field is `at(n)` and the action's property), and the cart is left as it was. After the actions, the
 * default-shipping-method rule (spec/2 §4); the company data and tax mode follow the addresses (cart-tax-mode.server.ts).
 */
export function applyCartActions(
  cart: CartDraft,
  actions: readonly CartUpdateAction[],
  facts: CartActionFacts,
  at: (index: number) => string,
): CartDraft {
  const acted = actions.reduce((draft, action, index) => applyAction(draft, action, facts, at(index)), cart);
  // ADR 026: the company data and the tax mode the addresses and the check give, in the same change.
  const applied = withTaxMode(facts.country, withoutPrivateCompanyData(acted));
  const lines = guaranteesFollowingParents(applied.lines);
  const changed = lines === applied.lines ? applied : { ...applied, lines };
  const shippingMethodKey = shippingMethodFor(changed.shippingMethodKey, changed.lines, facts.products);
  return shippingMethodKey === changed.shippingMethodKey ? changed : { ...changed, shippingMethodKey };
}

/** Two values of a cart's JSON details (addresses, custom fields) are the same: the same object, or equal as JSON. */
const sameJson = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** Whether a change leaves the cart as it was: then nothing is saved, and the version stays (spec/2 §4). */
export function changesNothing(base: CartDraft, next: CartDraft): boolean {
  if (base === next) return true;
  const sameLines =
    base.lines.length === next.lines.length &&
    base.lines.every((line, index) => {
      const other = next.lines[index]!;
      return line.id === other.id && line.sku === other.sku && line.quantity === other.quantity;
    });
  return (
    sameLines &&
    base.customerEmail === next.customerEmail &&
    base.shippingMethodKey === next.shippingMethodKey &&
    base.discountCodeIds.length === next.discountCodeIds.length &&
    base.discountCodeIds.every((id, index) => next.discountCodeIds[index] === id) &&
    sameJson(base.billingAddress, next.billingAddress) &&
    sameJson(base.shippingAddress, next.shippingAddress) &&
    sameJson(base.custom, next.custom) &&
    base.taxMode === next.taxMode &&
    sameJson(base.vatCheck, next.vatCheck)
  );
}
