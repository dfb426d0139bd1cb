// spec/1 §2.8 Error page: not found (with its two optional blocks, loaded when idle) or any other error.
import { usePageContext } from 'vike-react/usePageContext';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useShop } from '../../view/use-shop.ts';
import { NotFoundSuggestions } from '../../components/frame/NotFoundSuggestions.tsx';

export default function Page() {
  const { is404 } = usePageContext();
  const { t } = useTranslation();
  const { href } = useShop();
  if (is404) {
    return (
      <section className="error-page">
        <img className="error-page__illustration" src="/images/no-results.svg" alt="" width="240" height="160" />
        <h1>{t('errors.notFound.heading')}</h1>
        <p>{t('errors.notFound.text')}</p>
        <a className="button button--primary" href={href('home')}>
          {t('errors.notFound.home')}
        </a>
        <NotFoundSuggestions />
      </section>
    );
  }
  return (
    <section className="error-page">
      <img className="error-page__illustration" src="/images/error.svg" alt="" width="240" height="160" />
      <h1>{t('errors.error-occured')}</h1>
      <p>{t('errors.go-back-or-try-again')}</p>
      <p className="error-page__actions">
        <a className="button button--primary" href="/">
          {t('errors.home')}
        </a>
        <button type="button" className="button button--link" onClick={() => window.history.back()}>
          {t('errors.back')}
        </button>
      </p>
    </section>
  );
}
