import { useSignals } from '@preact/signals-react/runtime';
import { useRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { COUNTRIES, type CountryCode } from '../../../generated/index.ts';
import {
  VAT_CONFIRM_WITH_BUTTON,
  VAT_CORRECT_OR_CONTINUE,
  VAT_FORMAT_HINT,
  VAT_NOT_VALIDATED,
  VAT_PRICES_ADJUSTED_TO_NET,
  VAT_PRICES_NOT_ADJUSTED_TO_NET,
  VAT_TECHNICAL_ISSUE,
  VAT_TIMEOUT,
  VAT_VALIDATED,
} from '../../domain/customer/vat-check-feedback.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useShop } from '../../view/use-shop.ts';
import { useCheckoutStore } from './CheckoutStoreProvider.tsx';

/** spec/3 §8's VAT messages (the domain's words) as the shopper's language says them. */
const MESSAGE_KEYS: Readonly<Record<string, string>> = {
  [VAT_VALIDATED]: 'checkout.vat.validated',
  [VAT_NOT_VALIDATED]: 'checkout.vat.notValidated',
  [VAT_CORRECT_OR_CONTINUE]: 'checkout.vat.correctOrContinue',
  [VAT_FORMAT_HINT]: 'checkout.vat.formatHint',
  [VAT_TIMEOUT]: 'checkout.vat.timeout',
  [VAT_CONFIRM_WITH_BUTTON]: 'checkout.vat.confirmWithButton',
  [VAT_TECHNICAL_ISSUE]: 'checkout.vat.technicalIssue',
  [VAT_PRICES_ADJUSTED_TO_NET]: 'checkout.vat.pricesAdjusted',
  [VAT_PRICES_NOT_ADJUSTED_TO_NET]: 'checkout.vat.pricesNotAdjusted',
};

/**
 * spec/3 §2, §5, §8 the VAT ID field of the billing form: the country's prefix before it (EL for GR, CHE for CH),
 * the value cleaned by the country's rules, checked on blur where the store flag is on and the country has a prefix
 * (validateVatId: valid company IDs price the cart net where the store allows it), the outcome's messages, the
 * 'Validate my VAT ID' button when validation could not be done, the 'Need support?' link and the 'VAT ID Validation
 * Issues' modal (the platform's modal dialog). The check and what it said are the page's checkout store's
 * (CheckoutStoreProvider).
 */
export function VatNumberField({
  id,
  registration,
  error,
}: {
  id: string;
  registration: UseFormRegisterReturn<'vatNumber'>;
  error?: string | undefined;
}) {
  useSignals();
  const { t } = useTranslation();
  const { shop } = useShop();
  const store = useCheckoutStore();
  const country = shop.country as CountryCode;
  const prefix = COUNTRIES[country].address.vat.prefix;
  const feedback = store.vatFeedback.value;
  const checking = store.vatChecking.value;
  const dialog = useRef<HTMLDialogElement>(null);
  const lastValue = useRef('');
  const check = (typed: string) => void store.checkVatId(typed);

  const describedBy = [error ? `${id}-error` : null, feedback ? `${id}-feedback` : null].filter(Boolean).join(' ');
  return (
    <div className="form-field form-field--vat">
      <label htmlFor={id}>{t('validation.fieldNames.vatNumber')}</label>
      <div className="form-field__prefixed">
        <span className="form-field__prefix" aria-label={t('checkout.addresses.vatPrefix', { prefix })}>
          {prefix}
        </span>
        <input
          id={id}
          type="text"
          autoComplete="off"
          spellCheck={false}
          placeholder={COUNTRIES[country].address.vat.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...registration}
          onBlur={(event) => {
            void registration.onBlur(event);
            const value = event.target.value;
            if (value !== lastValue.current) {
              lastValue.current = value;
              check(value);
            }
          }}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
      {checking && <p role="status">{t('checkout.vat.checking')}</p>}
      {feedback && (
        <div id={`${id}-feedback`} className={`vat-feedback vat-feedback--${feedback.tone}`} role="status">
          {feedback.messages.map((message) => (
            <p key={message}>{t(MESSAGE_KEYS[message] ?? message)}</p>
          ))}
          {feedback.showValidateButton && (
            <button type="button" className="button" onClick={() => check(lastValue.current)}>
              {t('checkout.vat.validateButton')}
            </button>
          )}
          {feedback.modalReason && (
            <button type="button" className="link-button" onClick={() => dialog.current?.showModal()}>
              {t('checkout.vat.needSupport')}
            </button>
          )}
        </div>
      )}
      <dialog ref={dialog} className="vat-dialog" aria-labelledby={`${id}-dialog-title`}>
        <h2 id={`${id}-dialog-title`}>{t('checkout.vat.modalTitle')}</h2>
        <p>{t('checkout.vat.modalIntro')}</p>
        <ul>
          <li>{t('checkout.vat.reasonInvalidVatId')}</li>
          <li>{t('checkout.vat.reasonPrivateVatId')}</li>
          <li>{t('checkout.vat.reasonSystemError')}</li>
        </ul>
        {/* A plain button, not a dialog form's submit: the dialog sits inside the addresses form, whose first submit
            button Enter presses (a nested form is no form in HTML). */}
        <button type="button" className="button" onClick={() => dialog.current?.close()}>
          {t('checkout.vat.close')}
        </button>
      </dialog>
    </div>
  );
}
