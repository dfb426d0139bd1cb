import { useTranslation } from '../../i18n/use-translation.ts';
import { useShop } from '../../view/use-shop.ts';

/** spec/1 §2.2 "a newsletter block shown to guests only" (§6: authenticated customers see none). */
export function NewsletterBlock() {
  const { t } = useTranslation();
  const { href } = useShop();
  return (
    <section className="newsletter" aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading">{t('frame.newsletter.heading')}</h2>
      <p>{t('frame.newsletter.text')}</p>
      <a className="button button--primary" href={href('createAccount')}>
        {t('frame.newsletter.action')}
      </a>
    </section>
  );
}
