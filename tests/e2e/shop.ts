// The browser tests' (and the market matrix's) view of the shop: its countries' addresses, plain HTTP requests with a country's host, the
// store's operations, each locale's strings, and a `test` whose `shop` fixture is a fresh browser context that
// fails the test on any console error, uncaught page error or Content Security Policy violation.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Response } from 'playwright-core';
import { afterAll, expect, inject, test as base } from 'vitest';
import {
  COUNTRIES,
  COUNTRY_LOCALES,
  type CountryCode,
  type LanguageCode,
  type LocaleCode,
} from '../../generated/index.ts';
import type { OperationAnswers, OperationRequests } from '../../generated/types.ts';
import { messagesFor } from '../../runtime/i18n/messages.server.ts';
import { createTranslator, type Translate } from '../../runtime/i18n/translate.ts';

/**
 * The run's servers: the browser tests' one server for every country (tests/e2e/global-setup.ts), or the market
 * matrix's own server a country, each its country's build (tests/matrix/global-setup.ts).
 */
const servers = inject('matrix') ?? inject('e2e');
const { wsEndpoint } = servers;

/** The port `country`'s shop answers on. */
export function portOf(country: CountryCode): number {
  if (!('ports' in servers)) return servers.port;
  const port = servers.ports[country];
  if (port === undefined) throw new Error(`No server of ${country} in this run`);
  return port;
}

/** The countries the browser tests walk through: one-language EUR (sk, de), multi-language (ch, be), GBP (gb). */
export const COUNTRIES_UNDER_TEST = ['sk', 'de', 'ch', 'be', 'gb'] as const satisfies readonly CountryCode[];

/** `http://<cc>.localhost:<port>`: Chromium resolves every *.localhost name to the loopback address itself. */
export function origin(country: CountryCode): string {
  return `http://${country}.localhost:${portOf(country)}`;
}

export function shopUrl(country: CountryCode, pathAndQuery: string): string {
  return `${origin(country)}${pathAndQuery}`;
}

export interface PlainResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * One HTTP request to the shop as `country`'s host, redirects not followed (Node's fetch cannot send a Host
 * header, and Node does not resolve *.localhost, hence node:http to 127.0.0.1).
 */
