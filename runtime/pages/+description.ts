// https://vike.dev/description — each page's data says its description (page-seo.ts).
import type { PageContext } from 'vike/types';
import type { PageData } from '../view/page-seo.ts';

export default (pageContext: PageContext) =>
  (pageContext.data as Partial<PageData> | undefined)?.seo?.description ?? '';
