// What the shop adds to vike's pageContext (https://vike.dev/pageContext#typescript).
import type { CountryCode } from '../../generated/index.ts';
import type { ComponentCache } from './block-types.ts';
import type { OperationClient } from '../client/operation-client.ts';
import type { PageI18n } from '../i18n/use-translation.ts';
import type { FrameData } from './frame-data.ts';
import type { ShopRoute } from './shop-route.ts';
import type { GuardCart } from '../domain/routing/route-guard.ts';

/** What a guard may know of the visitor (spec/1 §6, spec/2 §2): logged in or not, and the session's cart. */
export interface PageVisitor {
  readonly isLoggedIn: boolean;
  readonly cart: GuardCart | null;
}

declare global {
  namespace Vike {
    interface PageContext {
      /** The URL's country, language and route; on every page context (shop-route.ts). */
      shop: ShopRoute;
      /** The locale's strings, on the server, for a first page; the browser gets them once (+bodyHtmlEnd.server.ts). */
      i18n?: PageI18n;
      /** What the frame shows on every page: header, category bar, footer (frame-data.ts). */
      frame: FrameData;
    }
    interface PageContextServer {
      /** The request's country, from its host (runtime/server). */
      country: CountryCode;
      /** The middleware's operations in process (runtime/server/rendering/in-process-client.server.ts). */
      operations: OperationClient;
      /** spec/1 §7 the server's component cache, when it keeps blocks (runtime/server/rendering/component-cache.server.ts). */
      components?: ComponentCache;
      /** The block gallery of ADR 009 (/__blocks) is switched on (runtime/server/main.server.ts, BLOCK_GALLERY). */
      blockGallery: boolean;
      /** The request's raw query, repeated parameters kept (request-query.ts); read it with `requestQueryOf`. */
      requestQuery?: string;
      /**
       * ADR 021: the script with the country's share of the country tables that the built browser code reads
       * (runtime/server/rendering/country-tables.server.ts); empty for Vite's development server. Given by the server,
       * whose module keeps the built assets' list, and not read by the page's server code itself: that is a
       * separate build, with its own copy of every module.
       */
      countryTables?: string;
      /**
       * The visitor, read from the request's session, for the guards that decide by it (checkout needs a
       * cart). A page that asks is personal: it is never kept in the page cache (page-server.server.ts).
       */
      visitor?: () => Promise<PageVisitor>;
      /** spec/2 §4 Live updates: the port the live cart updates listen on; null when off (runtime/server/live). */
      livePort?: number | null;
    }
  }
}

export {};
