import type { CartAddress } from '../../../generated/types.ts';
import { countryName } from '../../domain/country/country-name.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

/** An address as lines of text: name, company, street, postal code and city, the country by name, phone. */
export function AddressLines({ address }: { address: CartAddress }) {
  const { locale } = useTranslation();
  const lines = [
    `${address.firstName} ${address.lastName}`,
    address.company,
    [address.streetName, address.streetNumber].filter(Boolean).join(' '),
    `${address.postalCode} ${address.city}`,
    countryName(address.country, locale),
    address.phone,
  ].filter((line): line is string => line !== undefined && line.trim() !== '');
  return (
    <address className="address-lines">
      {lines.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}

/**
 * The billing and shipping addresses of a cart or order (spec/2 §3), with a link back to change them where the
 * checkout still allows it. The shipping address is the billing one unless another was given (spec/2 §4).
 */
export function AddressSummary({
  cart,
  editHref,
}: {
  cart: { billingAddress: CartAddress | null; shippingAddress: CartAddress | null; customerEmail?: string | null };
  editHref?: string;
}) {
  const { t } = useTranslation();
  const billing = cart.billingAddress;
  const shipping = cart.shippingAddress ?? billing;
  return (
    <section className="address-summary" aria-labelledby="address-summary-title">
      <h2 id="address-summary-title">{t('checkout.summary.title')}</h2>
      <div className="address-summary__columns">
        <div>
          <h3>{t('checkout.summary.billing')}</h3>
          {billing ? <AddressLines address={billing} /> : <p>{t('checkout.summary.none')}</p>}
          {cart.customerEmail && <p className="address-summary__email">{cart.customerEmail}</p>}
        </div>
        <div>
          <h3>{t('checkout.summary.shipping')}</h3>
          {shipping ? <AddressLines address={shipping} /> : <p>{t('checkout.summary.none')}</p>}
        </div>
      </div>
      {editHref && (
        <a className="address-summary__edit" href={editHref}>
          {t('checkout.summary.edit')}
        </a>
      )}
    </section>
  );
}
