import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { CountryCode } from '../../../generated/index.ts';
import type { Money } from '../../../generated/types.ts';
import type { GooglePayPaymentData } from '../../client/google-pay/google-pay-sheet.ts';
import {
  TEST_WALLET_CARDS,
  testWalletAccount,
  testWalletPaymentData,
  type TestWalletCard,
} from '../../client/google-pay/test-wallet-data.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatPrice } from '../format.ts';
import { RadioChoices } from './RadioChoices.tsx';

const CARD_LABEL_KEYS: Readonly<Record<TestWalletCard['id'], string>> = {
  approved: 'checkout.googlePay.testWallet.cardApproved',
  declined: 'checkout.googlePay.testWallet.cardDeclined',
};

/**
 * The embedded test wallet: the stand-in for Google's Google Pay sheet beside the embedded test provider (spec/2 §5
 * Google Pay express; runtime/client/google-pay/google-pay-sheet.ts). A modal dialog of the platform's (focus kept
 * inside, Escape closes it) showing what a Google account of the country holds — the test account's address, e-mail
 * and phone — and two test cards, one approved and one declined by the test provider. Continue answers Google Pay's
 * PaymentData; Cancel and Escape close the sheet as Google's does. Unmounted while open (the offer changed), the
 * dialog is removed with the page's other content, and its owner settles what it waited for.
 */
export function TestWalletSheet({
  country,
  total,
  onDone,
  onClose,
}: {
  country: CountryCode;
  total: Money;
  onDone: (data: GooglePayPaymentData) => void;
  onClose: () => void;
}) {
  const { t, locale } = useTranslation();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [card, setCard] = useState<TestWalletCard>(TEST_WALLET_CARDS[0]!);
  const account = testWalletAccount(country);

  // What Continue chose: the dialog closes first (the platform gives focus back to the button that opened it), then
  // its close event answers — the data, or, after Cancel or Escape, nothing.
  const chosen = useRef<GooglePayPaymentData | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    chosen.current = testWalletPaymentData(account, card);
    dialog.current?.close();
  };

  return (
    <dialog
      ref={dialog}
      className="test-wallet"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-notice`}
      onClose={() => (chosen.current === null ? onClose() : onDone(chosen.current))}
    >
      <form onSubmit={submit}>
        <h2 id={`${id}-title`}>{t('checkout.googlePay.testWallet.title')}</h2>
        <p id={`${id}-notice`} className="test-wallet__notice">
          {t('checkout.googlePay.testWallet.notice')}
        </p>
        <p className="test-wallet__total">
          {t('checkout.googlePay.testWallet.total')}: <strong>{formatPrice(total, locale)}</strong>
        </p>
        <RadioChoices
          legend={t('checkout.googlePay.testWallet.card')}
          name="card"
          choices={TEST_WALLET_CARDS.map((option) => [option.id, t(CARD_LABEL_KEYS[option.id])] as const)}
          value={card.id}
          onChange={(chosenId) => setCard(TEST_WALLET_CARDS.find((option) => option.id === chosenId)!)}
        />
        <h3>{t('checkout.googlePay.testWallet.deliverTo')}</h3>
        <address>
          {account.name}
          <br />
          {account.address1}
          <br />
          {account.postalCode} {account.locality}
          <br />
          {account.countryCode}
        </address>
        <h3>{t('checkout.googlePay.testWallet.contact')}</h3>
        <p>
          {account.email}
          <br />
          {account.phoneNumber}
        </p>
        <div className="test-wallet__actions">
          <button type="submit" className="button button--primary">
            {t('checkout.googlePay.testWallet.pay')}
          </button>
          <button type="button" className="button" onClick={() => dialog.current?.close()}>
            {t('checkout.googlePay.testWallet.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
