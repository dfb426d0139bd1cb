import { useTranslation } from '../../i18n/use-translation.ts';
import { useShop } from '../../view/use-shop.ts';
import { telHref } from './tel-href.ts';

/**
 * spec/1 §2.3 the contact dropdown's links: customer-care phone and shop-advisor e-mail where the country has
 * them, and the help centre. The header's dropdown shows them; on a phone the menu does (ADR 016).
 */
export function ContactLinks() {
  const { t } = useTranslation();
  const { frame, href } = useShop();
  return (
    <ul>
      {frame.contact.phone && (
        <li>
          <a href={telHref(frame.contact.phone)}>{t('frame.contact.phone', { phone: frame.contact.phone })}</a>
        </li>
      )}
      {frame.contact.email && (
        <li>
          <a href={`mailto:${frame.contact.email}`}>{t('frame.contact.email', { email: frame.contact.email })}</a>
        </li>
      )}
      <li>
        <a href={href('helpCentre')}>{t('frame.contact.helpCentre')}</a>
      </li>
    </ul>
  );
}
