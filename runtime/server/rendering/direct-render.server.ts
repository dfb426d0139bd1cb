// ADR 015 (docs/decisions/015-direct-document-render.md): a document request of a page vike has rendered
// before is rendered without vike's per-request machinery — no routing over every page's route function, no hook
// runner, no page-context proxy, no HTML scan to inject tags. What vike adds to a page's HTML is the same for every
// request of that page (its CSS links, the client entry, the module preloads, the global context): it is learned
// from vike's own rendering of the page, and checked there, byte for byte, before it is used. Everything else runs
// the page's own code — the onCreatePageContext and data hooks, the React tree, the head — as vike and vike-react
// run it (vike-react 0.6 integration/onRenderHtml.js, getPageElement.js), and the page context goes to the browser
// in the serializer vike's client reads. A page with a hook or setting this renderer does not run is never learned
// and stays with vike, as does every request that is not a plain document of a learned page (a pageContext.json
// request, an abort, an error: vike renders it again, so the shopper gets exactly what vike would give).
import { createElement, StrictMode, Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { PageContextServer } from 'vike/types';
import { shopRouteOf, type ShopRoute } from '../../view/shop-route.ts';
import { inVikePageContext, vikePageContext } from '../../view/vike-page-context.ts';
import { pageContextJson } from './page-context-json.server.ts';

/** A hook or a setting's function, as vike calls it: with the page context (vikePageContext). */
type Hook = (pageContext: PageContextServer) => unknown;

/**
 * The configuration of a page as vike resolves it (`pageContext.config`, vike's ConfigResolved with vike-react's
 * settings): the values this renderer uses, typed so that vike's is one.
 */
export interface PageConfig {
  readonly Page?: ComponentType;
  readonly Layout?: readonly ComponentType<{ children: ReactNode }>[];
  readonly Wrapper?: readonly ComponentType<{ children: ReactNode }>[];
  readonly Loading?: { readonly layout?: ComponentType };
  readonly Head?: readonly (ReactNode | ComponentType)[];
  readonly reactStrictMode?: boolean;
  readonly onCreatePageContext?: Hook | readonly Hook[] | null;
  readonly guard?: Hook;
  readonly data?: Hook | null;
  readonly title?: unknown;
  readonly description?: unknown;
  readonly image?: unknown;
  readonly favicon?: unknown;
  readonly viewport?: unknown;
  readonly lang?: unknown;
  readonly headHtmlBegin?: readonly unknown[];
  readonly headHtmlEnd?: readonly unknown[];
  readonly bodyHtmlBegin?: readonly unknown[];
  readonly bodyHtmlEnd?: readonly unknown[];
  readonly passToClient?: readonly (string | readonly string[])[];
}

/** vike-react's head settings: a value, or a function of the page context. */
type HeadSetting = 'title' | 'description' | 'image' | 'favicon' | 'viewport' | 'lang';

/**
 * The settings a page may have for this renderer to render it as vike and vike-react would. A page with any other
 * (onBeforeRender, streaming, html/body attributes, onBefore/AfterRenderHtml …) is left to vike.
 */
const UNDERSTOOD = new Set([
  // vike's own and the routing: done before this renderer is asked (the shop's route decides the page).
  'route',
  'clientRouting',
  'disableUrlNormalization',
  'isClientRuntimeLoaded',
  'passToClient',
  'onRenderHtml',
  'onRenderClient',
  'onCreatePageContext',
  'guard',
  'data',
  // vike-react's, done here as its onRenderHtml does them.
  'Page',
  'Layout',
  'Wrapper',
  'Loading',
  'Head',
  'title',
  'description',
  'image',
  'favicon',
  'viewport',
  'lang',
  'headHtmlBegin',
  'headHtmlEnd',
  'bodyHtmlBegin',
  'bodyHtmlEnd',
  'reactStrictMode',
  // client-only hooks: nothing on the server.
  'onHydrationEnd',
  'onPageTransitionStart',
  'onPageTransitionEnd',
]);

/** What a directly rendered page's code gets as its page context: what the shop's hooks and components read. */
export interface DirectPageContext {
  readonly isClientSide: false;
  readonly isClientSideNavigation: false;
  readonly urlOriginal: string;
  readonly urlPathname: string;
  readonly urlParsed: ParsedUrl;
  readonly headersOriginal: unknown;
  readonly pageId: string;
  readonly routeParams: Readonly<Record<string, string>>;
  readonly config: PageConfig;
  readonly Page: ComponentType | undefined;
  data?: unknown;
  [name: string]: unknown;
}

/** vike's `pageContext.urlParsed`, for the fields the shop's pages read (https://vike.dev/pageContext#urlParsed). */
export interface ParsedUrl {
  readonly origin: string | null;
  readonly pathname: string;
  readonly pathnameOriginal: string;
  readonly search: Readonly<Record<string, string>>;
  readonly searchAll: Readonly<Record<string, readonly string[]>>;
  readonly searchOriginal: string | null;
  readonly hash: string;
  readonly hashOriginal: string | null;
  readonly href: string;
}

/** A page's learned shape: its configuration and the HTML vike puts around the parts that change per request. */
interface LearnedPage {
  readonly pageId: string;
  readonly config: PageConfig;
  readonly passToClient: readonly string[];
  /** The HTML between the parts, from vike's rendering (parts: lang, head, body begin, root, body end, context). */
  readonly glue: readonly string[];
  readonly headers: readonly (readonly [string, string])[];
}

/** A rendered document. */
export interface DirectAnswer {
  readonly statusCode: 200;
  readonly headers: readonly (readonly [string, string])[];
  readonly body: string;
}

/** What vike's rendering gave for a document request, for learning the page. */
export interface VikeRendered {
  readonly pageId?: string | null;
  readonly is404?: boolean | null;
  readonly config?: PageConfig;
  readonly Page?: ComponentType;
  readonly routeParams?: Record<string, string>;
  /** The path vike rendered: another than the request's after a URL rewrite (`throw render(url)`). */
  readonly urlPathname?: string;
  readonly httpResponse: { readonly statusCode: number; readonly headers: [string, string][]; readonly body: string };
  readonly errorWhileRendering?: unknown;
  readonly [name: string]: unknown;
}

/** vike's escapeHtml (utils/escapeHtml.js): what `escapeInject` does to a text value in vike-react's template. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#039;');
}

/** vike-react's getTagAttributesString for `<html lang>` (utils/getTagAttributesString.js). */
function langAttribute(lang: unknown): string {
  if (lang === null || lang === false) return '';
  return ` lang="${String(lang ?? 'en')
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')}"`;
}

/** A part of a URL vike decodes (utils/parseUrl.js decodes safely: a malformed escape stays as it is). */
function decodedSafely(text: string, decode: (text: string) => string): string {
  try {
    return decode(text);
  } catch {
    return text;
  }
}

function parseUrl(urlOriginal: string): ParsedUrl {
  const url = new URL(urlOriginal);
  const queryAt = urlOriginal.indexOf('?');
  const hashAt = urlOriginal.indexOf('#');
  const searchOriginal =
    queryAt === -1 ? null : urlOriginal.slice(queryAt, hashAt === -1 || hashAt < queryAt ? undefined : hashAt);
  const search: Record<string, string> = {};
  const searchAll: Record<string, string[]> = {};
  for (const [key, value] of url.searchParams) {
    search[key] = value;
    (searchAll[key] ??= []).push(value);
  }
  const pathnameOriginal = url.pathname;
  return {
    origin: url.origin,
    pathname: decodedSafely(pathnameOriginal, decodeURI),
    pathnameOriginal,
    search,
    searchAll,
    searchOriginal,
    hash: url.hash ? decodedSafely(url.hash.slice(1), decodeURIComponent) : '',
    hashOriginal: url.hash || null,
    href: url.href,
  };
}

/** A setting that may be a value or a function of the page context (vike-react getHeadSetting, not cumulative). */
function setting(config: PageConfig, name: HeadSetting, pageContext: DirectPageContext): unknown {
  const value = config[name];
  return typeof value === 'function' ? (value as Hook)(vikePageContext(pageContext)) : value;
}

/** vike-react's cumulative HTML hooks (headHtmlBegin … bodyHtmlEnd): each value or hook result, joined. */
async function htmlOfHooks(values: readonly unknown[] | undefined, pageContext: DirectPageContext): Promise<string> {
  if (!values) return '';
  const parts = await Promise.all(
    values.map((value) => (typeof value === 'function' ? (value as Hook)(vikePageContext(pageContext)) : value)),
  );
  return parts.map((part) => (typeof part === 'string' ? part : String(part ?? ''))).join('');
}

const asArray = <T>(value: T | readonly T[] | undefined): readonly T[] =>
  value === undefined ? [] : Array.isArray(value) ? (value as readonly T[]) : [value as T];

/** vike-react getPageElement.js: the page in its layouts and wrappers, suspense where a Loading layout is set. */
function pageElement(pageContext: DirectPageContext): ReactElement {
  const { config } = pageContext;
  const Loading = config.Loading?.layout;
  const suspense = (element: ReactNode): ReactNode =>
    Loading ? createElement(Suspense, { fallback: createElement(Loading) }, element) : element;
  let page = suspense(pageContext.Page ? createElement(pageContext.Page) : null);
  for (const Wrap of [...(config.Layout ?? []), ...(config.Wrapper ?? [])]) {
    page = suspense(createElement(Wrap, null, page));
  }
  const provided = inVikePageContext(pageContext, page);
  return config.reactStrictMode === false ? provided : createElement(StrictMode, null, provided);
}

/** vike-react's getHeadHtml: title, viewport, the Head components, favicon, description, image — its template. */
function headHtml(pageContext: DirectPageContext): string {
  const { config } = pageContext;
  const text = (name: HeadSetting): string | null => {
    const value = setting(config, name, pageContext);
    return value === undefined || value === null || value === '' || value === false ? null : String(value);
  };
  const favicon = text('favicon');
  const title = text('title');
  const description = text('description');
  const image = text('image');
  const viewport = setting(config, 'viewport', pageContext);
  const viewportTag =
    viewport === 'responsive' || viewport === undefined
      ? '<meta name="viewport" content="width=device-width,initial-scale=1">'
      : typeof viewport === 'number'
        ? `<meta name="viewport" content="width=${viewport}">`
        : '';
  const heads = (config.Head ?? [])
    .filter((Head) => Head !== null && Head !== undefined)
    .map((Head) => {
      // vike-react's getHeadElementHtml: a component in the page context, an element as it is.
      let element: ReactNode = typeof Head === 'function' ? inVikePageContext(pageContext, createElement(Head)) : Head;
      if (config.reactStrictMode !== false) element = createElement(StrictMode, null, element);
      return renderToStaticMarkup(element);
    })
    .join('\n');
  const faviconTag = favicon === null ? '' : `<link rel="icon" href="${escapeHtml(favicon)}" />`;
  const titleTags =
    title === null
      ? ''
      : `<title>${escapeHtml(title)}</title><meta property="og:title" content="${escapeHtml(title)}" />`;
  const descriptionTags =
    description === null
      ? ''
      : `<meta name="description" content="${escapeHtml(description)}" /><meta property="og:description" content="${escapeHtml(description)}" />`;
  const imageTags =
    image === null
      ? ''
      : `<meta property="og:image" content="${escapeHtml(image)}"><meta name="twitter:card" content="summary_large_image">`;
  return `
    ${titleTags}
    ${viewportTag}
    ${heads}
    ${faviconTag}
    ${descriptionTags}
    ${imageTags}
  `;
}

/** vike's serializeContext.js: the passToClient values and its own, in the format its client parses. */
function serializedPageContext(pageContext: DirectPageContext, passToClient: readonly string[]): string {
  const client: Record<string, unknown> = {};
  for (const name of [...passToClient, 'pageId', 'routeParams', 'data']) {
    if (name in pageContext && pageContext[name] !== undefined) client[name] = pageContext[name];
  }
  return pageContextJson(client);
}

/** The parts of a page's HTML that change from one request to the next, in the order they appear. */
async function renderParts(pageContext: DirectPageContext, passToClient: readonly string[]): Promise<string[]> {
  const { config } = pageContext;
  const root = renderToString(pageElement(pageContext));
  const head = headHtml(pageContext);
  const [headBegin, headEnd, bodyBegin, bodyEnd] = await Promise.all([
    htmlOfHooks(config.headHtmlBegin, pageContext),
    htmlOfHooks(config.headHtmlEnd, pageContext),
    htmlOfHooks(config.bodyHtmlBegin, pageContext),
    htmlOfHooks(config.bodyHtmlEnd, pageContext),
  ]);
  return [
    langAttribute(setting(config, 'lang', pageContext)),
    headBegin,
    head,
    headEnd,
    bodyBegin,
    root,
    bodyEnd,
    serializedPageContext(pageContext, passToClient),
  ];
}

/** The HTML around `parts` in `html`, found in order; null when one is missing (the page is not learned). */
function glueAround(html: string, parts: readonly string[]): string[] | null {
  const glue: string[] = [];
  let at = 0;
  for (const part of parts) {
    const found = html.indexOf(part, at);
    if (found === -1) return null;
    glue.push(html.slice(at, found));
    at = found + part.length;
  }
  glue.push(html.slice(at));
  return glue;
}

function joined(glue: readonly string[], parts: readonly string[]): string {
  let html = glue[0]!;
  for (let index = 0; index < parts.length; index++) html += parts[index]! + glue[index + 1]!;
  return html;
}

/** What a request brings: the URL (parsed once), its headers, the shop's route of it and what the server adds. */
export interface DirectRequest {
  readonly urlOriginal: string;
  readonly urlParsed: ParsedUrl;
  readonly headersOriginal: unknown;
  readonly shop: ShopRoute;
  /** The page context the server gives vike's renderPage (country, operations, …), given here the same. */
  readonly init: Readonly<Record<string, unknown>>;
}

/**
 * A document request as the direct renderer takes it: its URL parsed as vike parses it and the shop's route of it
 * (shop-route.ts, the same answer vike's route functions give). Null for a URL the WHATWG parser refuses or a host
 * that is no shop: vike answers those as it does.
 */
export function directRequestOf(
  urlOriginal: string,
  headersOriginal: unknown,
  init: DirectRequest['init'],
): DirectRequest | null {
  let urlParsed: ParsedUrl;
  try {
    urlParsed = parseUrl(urlOriginal);
  } catch {
    return null;
  }
  const shop = shopRouteOf(urlParsed.origin, urlParsed.pathname);
  return shop === null ? null : { urlOriginal, urlParsed, headersOriginal, shop, init };
}

/** The key of the page a route goes to: vike's route functions decide by the shop's route keys (shop-route.ts). */
const pageKeyOf = (shop: ShopRoute): string | null => (shop.routeKeys.length === 0 ? null : shop.routeKeys.join(','));

export interface DirectRenderer {
  /** Renders a plain document request of a learned page; null when vike must render it. */
  render(request: DirectRequest): Promise<DirectAnswer | null>;
  /**
   * Learns a page from vike's rendering of a document request (status 200, no error): its HTML is checked against
   * this renderer's own parts of the same page context, and only an exact match is learned.
   */
  learn(request: DirectRequest, rendered: VikeRendered): Promise<void>;
  /** The pages learned and how many documents were rendered without vike (for tests and diagnostics). */
  stats(): { readonly learned: readonly string[]; readonly rendered: number };
}

export function createDirectRenderer(
  options: { onMismatch?: (pageId: string, reason: string) => void } = {},
): DirectRenderer {
  const pages = new Map<string, LearnedPage>();
  const refused = new Set<string>();
  let rendered = 0;

  const contextOf = (request: DirectRequest, pageId: string, config: PageConfig): DirectPageContext => {
    const { urlParsed } = request;
    return {
      ...request.init,
      isClientSide: false,
      isClientSideNavigation: false,
      urlOriginal: request.urlOriginal,
      urlPathname: urlParsed.pathname,
      urlParsed,
      headersOriginal: request.headersOriginal,
      pageId,
      routeParams: request.shop.params as Record<string, string>,
      config,
      Page: config.Page,
    };
  };

  /** onCreatePageContext, guard and data, in vike's order (https://vike.dev/hooks#lifecycle). */
  const loaded = async (pageContext: DirectPageContext): Promise<void> => {
    const { config } = pageContext;
    for (const hook of asArray(config.onCreatePageContext ?? undefined)) await hook(vikePageContext(pageContext));
    // A guard that throws (redirect(), render()) sends the request back to vike, which answers as the guard says.
    if (config.guard) await config.guard(vikePageContext(pageContext));
    if (config.data) pageContext.data = await config.data(vikePageContext(pageContext));
  };

  const renderer: DirectRenderer = {
    async render(request) {
      const key = pageKeyOf(request.shop);
      const page = key === null ? undefined : pages.get(key);
      if (page === undefined) return null;
      const pageContext = contextOf(request, page.pageId, page.config);
      try {
        await loaded(pageContext);
        const parts = await renderParts(pageContext, page.passToClient);
        rendered++;
        return { statusCode: 200, headers: page.headers, body: joined(page.glue, parts) };
      } catch {
        // An abort (render(404), redirect()) or an error: vike renders the request again and answers as it does.
        return null;
      }
    },

    async learn(request, rendered) {
      const key = pageKeyOf(request.shop);
      const { pageId, config, httpResponse } = rendered;
      if (key === null || pages.has(key) || refused.has(key)) return;
      if (httpResponse.statusCode !== 200 || rendered.errorWhileRendering || rendered.is404) return;
      // A page another handed the request on to (a URL rewrite, ADR 038) is no page of this request's route: the
      // next request of the route may be the other page's.
      if (rendered.urlPathname !== request.urlParsed.pathname) return;
      if (typeof pageId !== 'string' || config === undefined || typeof httpResponse.body !== 'string') return;
      const refuse = (reason: string) => {
        refused.add(key);
        options.onMismatch?.(pageId, reason);
      };
      const unknown = Object.keys(config).filter((name) => !UNDERSTOOD.has(name));
      if (unknown.length > 0) return refuse(`settings this renderer does not run: ${unknown.join(', ')}`);
      const passToClient = (config.passToClient ?? []).flat().filter((name) => !name.includes('.'));
      // The same page context vike had, from the rendered one: its loaded values, not loaded again.
      const pageContext = contextOf(request, pageId, config);
      for (const name of [...passToClient, 'data', 'i18n']) {
        if (rendered[name] !== undefined) pageContext[name] = rendered[name];
      }
      let parts: string[];
      try {
        parts = await renderParts(pageContext, passToClient);
      } catch (error) {
        return refuse(`rendering failed: ${String(error)}`);
      }
      const glue = glueAround(httpResponse.body, parts);
      if (glue === null || joined(glue, parts) !== httpResponse.body) {
        return refuse('its HTML is not what vike rendered');
      }
      pages.set(key, {
        pageId,
        config,
        passToClient,
        glue,
        headers: httpResponse.headers.map(([name, value]) => [name, value] as const),
      });
    },

    stats: () => ({ learned: [...pages.values()].map((page) => page.pageId), rendered }),
  };
  return renderer;
}
