import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState, type FormEvent } from 'react';
import type { Cart } from '../../../generated/types.ts';
import { discountCodeOfInput, discountCodeRefusalReason } from '../../domain/cart/discount-code-input.ts';
import { volumeDiscountConflict } from '../../domain/cart/volume-discounts.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { isTooManyRequests, TOO_MANY_REQUESTS_KEY } from '../../client/too-many-requests.ts';
import { reportCartFailure } from './cart-change.ts';
import { useCartStore } from './CartStoreProvider.tsx';

/**
 * The coupon field of the cart step (spec/2 §4 add / remove discount code, §7 apply / remove cart
 * coupon): a labelled text field and its button, the codes on the cart each with a remove button. A malformed code
 * is refused before it is sent; a refused one is explained in the shopper's language (unknown, expired, not yet
 * valid, not active, another shop's, already applied, used up) next to the field, which it describes.
 */
export function CouponForm({ cart }: { cart: Cart }) {
  useSignals();
  const { t } = useTranslation();
  const store = useCartStore();
  const id = useId();
  const [text, setText] = useState('');
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const code = discountCodeOfInput(text);
    if (code === null) {
      setMessage({ kind: 'error', text: t('cart.coupon.malformed') });
      return;
    }
    setBusy(true);
    try {
      await store.change({ action: 'addDiscountCode', code });
      setText('');
      setMessage({ kind: 'success', text: t('cart.coupon.applied', { code }) });
    } catch (error) {
      const reason = discountCodeRefusalReason((error as { reason?: string }).reason);
      if (reason === null) {
        reportCartFailure(t, error, false);
        setMessage({
          kind: 'error',
          text: t(isTooManyRequests(error) ? TOO_MANY_REQUESTS_KEY : 'cart.coupon.failed'),
        });
      } else {
        setMessage({ kind: 'error', text: t(`cart.coupon.${reason}`, { code }) });
      }
    } finally {
      setBusy(false);
    }
  };

  const remove = async (codeId: string) => {
    setMessage(null);
    try {
      await store.change({ action: 'removeDiscountCode', discountCode: { id: codeId, typeId: 'discount-code' } });
    } catch (error) {
      reportCartFailure(t, error, false);
    }
  };

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
                onClick={() => void remove(discountCode.id)}
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
      {volumeDiscountConflict(cart.discountCodes) && cart.lineItems.some((line) => line.volumeDiscountGroup) && (
        <p className="coupon__note">{t('cart.coupon.replacesVolume')}</p>
      )}
    </div>
  );
}
