import { usePageContext } from 'vike-react/usePageContext';
import { FOOTER, ROUTING, type RouteKey } from '../../../generated/index.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { prefixPath } from '../../domain/routing/language-prefix.ts';
import { useShop } from '../../view/use-shop.ts';
import { telHref } from './tel-href.ts';

type FooterLink = (typeof FOOTER.columns)[number]['links'][number];

const EXTERNAL: Readonly<Record<string, string>> = Object.fromEntries(
  ROUTING.externalLinks.map((link) => [link.key, link.url]),
);

/**
 * spec/1 §2.1 "External links, opening separate sites: about us, career, my orders". Career and my orders are in
 * the link columns (§2.7); every other one (about us) is linked beside the copyright line, named by its key.
 */
const OTHER_EXTERNAL = ROUTING.externalLinks.filter(
  (external) =>
    !FOOTER.columns.some((column) =>
      column.links.some((link) => 'externalLinkKey' in link && link.externalLinkKey === external.key),
    ),
);

/**
 * spec/1 §2.7 Footer: link columns by route key (countries/footer.json), first-level categories and the ten
 * own brands, contact and returns buttons, phone and e-mail when translated, social links, payment-trust logos,
 * the review-platform logo, the copyright line (from 2007) and the delivery-anywhere note; the app-version banner
 * when its query flag is true.
 */
export function Footer() {
  const { t } = useTranslation();
  const { shop, frame, href } = useShop();
  // spec/1 §2.1: every link of the frame is in the page's language. A fixed path of the config (the own brands) is
  // written without a prefix; followed as it is from a French page in CH, it led to the German page.
  const localPath = (path: string) => prefixPath(shop.country, shop.language, path);
  const search = usePageContext().urlParsed.search;
  const year = Number(frame.today.slice(0, 4));
  const linkHref = (link: FooterLink): string => {
    if ('externalLinkKey' in link) return EXTERNAL[link.externalLinkKey] ?? '/';
    if ('url' in link) return link.url as string;
    const path = href(link.routeKey as RouteKey as 'home');
    return 'query' in link && link.query ? `${path}?${link.query}` : path;
  };
  return (
    <footer className="footer">
      {search[FOOTER.appVersionBannerQueryFlag] === 'true' && (
        <p className="footer__app-version" role="status">
          {t('frame.footer.appVersion', { version: '1.0' })}
        </p>
      )}
      <div className="footer__columns">
        {FOOTER.columns.map((column) => (
          <section key={column.titleKey} aria-labelledby={`footer-${column.titleKey}`}>
            <h2 id={`footer-${column.titleKey}`}>{t(column.titleKey)}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.translationKey}>
                  <a
                    href={linkHref(link)}
                    {...('externalLinkKey' in link ? { target: '_blank', rel: 'noopener' } : {})}
                  >
                    {t(link.translationKey)}
                  </a>
                  {'tag' in link && link.tag && <span className="footer__tag"> {link.tag}</span>}
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="footer-categories">
          <h2 id="footer-categories">{t('frame.footer.categories')}</h2>
          <ul>
            {frame.categories.map((category) => (
              <li key={category.key}>
                <a href={category.link}>{category.name}</a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-brands">
          <h2 id="footer-brands">{t('frame.footer.brands')}</h2>
          <ul>
            {FOOTER.ownBrands.map((brand) => (
              <li key={brand.name}>
                <a href={localPath(brand.path)}>{brand.name}</a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('frame.contact.heading')}</h2>
          <p className="footer__buttons">
            {frame.flags.supportWebForm && (
              <a className="button" href={href('helpCentre')}>
                {t('frame.footer.contactUs')}
              </a>
            )}
            <a className="button" href={href('returnPolicy')}>
              {t('frame.footer.returns')}
            </a>
          </p>
          <ul>
            {frame.contact.phone && (
              <li>
                <a href={telHref(frame.contact.phone)}>{t('frame.footer.phone', { phone: frame.contact.phone })}</a>
              </li>
            )}
            {frame.contact.email && (
              <li>
                <a href={`mailto:${frame.contact.email}`}>{t('frame.footer.email', { email: frame.contact.email })}</a>
              </li>
            )}
          </ul>
        </section>
      </div>
      <div className="footer__trust">
        <section aria-labelledby="footer-follow">
          <h2 id="footer-follow">{t('frame.footer.follow')}</h2>
          <ul className="footer__inline">
            {FOOTER.social.map((link) => (
              <li key={link.kind}>
                <a href={link.url} rel="noopener" target="_blank">
                  {t(`footer.social.${link.kind}`)}
                </a>
              </li>
            ))}
          </ul>
        </section>
        {frame.paymentLogos.length > 0 && (
          <section aria-labelledby="footer-payment">
            <h2 id="footer-payment">{t('frame.footer.payment')}</h2>
            <ul className="footer__inline footer__logos">
              {frame.paymentLogos.map((code) => (
                <li key={code} className="footer__logo">
                  {t(`footer.paymentMethod.${code}`)}
                </li>
              ))}
            </ul>
          </section>
        )}
        {FOOTER.reviewPlatformLogo && frame.flags.reviewPlatformReviews && (
          <p className="footer__logo footer__reviews">
            <span className="footer__stars" aria-hidden="true">
              ★★★★★
            </span>{' '}
            {t('frame.footer.reviews')}
          </p>
        )}
      </div>
      <p className="footer__delivery">{t('frame.footer.deliveryAnywhere', { country: frame.countryLabel })}</p>
      {OTHER_EXTERNAL.length > 0 && (
        <ul className="footer__inline footer__external">
          {OTHER_EXTERNAL.map((link) => (
            <li key={link.key}>
              <a href={link.url} target="_blank" rel="noopener">
                {t(`footer.${link.key}`)}
              </a>
            </li>
          ))}
        </ul>
      )}
      <p className="footer__copyright">{t('frame.footer.copyright', { from: FOOTER.copyrightStartYear, to: year })}</p>
    </footer>
  );
}
