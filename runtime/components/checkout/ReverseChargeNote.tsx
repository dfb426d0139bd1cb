import { useTranslation } from '../../i18n/use-translation.ts';

/**
 * ADR 026: under a net total, the buyer's VAT ID and the reverse-charge note — an intra-Community supply, exempt here,
 * the VAT due from the buyer (Directive 2006/112/EC art. 138, 226(4), 226(11)) — in the shopper's language.
 */
export function ReverseChargeNote({ vatId }: { vatId: string }) {
  const { t } = useTranslation();
  return (
    <div className="reverse-charge" role="note">
      <p className="reverse-charge__vat-id">{t('checkout.vat.buyerVatId', { vatId })}</p>
      <p>{t('checkout.vat.reverseCharge')}</p>
    </div>
  );
}
