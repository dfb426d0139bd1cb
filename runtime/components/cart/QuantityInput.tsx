import { useEffect, useId, useRef, useState } from 'react';
import { MAX_SINGLE_PRODUCT_QUANTITY } from '../../domain/cart/available-quantity.ts';
import { normaliseQuantityInput, QUANTITY_INPUT_DEBOUNCE_MS } from '../../domain/cart/quantity-input.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

/**
 * spec/2 §5 Quantity input: a number field with one-fewer and one-more buttons. What the shopper types is settled
 * 600 ms after the last keystroke (or when the field loses focus): 1 or less and non-numbers become 1, more than the
 * stock or the maximum is capped, with the warning 'You have reached the maximum quantity'. The platform's number
 * field gives the keyboard (arrows) and the screen reader its value; the label names the product.
 *
 * A step counts from what the shopper has asked for, not from the cart's last answer: three quick presses on 1 ask
 * for 2, 3 and 4, which the cart queue sends as one list (spec/2 §4), and the line ends at 4. What was asked for
 * shows until the change it belongs to is answered; then the cart's answer is the truth again.
 */
export function QuantityInput({
  value,
  stock,
  name,
  onChange,
}: {
  value: number;
  /** The most the field may reach (the line's stock); absent for a virtual item. */
  stock?: number;
  name: string;
  /** Asks the cart for the quantity; settles when the change is answered (or has failed). */
  onChange: (quantity: number) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(String(value));
  const [warning, setWarning] = useState(false);
  // The quantity the shopper asked for last, while its change is on its way; null when the cart has answered it.
  // The state shows it; the ref gives it to the next press at once, before React has rendered the last one.
  const [asked, setAsked] = useState<number | null>(null);
  const lastAsked = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const max = Math.max(1, Math.min(stock ?? MAX_SINGLE_PRODUCT_QUANTITY, MAX_SINGLE_PRODUCT_QUANTITY));
  const current = asked ?? value;
  const step = (by: number) => settle((lastAsked.current ?? value) + by);

  // Once answered, the cart's quantity is the truth: one the server settled (capped, changed in another tab) shows.
  useEffect(() => setText(String(asked ?? value)), [asked, value]);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);

  const settle = (input: string | number) => {
    clearTimeout(timer.current ?? undefined);
    timer.current = null;
    const result = normaliseQuantityInput(input, stock);
    const quantity = result.quantity;
    setWarning(result.warning !== null);
    setText(String(quantity));
    if (quantity === (lastAsked.current ?? value)) return;
    lastAsked.current = quantity;
    setAsked(quantity);
    // Only the last ask is let go: an earlier change answered meanwhile must not show its quantity over a later one.
    void onChange(quantity).finally(() => {
      if (lastAsked.current !== quantity) return;
      lastAsked.current = null;
      setAsked(null);
    });
  };

  return (
    <div className="quantity">
      <label className="visually-hidden" htmlFor={id}>
        {t('cart.line.quantityOf', { name })}
      </label>
      <button
        type="button"
        className="quantity__step"
        aria-label={t('cart.line.decrease')}
        disabled={current <= 1}
        onClick={() => step(-1)}
      >
        −
      </button>
      <input
        id={id}
        className="quantity__field"
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        step={1}
        value={text}
        aria-describedby={warning ? `${id}-warning` : undefined}
        onChange={(event) => {
          const typed = event.target.value;
          setText(typed);
          clearTimeout(timer.current ?? undefined);
          timer.current = setTimeout(() => settle(typed), QUANTITY_INPUT_DEBOUNCE_MS);
        }}
        onBlur={() => timer.current !== null && settle(text)}
      />
      <button
        type="button"
        className="quantity__step"
        aria-label={t('cart.line.increase')}
        disabled={current >= max}
        onClick={() => step(1)}
      >
        +
      </button>
      {warning && (
        <p id={`${id}-warning`} className="quantity__warning" role="status">
          {t('cart.line.maxQuantity')}
        </p>
      )}
    </div>
  );
}
