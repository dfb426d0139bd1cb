import { localeOf } from '../commerce/ports/catalogue-types.ts';
import type { ContentPort } from '../integrations/cms/content-port.ts';
import { catalogueContext, type ContentOperationName, found, type Operations } from './operation.server.ts';

/**
 * spec/1 §7 the CMS calls: a content page by slug in the request's locale, a locale's content list, and the
 * frame's content (spec/1 §2.9).
 */
export function contentOperations(content: ContentPort): Operations<ContentOperationName> {
  return {
    async getContentPage(country, payload) {
      const context = catalogueContext(country, payload.language);
      return found(await content.getPage(payload.slug, localeOf(context)), 'Content page');
    },
    async listContentPages(country, payload) {
      const context = catalogueContext(country, payload.language);
      return { results: await content.listPages(localeOf(context)) };
    },
    // spec/1 §2.9 a promo banner block is loaded for the page frame.
    async getFrameContent(country, payload) {
      return content.getFrame(localeOf(catalogueContext(country, payload.language)));
    },
  };
}