export function shopRequest(
  country: CountryCode,
  pathAndQuery: string,
  options: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<PlainResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port: portOf(country),
        path: pathAndQuery,
        method: options.method ?? 'GET',
        headers: { host: `${country}.localhost:${portOf(country)}`, ...options.headers },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** An operation of the middleware (`POST /api/<operation>`), as the country's shop answers it. */
export async function callOperation<Name extends keyof OperationRequests & keyof OperationAnswers>(
  country: CountryCode,
  operation: Name,
  payload: OperationRequests[Name],
): Promise<OperationAnswers[Name]> {
  const response = await shopRequest(country, `/api/${operation}`, {
    method: 'POST',
    body: JSON.stringify(payload),
    headers: { 'content-type': 'application/json' },
  });
  if (response.status !== 200) throw new Error(`${operation} in ${country}: ${response.status} ${response.body}`);
  return JSON.parse(response.body) as OperationAnswers[Name];
}

export function localeOf(country: CountryCode, language: LanguageCode = defaultLanguage(country)): LocaleCode {
  const locale = (COUNTRY_LOCALES[country] as Partial<Record<LanguageCode, LocaleCode>>)[language];
  if (locale === undefined) throw new Error(`${language} is no language of ${country}`);
  return locale;
}

export function defaultLanguage(country: CountryCode): LanguageCode {
  return COUNTRIES[country].defaultLanguage as LanguageCode;
}

/** The strings a page in `country` and `language` shows: runtime/i18n/<namespace>/<locale>.json with fallbacks. */
export function translator(country: CountryCode, language: LanguageCode = defaultLanguage(country)): Translate {
  const locale = localeOf(country, language);
  return createTranslator(locale, messagesFor(locale));
}

/** The country's name in the page's language, as the frame writes it (Intl region names). */
export function countryName(country: CountryCode, language: LanguageCode = defaultLanguage(country)): string {
  return new Intl.DisplayNames([localeOf(country, language)], { type: 'region' }).of(country.toUpperCase()) ?? country;
}

/** A text as it is compared: every run of white space (Intl writes no-break and narrow spaces) one space. */
export function normalised(text: string | null | undefined): string {
  return (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Matches a text that starts with `prefix`, any white space for its spaces (French "Panier :" has a no-break one). */
export function startingWith(prefix: string): RegExp {
  return new RegExp(`^${escapeRegExp(normalised(prefix)).replace(/ /g, '\\s+')}`);
}

/** spec/1 §2.1 "Product slug pattern: lowercase letters, digits and dashes ending in 8 digits". */
const PRODUCT_PATH = /^\/(?:[a-z]{2}\/)?(?:p\/)?[a-z0-9-]+-\d{8}$/;

/** The product pages the listing links to, in order, each once (a card may link from its picture and its name). */
export async function productLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .getByRole('main')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
  return [...new Set(hrefs.filter((path) => PRODUCT_PATH.test(path)))];
}

let browser: Promise<Browser> | undefined;
/** The run's one Chromium (global-setup.ts), connected once per test file. */
function sharedBrowser(): Promise<Browser> {
  browser ??= chromium.connect(wsEndpoint);
  return browser;
}
afterAll(async () => {
  // Disconnects this file; the browser itself is closed by the global teardown.
  if (browser) await (await browser).close();
  browser = undefined;
});

export interface Shop {
  page: Page;
  context: BrowserContext;
  /** Opens a page of `country`'s shop and waits until it is hydrated (interactive). */
  open(country: CountryCode, pathAndQuery: string): Promise<Response | null>;
  /** Accepts console messages matching `pattern` in this test (an expected 404 document, say). */
  allowConsole(pattern: RegExp): void;
  /** What the test saw so far that fails it. */
  problems(): string[];
}

/**
 * Waits until React has hydrated `locator`'s element: its props are attached, so its handlers answer. The locator is
 * asked again on every try, not held as one element: a part that renders afresh after hydration (a checkout step's
 * frame giving way to the step) is a new element, and the old one, detached, would be waited on until the timeout.
 */
export async function hydrated(locator: Locator, timeout = 10_000): Promise<void> {
  const deadline = Date.now() + timeout;
  const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  while (!(await locator.evaluate(isHydrated, undefined, { timeout }))) {
    if (Date.now() > deadline) throw new Error(`Not hydrated within ${timeout} ms: ${String(locator)}`);
    await locator.page().waitForTimeout(50);
  }
}

/**
 * A shop in a browser context: a page that fails its test on any console error, uncaught page error or Content
 * Security Policy violation (`problems`), unless allowed. The `test` fixture's desktop tab, or a test's own context
 * (a touch phone: touch is a context's).
 */
export async function shopIn(context: BrowserContext): Promise<Shop> {
  // Generous for 2-core CI (a page loads in about a second), short enough that an unfinished page fails fast.
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const seen: string[] = [];
  const allowed: RegExp[] = [];
  page.on('console', (message) => {
    const text = message.text();
    // A CSP violation is a console error in Chromium; any message naming the policy counts, whatever its level.
    if (message.type() === 'error' || text.includes('Content Security Policy')) {
      seen.push(`console.${message.type()}: ${text} (at ${message.location().url || page.url()})`);
    }
  });
  page.on('pageerror', (error) => seen.push(`uncaught error: ${error.message}`));
  return {
    page,
    context,
    async open(country, pathAndQuery) {
      const response = await page.goto(shopUrl(country, pathAndQuery), { waitUntil: 'load' });
      // The header and the page's content hydrate each in its own part (ADR 041): both are waited for.
      await hydrated(page.getByRole('banner'));
      await hydrated(page.locator('#content > *').first());
      return response;
    },
    allowConsole: (pattern) => allowed.push(pattern),
    problems: () => seen.filter((entry) => !allowed.some((pattern) => pattern.test(entry))),
  };
}

export const test = base.extend<{ shop: Shop }>({
  shop: async ({ task }, use) => {
    const context = await (await sharedBrowser()).newContext({ viewport: { width: 1280, height: 900 } });
    const shop = await shopIn(context);
    const { page, problems } = shop;
    await use(shop);
    // The market matrix links a failed check to the page as it was (its report, tests/matrix/matrix-reporter.ts).
    if (task.result?.state === 'fail' && 'screenshotDir' in servers) {
      const file = path.join(servers.screenshotDir, `${task.id}.png`);
      await page.screenshot({ path: file, fullPage: true }).then(
        () => (task.meta.screenshot = file),
        () => undefined,
      );
    }
    await context.close();
    expect(problems(), `${task.name}: console errors, uncaught page errors or CSP violations`).toEqual([]);
  },
});
