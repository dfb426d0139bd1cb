// spec/1 §2.1 "Not-found pages use a dedicated meta title".
import type { PageContext } from 'vike/types';
import { createTranslator } from '../../i18n/translate.ts';
import { pageI18n } from '../../i18n/use-translation.ts';

export default (pageContext: PageContext) => {
  const i18n = pageI18n(pageContext);
  const t = i18n ? createTranslator(i18n.locale, i18n.messages) : (key: string) => key;
  return pageContext.is404 ? t('errors.notFound.title') : t('errors.title');
};
