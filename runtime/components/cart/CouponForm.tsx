import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState, type FormEvent } from 'react';
import type { Cart } from '../../../generated/types.ts';
import { volumeDiscountConflict } from '../../domain/cart/volume-discounts.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useCheckoutStore } from '../checkout/CheckoutStoreProvider.tsx';
import { reportCartFailure, tryCartChange } from './cart-change.ts';

/**
 * The coupon field of the cart step (spec/2 §4 add / remove discount code, §7 apply / remove cart
 * coupon): a labelled text field and its button, the codes on the cart each with a remove button. A malformed code
 * is refused before it is sent; a refused one is explained in the shopper's language (unknown, expired, not yet
 * valid, not active, another shop's, already applied, used up) next to the field, which it describes. Applying, and
 * what the field says, are the page's checkout store's (CheckoutStoreProvider); the text typed is the field's own.
 */
export function CouponForm({ cart }: { cart: Cart }) {
  useSignals();
  const { t } = useTranslation();
  const store = useCheckoutStore();
  const id = useId();
  const [text, setText] = useState('');
  const busy = store.couponBusy.value;
  const said = store.couponMessage.value;
  const message = said && { kind: said.kind, text: t(said.key, said.params) };

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    try {
      if (await store.applyCoupon(text)) setText('');
    } catch (error) {
      reportCartFailure(t, error, false);
    }
  };

  const remove = (codeId: string) => void tryCartChange(t, () => store.removeCoupon(codeId));

  return (
    <div className="coupon">
      <form className="coupon__form" onSubmit={(event) => void apply(event)} noValidate>
        <label htmlFor={id}>{t('cart.coupon.label')}</label>
        <div className="coupon__row">
          <input
            id={id}
            className="coupon__field"
            type="text"
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={60}
            value={text}
            aria-invalid={message?.kind === 'error' ? true : undefined}
            aria-describedby={message ? `${id}-message` : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="button" disabled={busy} aria-busy={busy}>
            {t('cart.coupon.apply')}
          </button>
        </div>
        {message && (
          <p
            id={`${id}-message`}
            className={`coupon__message coupon__message--${message.kind}`}
            role={message.kind === 'error' ? 'alert' : 'status'}
          >
            {message.text}
          </p>
        )}
      </form>
      {cart.discountCodes.length > 0 && (
        <ul className="coupon__codes">
          {cart.discountCodes.map(({ discountCode, state }) => (
            <li key={discountCode.id} className="coupon__code">
              <span>
                {discountCode.code}
                {discountCode.name !== '' && discountCode.name !== discountCode.code ? ` – ${discountCode.name}` : ''}
              </span>
              <button
                type="button"
                className="link-button"
                aria-label={t('cart.coupon.remove', { code: discountCode.code })}
                onClick={() => remove(discountCode.id)}
              >
                {t('cart.line.remove')}
              </button>
              {/* A code that stopped taking effect (its dates ran out while on the cart) says so. */}
              {state !== 'MatchesCart' && (
                <span className="coupon__state">{t('cart.coupon.inactive', { code: discountCode.code })}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {/* spec/2 §3 line discounts: discounts do not stack, so a second code in effect changes nothing unless larger. */}
      {cart.discountCodes.filter(({ state }) => state === 'MatchesCart').length > 1 && (
        <p className="coupon__note" role="status">
          {t('cart.coupon.noCombining')}
        </p>
      )}
      {volumeDiscountConflict(cart.discountCodes) && cart.lineItems.some((line) => line.volumeDiscountGroup) && (
        <p className="coupon__note">{t('cart.coupon.replacesVolume')}</p>
      )}
    </div>
  );
}
