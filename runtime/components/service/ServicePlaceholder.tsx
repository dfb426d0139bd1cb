import { useTranslation } from '../../i18n/use-translation.ts';
import { useShop } from '../../view/use-shop.ts';

/**
 * The frame of an account page whose form is not built yet (spec/1 §2.1; the forms are spec/3's): the route's heading,
 * a word that customer accounts open soon — ordering needs none, a guest checks out with an e-mail (spec/2 §1) — and
 * the way back to the shop.
 */
export function ServicePlaceholder() {
  const { t } = useTranslation();
  const { shop, href } = useShop();
  return (
    <section className="service-page">
      <h1>{t(`pages.service.${shop.routeKeys[0] as string}`)}</h1>
      <p>{t('pages.service.comingWithAccounts')}</p>
      <a className="button button--primary" href={href('home')}>
        {t('pages.service.continueShopping')}
      </a>
    </section>
  );
}
