import { rewrittenContentPath } from '../../domain/routing/content-rewrite.ts';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderPage } from 'vike/server';
import type { CountryCode } from '../../../generated/index.ts';
import {
  decideLocaleChange,
  LOCALE_CHANGE_PATH,
  LOCALE_CHANGE_STATUS,
  LOCALE_COOKIE,
} from '../../domain/routing/locale-change.ts';
import { COUNTRY_LOCALES } from '../../../generated/index.ts';
import type { OperationClient } from '../../client/operation-client.ts';
import { blockGalleryLanguage } from '../../view/gallery-path.ts';
import { parseLanguagePrefix } from '../../domain/routing/language-prefix.ts';
import type { NotFoundPage } from '../failure-answers.server.ts';
import { isMalformedPath, isPageContextPath, isVitePath } from '../request-target.server.ts';
import { errorPageFailedHtml } from './error-page-failed.server.ts';
import type { CacheTag } from '../commerce/cache-tags.server.ts';
import type { ComponentStore } from './component-cache.server.ts';
import type { CachedPage, PageCache } from './page-cache.server.ts';
import { createTaggingClient } from './tagging-client.server.ts';
import type { NewsletterConsentLog } from '../commerce/ports/newsletter-consent-log.ts';
import type { PageVisitor } from '../../view/page-context.d.ts';
import { pageRedirect } from './page-redirects.server.ts';
import { withoutQueryParam } from '../../domain/routing/query-string.ts';
import { createDirectRenderer, directRequestOf } from './direct-render.server.ts';
import { builtServerEntry } from './built-pages.ts';
import { countryTablesScript, useBuiltBrowserTables } from './country-tables.server.ts';

// spec/1 §2: the pages, rendered by vike (ARCHITECTURE: runtime/server renders through vike's renderPage). The
// server, not vike, answers the redirects of spec/1 §9.6: they carry 308 and 301, which vike's redirect() cannot
// send, and they are pure domain decisions (runtime/domain/routing/decide-redirect.ts).

export type PageMode =
  /** Built pages (`vite build`) from `dir` (built-pages.ts), assets served with immutable caching. */
  | { kind: 'built'; dir: string }
  /** Vite in middleware mode with hot reload (`npm run dev`). */
  | { kind: 'dev'; root: string };

export interface PageServerOptions {
  mode: PageMode;
  /** The operations in process, for the pages' data hooks (the same as `POST /api/<operation>`). */
  operationsFor(country: CountryCode): OperationClient;
  /** Rendered guest pages kept for a short time (page-cache.server.ts). */
  cache: PageCache;
  /** spec/1 §7 the pages' blocks, loaded and rendered, kept for a short time (component-cache.server.ts). */
  components: ComponentStore;
  /** spec/1 §7 SEO redirection, asked for a path no page has. */
  seoRedirection(
    country: CountryCode,
    sourceUrl: string,
  ): Promise<{ targetURL: string; redirectionCode: number } | null>;
  /** ADR 009: serve the block gallery (/__blocks, a development page); off: its paths are as any other. */
  blockGallery?: boolean;
  /** spec/3 §2 where /exConsents/confirm records its newsletter consent event. */
  consents: NewsletterConsentLog;
  /** ADR 015: render documents of pages vike has rendered before without vike (default on, built pages). */
  directRender?: boolean;
  /** The visitor of a request, from its session, for the guards that decide by it; a guest without. */
  visitorOf?(request: FastifyRequest, reply: FastifyReply, country: CountryCode): Promise<PageVisitor>;
  /** spec/2 §4 Live updates: the port of the live cart updates, told to the pages; null (or absent) when off. */
  livePort?(): number | null;
  /**
   * ADR 030: the country's configured origin, which pages write into their absolute URLs (canonical, hreflang
   * alternates, Open Graph, JSON-LD) — never the request's Host.
   */
  originOf(country: CountryCode): string;
}

const GUEST: PageVisitor = Object.freeze({ isLoggedIn: false, cart: null });

/**
 * ARCHITECTURE "Pages stay cacheable": an answer that depends on the visitor is theirs alone: no shared cache (the page
 * cache, a proxy) may keep it, and the browser keeps it in no cache either.
 */
const PERSONAL_CACHE_CONTROL = 'private, no-store';

/**
 * The path the not-found page is rendered at for a request no page can take (ADR 010): under the build
 * prefix `/__`, which spec/1 §2.1 reserves, so no route has it and vike renders its error page as not found.
 */
const NOT_FOUND_PATH = '/__not-found';

