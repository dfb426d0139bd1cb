// Market matrix, checkout (spec/2 §5): in every country's own build, the payment step offers exactly the methods
// the country's rules allow (spec/2 §5: client type, bank transfer on or off, 1–20 lines, the cash-on-delivery limits
// and freight) for a private cart — and the server answers the same rules for a company one — and a purchase
// completes with the first method offered; the cart step offers Google Pay express where the rules allow it for a
// private cart (spec/2 §5 Google Pay); where checkout is closed (spec/2 §2), its pages send the shopper home.
import { describe, expect } from 'vitest';
import { COUNTRIES, type CountryCode, type PaymentMethodCode } from '../../generated/index.ts';
import type { Cart, GetPaymentMethodsAnswer } from '../../generated/types.ts';
import { availablePaymentMethods, paymentLinesOf } from '../../runtime/domain/checkout/payment-method-availability.ts';
import { isCheckoutOpen } from '../../runtime/domain/checkout/checkout-open.ts';
import { isShopPaymentMethod } from '../../runtime/domain/checkout/shop-payment.ts';
import { money } from '../../runtime/domain/money/money.ts';
import { shopUrl, test, translator, type Shop } from '../e2e/shop.ts';
import { addToCartFlow, productForSale } from '../flows/cart.ts';
import {
  cartWithLines,
  fillAddresses,
  openTestWallet,
  authoriseOnHostedPage,
  payOnHostedCardPage,
  payWith,
  thankYou,
  toAddresses,
} from '../flows/checkout.ts';
import { MATRIX_COUNTRIES } from './countries.ts';

/** What the rules of spec/2 §5 know of a cart of one product. */
function ruleInput(country: CountryCode, cart: Cart, clientType: 'PRIVATE' | 'COMPANY') {
  return {
    country,
    clientType,
    // One product: it ships as freight exactly when the cart's shipping method is freight (spec/2 §5 Shipping).
    lines: paymentLinesOf(cart.lineItems, () => cart.shippingInfo?.shippingMethodName === 'freight'),
    grossTotal: money(cart.totalPrice.centAmount, COUNTRIES[country].currency),
  };
}

/** The methods the country's rules give a cart of one product (the domain's rules, spec/2 §5). */
function expectedMethods(country: CountryCode, cart: Cart, clientType: 'PRIVATE' | 'COMPANY') {
  return availablePaymentMethods(ruleInput(country, cart, clientType)).available;
}

async function serverMethods(shop: Shop, cart: Cart, clientType: string): Promise<string[]> {
  const answer = await shop.page.evaluate(
    async ({ cartId, clientType }) => {
      const response = await fetch('/api/getPaymentMethods', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ cartId, clientType }),
      });
      return (await response.json()) as GetPaymentMethodsAnswer;
    },
    { cartId: cart.id, clientType },
  );
  return answer.methods.map((method) => method.code);
}

for (const country of MATRIX_COUNTRIES) {
  describe(country, () => {
    test('checkout: the payment methods of the rules, and a purchase with the first one', async ({ shop }) => {
      if (!isCheckoutOpen(country)) {
        await shop.page.goto(shopUrl(country, '/checkout/addresses'));
        expect(new URL(shop.page.url()).pathname).toBe('/');
        return;
      }
      const product = await productForSale(country);
      await addToCartFlow(country, shop, product);
      await shop.open(country, '/checkout/cart');
      const fresh = await cartWithLines(shop);
      // spec/2 §5 Google Pay express: the cart step offers it where the rules allow Google Pay alone for a private cart.
      const express = shop.page.getByRole('button', { name: translator(country)('checkout.googlePay.button') });
      if (
        availablePaymentMethods({ ...ruleInput(country, fresh, 'PRIVATE'), googlePayExpress: true }).available.includes(
          'googlepay',
        )
      ) {
        await express.waitFor();
      } else {
        expect(await express.count()).toBe(0);
      }
      await toAddresses(country, shop);
      await fillAddresses(country, shop);
      const cart = await cartWithLines(shop);
      const offered = await shop.page
        .locator('input[name="paymentMethod"]')
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      expect(offered).toEqual(expectedMethods(country, cart, 'PRIVATE'));
      expect(await serverMethods(shop, cart, 'COMPANY')).toEqual(expectedMethods(country, cart, 'COMPANY'));

      const first = offered[0] as PaymentMethodCode;
      await payWith(country, shop, first);
      if (first === 'scheme') {
        await payOnHostedCardPage(shop);
      } else if (!isShopPaymentMethod(first) && first !== 'multibanco') {
        await authoriseOnHostedPage(shop);
      }
      const order = await thankYou(country, shop);
      expect(order.paymentInfo.payments[0]?.method).toBe(first);
      expect(order.totalPrice.currencyCode).toBe(COUNTRIES[country].currency);
    });

    test('checkout: Google Pay express from the cart step, where the rules allow it (spec/2 §5)', async ({ shop }) => {
      // Closed countries: the test above sees their checkout send the shopper home.
      if (!isCheckoutOpen(country)) return;
      const product = await productForSale(country);
      await addToCartFlow(country, shop, product);
      await shop.open(country, '/checkout/cart');
      const cart = await cartWithLines(shop);
      const rules = availablePaymentMethods({ ...ruleInput(country, cart, 'PRIVATE'), googlePayExpress: true });
      if (!rules.available.includes('googlepay')) return;
      const sheet = await openTestWallet(country, shop);
      await sheet.getByRole('button', { name: translator(country)('checkout.googlePay.testWallet.pay') }).click();
      const order = await thankYou(country, shop);
      expect(order).toMatchObject({ paymentState: 'Paid', clientType: 'PRIVATE', totalPrice: cart.totalPrice });
      expect(order.paymentInfo.payments[0]?.method).toBe('googlepay');
    });
  });
}
