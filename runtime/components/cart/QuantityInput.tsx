import { useEffect, useId, useRef, useState } from 'react';
import { MAX_SINGLE_PRODUCT_QUANTITY } from '../../domain/cart/available-quantity.ts';
import { normaliseQuantityInput, QUANTITY_INPUT_DEBOUNCE_MS } from '../../domain/cart/quantity-input.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

/**
 * spec/2 §5 Quantity input: a number field with one-fewer and one-more buttons. What the shopper types is settled
 * 600 ms after the last keystroke (or when the field loses focus): 1 or less and non-numbers become 1, more than the
 * stock or the maximum is capped, with the warning 'You have reached the maximum quantity'. The platform's number
 * field gives the keyboard (arrows) and the screen reader its value; the label names the product.
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
  onChange: (quantity: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(String(value));
  const [warning, setWarning] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const max = Math.max(1, Math.min(stock ?? MAX_SINGLE_PRODUCT_QUANTITY, MAX_SINGLE_PRODUCT_QUANTITY));

  // The cart's answer is the truth: a quantity the server settled (capped, or changed in another tab) shows.
  useEffect(() => setText(String(value)), [value]);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);

  const settle = (input: string | number) => {
    clearTimeout(timer.current ?? undefined);
    timer.current = null;
    const result = normaliseQuantityInput(input, stock);
    setWarning(result.warning !== null);
    setText(String(result.quantity));
    if (result.quantity !== value) onChange(result.quantity);
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
        disabled={value <= 1}
        onClick={() => settle(value - 1)}
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
        disabled={value >= max}
        onClick={() => settle(value + 1)}
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