async function registerAssets(app: FastifyInstance, mode: PageMode): Promise<void> {
  if (mode.kind === 'built') {
    const entry = builtServerEntry(mode.dir);
    if (!existsSync(entry)) throw new Error(`The pages are not built: ${entry} is missing (run \`npx vite build\`).`);
    await import(pathToFileURL(entry).href);
    await useBuiltBrowserTables(path.join(mode.dir, 'client'));
    // Asset file names carry their content hash, so a browser may keep them for good.
    await app.register(fastifyStatic, {
      root: path.join(mode.dir, 'client', 'assets'),
      prefix: '/assets/',
      immutable: true,
      maxAge: '365d',
      index: false,
      wildcard: true,
    });
    return;
  }
  const [{ default: middie }, { createDevMiddleware }] = await Promise.all([
    import('@fastify/middie'),
    import('vike/server'),
  ]);
  // Vite's own Host check would refuse the name the shop reaches its embedded payment provider by (payments.internal,
  // ADR 029/030): the shop's host check, registered before this, already answers only the shop's hosts (421 else).
  const { devMiddleware, viteServer } = await createDevMiddleware({
    root: mode.root,
    viteConfig: { server: { allowedHosts: true } },
  });
  await app.register(middie);
  app.use(devMiddleware);
  app.addHook('onClose', async () => viteServer.close());
}

/**
 * The request's host, in lower case (a host is case-insensitive, RFC 3986 §3.2.2), so that a request with
 * `DE.Localhost` gets the same cached page as one with `de.localhost`. The server has checked it is a valid host of a
 * shop before (app/shop-country.server.ts).
 */
function hostOf(request: FastifyRequest): string {
  return (request.headers.host ?? '').toLowerCase();
}

function sendPage(reply: FastifyReply, page: CachedPage): FastifyReply {
  reply.code(page.statusCode);
  for (const [name, value] of page.headers) reply.header(name, value);
  return reply.send(page.body);
}

/**
 * Registers the pages: every GET that is not the API, a picture or an asset (spec/1 §2.1). Returns the not-found
 * page, for the server's failure answers (failure-answers.server.ts).
 */
