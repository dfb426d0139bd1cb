// @vitest-environment happy-dom
// spec/2 §5 Quantity input, §4 cart queue: quick presses are counted from what the shopper asked for, so none is lost
// while the cart's answer is on its way; once answered, the cart's quantity shows.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '../../../tests/fixtures/render-in-shop.tsx';
import { messagesFor } from '../../i18n/messages.server.ts';
import { createTranslator } from '../../i18n/translate.ts';
import { QuantityInput } from './QuantityInput.tsx';

afterEach(cleanup);

const URL = 'http://de.localhost:3000/checkout/cart';
const t = createTranslator('de-DE', messagesFor('de-DE'));

/** A cart whose answers the test gives: each ask waits until `answer()`. */
function slowCart() {
  const asked: number[] = [];
  const pending: Array<() => void> = [];
  return {
    asked,
    onChange: (quantity: number) => {
      asked.push(quantity);
      return new Promise<void>((resolve) => pending.push(resolve));
    },
    answer: async () => {
      await act(async () => {
        for (const resolve of pending.splice(0)) resolve();
        await Promise.resolve();
      });
    },
  };
}

/** The cart line's quantity as the cart answered it, which the test changes (`answered`). */
let answered: (quantity: number) => void = () => undefined;

function CartLine({
  start,
  stock,
  onChange,
}: {
  start: number;
  stock: number;
  onChange: (q: number) => Promise<void>;
}) {
  const [value, setValue] = useState(start);
  answered = setValue;
  return <QuantityInput value={value} stock={stock} name="Bohrer" onChange={onChange} />;
}

function field(): HTMLInputElement {
  return screen.getByRole('spinbutton', { name: t('cart.line.quantityOf', { name: 'Bohrer' }) });
}

const press = (name: 'cart.line.increase' | 'cart.line.decrease') =>
  act(() => fireEvent.click(screen.getByRole('button', { name: t(name) })));

describe('QuantityInput (spec/2 §5)', () => {
  it('three quick presses of "+" on 1 ask for 2, 3 and 4, and the field shows 4 before the cart answers', async () => {
    const cart = slowCart();
    renderInShop(<CartLine start={1} stock={10} onChange={cart.onChange} />, { url: URL });
    await press('cart.line.increase');
    await press('cart.line.increase');
    await press('cart.line.increase');
    expect(cart.asked).toEqual([2, 3, 4]);
    expect(field().value).toBe('4');
    await press('cart.line.decrease');
    expect(cart.asked).toEqual([2, 3, 4, 3]);
  });

  it("shows an earlier answer's quantity over no later ask, and the cart's quantity once the last ask is answered", async () => {
    const cart = slowCart();
    renderInShop(<CartLine start={1} stock={10} onChange={cart.onChange} />, { url: URL });
    await press('cart.line.increase');
    await press('cart.line.increase');
    // The first list's answer (2) comes while 3 is asked for: 3 stays.
    act(() => answered(2));
    expect(field().value).toBe('3');
    // The last ask answered with another quantity (the server capped it, another tab changed it): that one shows.
    await cart.answer();
    expect(field().value).toBe('2');
  });

  it('counts presses that come before React has rendered the last one (one task, as a fast tap burst)', () => {
    const cart = slowCart();
    renderInShop(<CartLine start={1} stock={10} onChange={cart.onChange} />, { url: URL });
    const increase = screen.getByRole('button', { name: t('cart.line.increase') });
    act(() => {
      for (let press = 0; press < 3; press++) fireEvent.click(increase);
    });
    expect(cart.asked).toEqual([2, 3, 4]);
    expect(field().value).toBe('4');
  });

  it('stops at the stock counted from what was asked for', async () => {
    const cart = slowCart();
    renderInShop(<CartLine start={2} stock={3} onChange={cart.onChange} />, { url: URL });
    await press('cart.line.increase');
    expect(screen.getByRole('button', { name: t('cart.line.increase') })).toHaveProperty('disabled', true);
    expect(cart.asked).toEqual([3]);
  });
});
