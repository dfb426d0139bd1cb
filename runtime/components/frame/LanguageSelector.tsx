import { usePageContext } from 'vike-react/usePageContext';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { PageData } from '../../view/page-seo.ts';
import { useShop } from '../../view/use-shop.ts';
import { localeChangePath } from '../../domain/routing/locale-change.ts';

/**
 * The shop's languages, each linking to the same page in that language; following the link sets the locale cookie
 * and redirects (spec/1 §4), so it is a plain link and works without JavaScript.
 */
export function LanguageLinks() {
  const { shop, frame } = useShop();
  const data = usePageContext().data as Partial<PageData> | undefined;
  return (
    <ul>
      {frame.languages.map((entry) => {
        const target = data?.seo?.alternates[entry.language];
        return (
          <li key={entry.language}>
            <a
              href={localeChangePath(entry.locale, target ?? null)}
              hrefLang={entry.language}
              lang={entry.language}
              aria-current={entry.language === shop.language ? 'true' : undefined}
              // A full page load: the new language's strings come with it.
              rel="external"
            >
              {entry.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * spec/1 §2.3 Language selector, shown only in multi-language countries (BE: fr, nl; CH: de, fr, it): a button
 * opening the language links.
 */
export function LanguageSelector() {
  const { t } = useTranslation();
  const { shop, frame } = useShop();
  const current = frame.languages.find((entry) => entry.language === shop.language);
  return (
    <>
      <button type="button" className="header__button" popoverTarget="language-dropdown" lang={shop.language}>
        <span className="visually-hidden">{t('frame.language.label')}: </span>
        {shop.language.toUpperCase()}
      </button>
      <div id="language-dropdown" popover="auto" className="dropdown">
        <p className="dropdown__heading">{t('frame.language.current', { language: current?.label ?? '' })}</p>
        <LanguageLinks />
      </div>
    </>
  );
}