export async function registerPages(app: FastifyInstance, options: PageServerOptions): Promise<NotFoundPage> {
  await registerAssets(app, options.mode);

  // spec/1 §2.8 the not-found page, in the language of the request's prefix where it has one of the country's.
  const notFoundPage: NotFoundPage = async (request, reply, country, statusCode) => {
    const pathname = request.url.split('?')[0]!;
    const parsed = parseLanguagePrefix(country, pathname);
    const prefix = parsed.hadPrefix && parsed.prefixAllowed ? `/${parsed.language}` : '';
    const pageContext = await renderPage({
      urlOriginal: `${options.originOf(country)}${prefix}${NOT_FOUND_PATH}`,
      headersOriginal: request.headers,
      country,
      operations: options.operationsFor(country),
      blockGallery: false,
      countryTables: countryTablesScript(country),
    });
    const { headers, body, statusCode: rendered } = pageContext.httpResponse;
    if (rendered >= 500 || !pageContext.pageId) {
      if (pageContext.errorWhileRendering) request.log.error(pageContext.errorWhileRendering);
      return reply.code(500).type('text/html; charset=utf-8').send(errorPageFailedHtml());
    }
    return sendPage(reply, { statusCode, headers, body });
  };

  // ADR 015: built pages only; in development vike (and Vite's module graph) renders every request.
  const directRenderer =
    options.mode.kind === 'built' && options.directRender !== false
      ? createDirectRenderer({
          onMismatch: (pageId, reason) =>
            app.log.warn(`Page ${pageId} is rendered by vike on every request: ${reason}`),
        })
      : null;

  if (directRenderer) app.decorate('directRender', directRenderer);

  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    const { country } = request;
    const url = request.url;
    const queryAt = url.indexOf('?');
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    const query = queryAt === -1 ? '' : url.slice(queryAt);
    const isDocument = !isPageContextPath(pathname);
    // ADR 010: a malformed path (request-target.server.ts), and Vite's own paths, which are no files of the
    // built pages (vike refuses to render them), are not found.
    if (isMalformedPath(pathname) || (options.mode.kind === 'built' && isVitePath(pathname))) {
      return notFoundPage(request, reply, country, 404);
    }
    // ADR 038: the address a content page is rewritten to is the client router's, never a document of its own.
    if (isDocument && rewrittenContentPath(pathname) !== null) return notFoundPage(request, reply, country, 404);

    // The gallery's language versions (/fr/__blocks) are a language prefix on a reserved path, which spec/1 §9.6
    // sends to '/'; the gallery is the one page that lives there, so it is not redirected while it is on.
    const gallery = options.blockGallery === true && blockGalleryLanguage(country, pathname) !== null;
    if (isDocument && !gallery) {
      const redirect = await pageRedirect(
        { country, path: pathname, query },
        { operations: options.operationsFor(country), consents: options.consents, now: () => new Date() },
      );
      if (redirect) return reply.redirect(redirect.location, redirect.status);
    }

    // A page whose guard reads the visitor (checkout, accounts) is personal: it is never kept, and no kept page is
    // served for it (a personal page is never kept under its URL).
    let personal = false;
    const visitor = (): Promise<PageVisitor> => {
      personal = true;
      return options.visitorOf ? options.visitorOf(request, reply, country) : Promise.resolve(GUEST);
    };
    const cacheKey = `${hostOf(request)}${url}`;
    const cached = options.cache.get(cacheKey);
    if (cached) return sendPage(reply, cached);

    // ADR 010: the page records the cache tags of what it reads, kept with it — and with the blocks it keeps
    // in the component cache — for invalidation by tag.
    const tags = new Set<CacheTag>();
    const urlOriginal = `${options.originOf(country)}${url}`;
    const { components } = options;
    const init = {
      country,
      // Tags only matter to what is kept: with both caches off (npm run dev, PAGE_CACHE_SECONDS=0 and
      // COMPONENT_CACHE_SECONDS=0) none are read.
      operations:
        options.cache.enabled || components.enabled
          ? createTaggingClient(options.operationsFor(country), tags)
          : options.operationsFor(country),
      components: components.enabled ? components.forPage(tags) : undefined,
      blockGallery: options.blockGallery === true,
      // ADR 014: the query as the request carried it; vike keeps one value of a repeated parameter in a
      // pageContext.json request (runtime/pages/request-query.ts). Its own `_vike` argument is not the page's.
      requestQuery: withoutQueryParam(query, '_vike'),
      countryTables: countryTablesScript(country),
      visitor,
      livePort: options.livePort?.() ?? null,
    };
    // A rendered page, encoded once; a page that rendered well is kept for the next guest (page-cache.server.ts).
    const keepAndSend = (statusCode: number, headers: CachedPage['headers'], body: string) => {
      if (personal) {
        const own = headers.filter(([name]) => name.toLowerCase() !== 'cache-control');
        return sendPage(reply, { statusCode, headers: [...own, ['cache-control', PERSONAL_CACHE_CONTROL]], body });
      }
      const page: CachedPage = { statusCode, headers, body: Buffer.from(body) };
      if (statusCode === 200) options.cache.set(cacheKey, page, tags);
      return sendPage(reply, page);
    };
    // ADR 015: a document of a page vike has rendered before is rendered without vike (direct-render.server.ts).
    const renderer = isDocument && !gallery ? directRenderer : null;
    const direct = renderer === null ? null : directRequestOf(urlOriginal, request.headers, init);
    if (renderer !== null && direct !== null) {
      const answer = await renderer.render(direct);
      if (answer !== null) return keepAndSend(answer.statusCode, answer.headers, answer.body);
    }
    const pageContext = await renderPage({ urlOriginal, headersOriginal: request.headers, ...init });
    const response = pageContext.httpResponse;
    if (renderer !== null && direct !== null && response.statusCode === 200) {
      await renderer.learn(direct, pageContext);
    }
    if (isDocument && response.statusCode === 404) {
      // spec/1 §7: a path no page has may be an old URL with an SEO redirection.
      const seo = await options.seoRedirection(country, pathname);
      if (seo) return reply.redirect(seo.targetURL, seo.redirectionCode);
    }
    if (pageContext.errorWhileRendering) request.log.error(pageContext.errorWhileRendering);
    // vike answers some paths (…/favicon.ico) with a bare page of its own, rendered by no page: ours instead.
    if (isDocument && response.statusCode === 404 && !pageContext.pageId) {
      return notFoundPage(request, reply, country, 404);
    }
    if (isDocument && response.statusCode >= 500 && !pageContext.pageId) {
      // The error page itself failed (spec/1 §2.8): vike's bare fallback is replaced by the shop's.
      return reply.code(500).type('text/html; charset=utf-8').send(errorPageFailedHtml());
    }
    return keepAndSend(response.statusCode, response.headers, response.body);
  };
  app.get('/*', render);

  // spec/1 §4 "Locale change sets the locale cookie and redirects" (§9.7: 365 days, path '/', same-site lax).
  app.get<{ Querystring: Record<string, unknown> }>(LOCALE_CHANGE_PATH, async (request, reply) => {
    const { country } = request;
    const change = decideLocaleChange(country, request.query.to, request.query.path);
    if (change === null) {
      const locales = Object.values(COUNTRY_LOCALES[country]).join(', ');
      return reply.code(400).send({
        statusCode: 400,
        message: `/to must be one of ${locales} (got ${JSON.stringify(request.query.to ?? null)})`,
        field: '/to',
      });
    }
    reply.setCookie(LOCALE_COOKIE.name, change.locale, {
      maxAge: LOCALE_COOKIE.maxAgeSeconds,
      path: LOCALE_COOKIE.path,
      sameSite: 'lax',
      // Secure where the shop is served over TLS (behind the proxy); http://<cc>.localhost stays usable.
      secure: request.protocol === 'https',
    });
    return reply.redirect(change.location, LOCALE_CHANGE_STATUS);
  });
  return notFoundPage;
}
