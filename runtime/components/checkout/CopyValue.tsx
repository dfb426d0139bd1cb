import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';

/**
 * A value a buyer has to type into a banking app (an IBAN, a payment reference): shown as read, with a button that
 * copies it as it is pasted (`copied`, e.g. the IBAN without its spaces). The button is there only where the browser
 * lets a page write to the clipboard (a secure context); the value stays selectable everywhere.
 */
export function CopyValue({ shown, copied, label }: { shown: string; copied: string; label: string }) {
  const { t } = useTranslation();
  const [canCopy, setCanCopy] = useState(false);
  const [done, setDone] = useState(false);
  useEffect(() => setCanCopy(typeof navigator !== 'undefined' && navigator.clipboard !== undefined), []);
  useEffect(() => {
    if (!done) return;
    const reset = setTimeout(() => setDone(false), 3000);
    return () => clearTimeout(reset);
  }, [done]);
  const copy = () =>
    navigator.clipboard.writeText(copied).then(
      () => setDone(true),
      () => setCanCopy(false),
    );
  return (
    <span className="copy-value">
      <span className="copy-value__text">{shown}</span>
      {canCopy && (
        <button
          type="button"
          className="button copy-value__button"
          aria-label={t('checkout.thankYou.copyLabel', { label })}
          onClick={() => void copy()}
        >
          {t('checkout.thankYou.copy')}
        </button>
      )}
      <span className="copy-value__done" role="status">
        {done ? t('checkout.thankYou.copied', { label }) : ''}
      </span>
    </span>
  );
}
