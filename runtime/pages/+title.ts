// https://vike.dev/title — each page's data says its title (page-seo.ts).
import type { PageContext } from 'vike/types';
import type { PageData } from '../view/page-seo.ts';

export default (pageContext: PageContext) =>
  (pageContext.data as Partial<PageData> | undefined)?.seo?.title ?? 'Multishop';
