// https://vike.dev/data — not indexed, like every checkout page (service-page-data.server.ts), and titled as the page
// is headed: ordering as a guest (CheckoutGuest), not a log-in that is not built yet (spec/3).
import type { PageContextServer } from 'vike/types';
import type { PageData } from '../../../view/page-seo.ts';
import { serverTranslator } from '../../page-seo.server.ts';
import { servicePageData } from '../../service-page-data.server.ts';

export async function data(pageContext: PageContextServer): Promise<PageData> {
  const { seo } = await servicePageData(pageContext);
  const heading = serverTranslator(pageContext)('checkout.guest.title');
  return { seo: { ...seo, title: `${heading} – Multishop`, description: heading } };
}
